import type { LoginRecords, PublicUser } from '@xingtu/contracts/auth';
import { ASTROLOGER_CACHE_MS } from '@xingtu/contracts/constants';
import type { RecordsData } from '@xingtu/contracts/envelope';
import { requiresLogin } from '@xingtu/contracts/shell';
import { fetchUserInfo, logoutOnServer } from './auth.ts';
import { cacheUser, getSession } from './session-store.ts';
import { STORAGE_KEYS, browserStore, readJson, writeJson } from './storage.ts';
import { readAuth } from './token.ts';
import { client } from './lazy-client.ts';

// Session actions (they need the HTTP client; the state itself is in session-store.ts).

export async function signIn(records: LoginRecords): Promise<void> {
  (await client()).saveLogin(records.auth);
  cacheUser(records.user, records.access);
}

export function updateCachedUser(patch: Partial<PublicUser>): void {
  const { user, access } = getSession();
  if (!user || !access) return;
  cacheUser({ ...user, ...patch, userInfo: { ...user.userInfo, ...(patch.userInfo ?? {}) } }, access);
}

/** Re-fetch the user (route changes; every 60 s on aichat and aiDice). Failures stay silent. */
export async function resyncUser(): Promise<void> {
  if (!readAuth(browserStore('local'))) return;
  try {
    const records = await fetchUserInfo();
    cacheUser(records.user, records.access);
  } catch {
    // Token problems are handled by the client (refresh or sign-out); other failures keep the cache.
  }
}

/** Log out: tell the server, then always clear token, user and astrologer caches; user pages go home. */
export async function signOut(navigate: (url: string) => void, currentPath: string): Promise<void> {
  const auth = readAuth(browserStore('local'));
  try {
    if (auth?.refresh_token) await logoutOnServer(auth.refresh_token);
  } catch {
    // The local session ends whatever the server says.
  } finally {
    // A deliberate log-out: the login gate sends user pages home, not to login.
    (await client()).clearSession('logout');
    if (requiresLogin(currentPath)) navigate('/');
  }
}

// The astrologer record, minus the private astrologersCapital, cached for ASTROLOGER_CACHE_MS.
export type AstrologerRecord = Record<string, unknown>;
interface CachedAstrologer {
  fetchedAt: number;
  capacityType: string;
  record: AstrologerRecord | null;
}

export function stripCapital(record: Record<string, unknown> | null): AstrologerRecord | null {
  if (!record) return null;
  const { astrologersCapital: _private, ...rest } = record;
  return rest;
}

export function isAstrologerCacheFresh(cached: { fetchedAt: number } | null, now = Date.now()): boolean {
  return Boolean(cached && now - cached.fetchedAt < ASTROLOGER_CACHE_MS);
}

export async function getAstrologer(
  capacityType: string,
  now = Date.now(),
): Promise<AstrologerRecord | null> {
  const local = browserStore('local');
  const cached = readJson<CachedAstrologer>(local, STORAGE_KEYS.astrologer);
  if (cached && cached.capacityType === capacityType && isAstrologerCacheFresh(cached, now))
    return cached.record;
  const answer = await (
    await client()
  ).get<RecordsData<Record<string, unknown> | null>>('/api/astrologer/myInfo', {
    params: { capacityType },
    cache: false,
    silent: true,
  });
  const record = stripCapital(answer.data?.records ?? null);
  writeJson(local, STORAGE_KEYS.astrologer, {
    fetchedAt: now,
    capacityType,
    record,
  } satisfies CachedAstrologer);
  return record;
}
