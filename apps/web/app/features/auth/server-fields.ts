import type { FieldError } from '@xingtu/contracts/envelope';
import type { FieldErrors } from './validate.ts';

/**
 * A 422 answer names its fields in snake_case (old_password, re_password …). The request layer has
 * already shown the message; this puts the named ones back under their inputs as well.
 */
export function serverFieldErrors(error: unknown, fieldNames: Record<string, string>): FieldErrors {
  const fields = (error as { fields?: FieldError[] } | null)?.fields ?? [];
  const errors: FieldErrors = {};
  for (const { field, message } of fields) {
    const name = fieldNames[field];
    if (name && !errors[name]) errors[name] = message;
  }
  return errors;
}
