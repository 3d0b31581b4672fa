import { authApi } from '@xingtu/contracts/auth-api';
import { toSnakeCase } from '@xingtu/contracts/case';
import type { Envelope } from '@xingtu/contracts/envelope';

// What travels on the wire, apart from the client itself: which paths go without a token, how a
// payload becomes form data, and how an envelope is recognised.

/** Login, registration and refresh never carry the token header. */
export const NO_AUTH_PATHS: readonly string[] = [
  authApi.login.path,
  authApi.register.path,
  authApi.refreshToken.path,
];
export const REFRESH_PATH = authApi.refreshToken.path;

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'success' in value && 'resultCode' in value;
}

export function isPlainPayload(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Array.isArray(value);
}

/** Multipart: the (snake_case) payload becomes form data; files and blobs go in as they are. */
export function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(toSnakeCase<Record<string, unknown>>(payload))) {
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (typeof Blob !== 'undefined' && item instanceof Blob) form.append(key, item);
      else if (typeof item === 'object') form.append(key, JSON.stringify(item));
      else form.append(key, String(item));
    }
  }
  return form;
}

export const pathOf = (url: string | undefined): string =>
  (url ?? '').replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';

export function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
