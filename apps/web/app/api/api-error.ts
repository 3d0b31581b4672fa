import type { FieldError } from '@xingtu/contracts/envelope';

/** A failed call: the normalised SPEC §8 code, the message shown (or not), the HTTP status, 422 fields. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: FieldError[] = [],
    readonly data: unknown = null,
  ) {
    super(message);
  }
}
