import type { PageData } from '@xingtu/contracts/envelope';
import type {
  SignBigThree,
  SignComparison,
  SignInvitationRecord,
  SignJoinResult,
  SignShareRecord,
  SignShareSummary,
  SignSharedView,
} from '@xingtu/contracts/sign-share';
import { signShareApi } from '@xingtu/contracts/sign-share-api';
import { client, page, records } from './lazy-client.ts';

// The sign-share area (server: modules/sign-share; endpoints: contracts/sign-share-api.ts).

const api = signShareApi;
const fresh = { cache: false, forceAuth: true } as const;

/** A birth as the step pages collect it (snake_case on the wire, as the chart pages send it). */
export interface SignBirthInput {
  date: string;
  time: string | null;
  place_name?: string;
  latitude?: number;
  longitude?: number;
  time_zone?: string;
}

export async function fetchMySignShare(): Promise<SignShareSummary> {
  return records(await (await client()).call(api.mine, {}, fresh));
}

/** The card's chart: a birth typed in the editor, or one of the member's saved profiles (its id). */
export type SignShareSource = { birth: SignBirthInput } | { contactId: number };

export async function saveSignShare(input: {
  source: SignShareSource;
  nickname: string;
  showMoon: boolean;
  showAscendant: boolean;
}): Promise<SignShareRecord> {
  const body = {
    source:
      'contactId' in input.source ? { contact_id: input.source.contactId } : { birth: input.source.birth },
    nickname: input.nickname,
    show_moon: input.showMoon,
    show_ascendant: input.showAscendant,
  };
  return records(await (await client()).call(api.save, { body }, fresh));
}

export async function fetchSharedSigns(code: string): Promise<SignSharedView> {
  return records(await (await client()).call(api.sharedView, { params: { code } }, { cache: false }));
}

export async function fetchBigThree(birth: SignBirthInput): Promise<SignBigThree> {
  return records(
    await (await client()).call(api.bigThree, { body: { birth } }, { cache: false, silent: true }),
  );
}

export async function compareWithShare(code: string, birth: SignBirthInput): Promise<SignComparison> {
  return records(
    await (await client()).call(api.compare, { params: { code }, body: { birth } }, { cache: false }),
  );
}

/** Accept the invitation of a share; a refusal (own card, an older account, twice) is thrown silently. */
export async function joinInvitation(code: string): Promise<SignJoinResult> {
  return records(await (await client()).call(api.join, { params: { code } }, { ...fresh, silent: true }));
}

export async function fetchSignInvitations(current = 1, size = 10): Promise<PageData<SignInvitationRecord>> {
  return page(await (await client()).call(api.invitations, { query: { current, size } }, fresh));
}

export const signShareImagePath = (code: string) =>
  api.shareImage.path.replace(':code', encodeURIComponent(code));

export const signSharePagePath = (code: string) => `/signShare/share/${encodeURIComponent(code)}`;
