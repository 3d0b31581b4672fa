import type { PageData, RecordsData } from '@xingtu/contracts/envelope';
import type { ApiClient } from './client.ts';

// What every area module of the request layer shares: the HTTP client (axios), loaded with the first
// call rather than with the page, and the unwrapping of a successful answer (the client has already
// turned a failure into an error or a notice).

export const client = async (): Promise<ApiClient> => (await import('./http.ts')).api();

/** The `records` of a successful answer. */
export const records = <T>(answer: { data: RecordsData<T> | null }): T => {
  if (!answer.data) throw new Error('空的响应');
  return answer.data.records;
};

/** A page of a list: records with total, size and current. */
export const page = <T>(answer: { data: PageData<T> | null }): PageData<T> => {
  if (!answer.data) throw new Error('空的响应');
  return answer.data;
};
