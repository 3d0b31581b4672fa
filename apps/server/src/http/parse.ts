import type { z } from 'zod';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import { AppError } from '../errors.ts';

/** Parses with a shared schema and answers 422 with every field and its Chinese message. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  throw new AppError('VALIDATION', {
    httpStatus: 422,
    message: fields[0]?.message ?? RESULT_CODES.VALIDATION.message,
    fields,
  });
}
