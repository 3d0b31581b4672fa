import type { AuthRecord } from '@xingtu/contracts/auth';
import { STORAGE_KEYS, readJson, writeJson, type KeyValueStore } from './storage.ts';

/** SPEC §3: the token record stored as 'auth'; fetched_at in milliseconds, expires_in in seconds. */
export interface StoredAuth extends AuthRecord {
  fetched_at: number;
}

export function isTokenValid(
  record: Pick<StoredAuth, 'fetched_at' | 'expires_in'> | null | undefined,
  now = Date.now(),
): boolean {
  if (!record) return false;
  return record.fetched_at + record.expires_in * 1000 > now;
}

export function readAuth(store: KeyValueStore): StoredAuth | null {
  const record = readJson<StoredAuth>(store, STORAGE_KEYS.auth);
  return record && typeof record.access_token === 'string' ? record : null;
}

export function saveAuth(store: KeyValueStore, auth: AuthRecord, now = Date.now()): StoredAuth {
  const record: StoredAuth = {
    access_token: auth.access_token,
    expires_in: auth.expires_in,
    fetched_at: now,
    refresh_token: auth.refresh_token,
    token_type: auth.token_type ?? 'Bearer',
  };
  writeJson(store, STORAGE_KEYS.auth, record);
  return record;
}

export function authorizationHeader(record: StoredAuth): string {
  return `${record.token_type || 'Bearer'} ${record.access_token}`;
}
