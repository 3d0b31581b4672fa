import { z } from 'zod';
import { intParam } from './field-schemas.ts';
import './zod-locale.ts';
import { SUCCESS_CODE } from './result-codes.ts';

// DESIGN.md wire contract: { success, resultCode, desc, data }, with one object or a list in data.records.
export interface Envelope<T = unknown> {
  success: boolean;
  resultCode: string;
  desc: string;
  data: T | null;
}

export interface RecordsData<T> {
  records: T;
}

export interface PageData<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

export interface FieldError {
  field: string;
  message: string;
}

export function ok<T>(records: T, desc = '操作成功'): Envelope<RecordsData<T>> {
  return { success: true, resultCode: SUCCESS_CODE, desc, data: { records } };
}

export function okPage<T>(page: PageData<T>, desc = '操作成功'): Envelope<PageData<T>> {
  return { success: true, resultCode: SUCCESS_CODE, desc, data: page };
}

export function fail(resultCode: string, desc: string, data: unknown = null): Envelope {
  return { success: false, resultCode, desc, data };
}

export const envelopeSchema = z.object({
  success: z.boolean(),
  resultCode: z.string(),
  desc: z.string(),
  data: z.unknown().nullable(),
});

/** Pagination query shared by every list endpoint. */
export const pageQuerySchema = z.object({
  current: intParam(1, 100000).default(1),
  size: intParam(1, 100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
