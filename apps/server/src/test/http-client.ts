import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@xingtu/contracts/envelope';

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

/** A small client over app.inject that speaks the envelope, for readable tests. */
export function apiClient(app: FastifyInstance) {
  async function call<T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<Answer<T>> {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
  }
  return {
    get: <T = any>(url: string, token?: string) => call<T>('GET', url, undefined, token),
    post: <T = any>(url: string, body?: unknown, token?: string) => call<T>('POST', url, body ?? {}, token),
    put: <T = any>(url: string, body?: unknown, token?: string) => call<T>('PUT', url, body ?? {}, token),
    delete: <T = any>(url: string, token?: string) => call<T>('DELETE', url, undefined, token),
    patch: <T = any>(url: string, body?: unknown, token?: string) => call<T>('PATCH', url, body ?? {}, token),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
