import { RESULT_CODES, type ResultCodeName } from '@xingtu/contracts/result-codes';
import type { FieldError } from '@xingtu/contracts/envelope';

/**
 * A business outcome with its SPEC §8 code. The error handler turns it into the envelope;
 * business outcomes answer HTTP 200 unless a protocol status is given (401 for token codes, 404 …).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;
  readonly httpStatus: number;
  readonly fields: FieldError[] | undefined;
  readonly data: unknown;

  constructor(
    codeName: ResultCodeName,
    options: { message?: string; httpStatus?: number; fields?: FieldError[]; data?: unknown } = {},
  ) {
    const entry = RESULT_CODES[codeName];
    super(options.message ?? entry.message);
    this.code = entry.code;
    this.httpStatus = options.httpStatus ?? 200;
    this.fields = options.fields;
    this.data = options.data;
  }
}

export const notFound = (message?: string): AppError =>
  new AppError('NOT_FOUND', { message, httpStatus: 404 });
export const forbidden = (message?: string): AppError =>
  new AppError('FORBIDDEN', { message, httpStatus: 403 });
export const validationError = (field: string, message: string): AppError =>
  new AppError('VALIDATION', { httpStatus: 422, message, fields: [{ field, message }] });
