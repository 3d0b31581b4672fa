import type { Address, Contact } from '@xingtu/contracts/commerce';
import { addressSchema, contactSchema } from '@xingtu/contracts/commerce-schemas';

// The checkout form's own check, with the same schemas (and Chinese messages) the server uses:
// an address when goods are bought, otherwise an optional contact.

export const EMPTY_ADDRESS = { name: '', mobile: '', region: '', detail: '' };
export const EMPTY_CONTACT = { name: '', mobile: '' };
export type AddressDraft = typeof EMPTY_ADDRESS;
export type ContactDraft = typeof EMPTY_CONTACT;

const fieldErrors = (
  issues: { path: PropertyKey[]; message: string }[],
  prefix = '',
): Record<string, string> =>
  Object.fromEntries(issues.map((issue) => [`${prefix}${String(issue.path[0])}`, issue.message]));

/** The server's 422 field names (`address.mobile` …) → this form's fields. */
export const CHECKOUT_SERVER_FIELDS: Record<string, string> = {
  'address.name': 'name',
  'address.mobile': 'mobile',
  'address.region': 'region',
  'address.detail': 'detail',
  'contact.name': 'contact-name',
  'contact.mobile': 'contact-mobile',
};

export type CheckoutInput =
  { ok: true; address?: Address; contact?: Contact } | { ok: false; errors: Record<string, string> };

/** Errors are keyed by field: `name`… for the address, `contact-name`… for the contact. */
export function checkoutInput(
  needsAddress: boolean,
  address: AddressDraft,
  contact: ContactDraft,
): CheckoutInput {
  if (needsAddress) {
    const checked = addressSchema.safeParse(address);
    return checked.success
      ? { ok: true, address: checked.data }
      : { ok: false, errors: fieldErrors(checked.error.issues) };
  }
  if (!contact.name.trim() && !contact.mobile.trim()) return { ok: true };
  const checked = contactSchema.safeParse({
    name: contact.name,
    ...(contact.mobile.trim() ? { mobile: contact.mobile.trim() } : {}),
  });
  return checked.success
    ? { ok: true, contact: checked.data }
    : { ok: false, errors: fieldErrors(checked.error.issues, 'contact-') };
}
