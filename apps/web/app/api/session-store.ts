import type { Access, PublicUser } from '@xingtu/contracts/auth';
import { STORAGE_KEYS, browserStore, readJson, writeJson } from './storage.ts';
import { readAuth } from './token.ts';

// SPEC §4 session state: logged in when a token and a cached user exist. The cached user (user +
// access) lives in localStorage, so every tab and reload starts from it; the server render sees
// nobody. This module stays free of the HTTP client so the shell can read it without loading axios.

export interface SessionState {
  /** False until the browser has read its storage; the server render is always false. */
  ready: boolean;
  user: PublicUser | null;
  access: Access | null;
  /** Why the last session ended: a deliberate log-out leaves user pages for home, expiry for login. */
  ended: 'logout' | 'expired' | null;
}

export interface CachedUser {
  user: PublicUser;
  access: Access;
}

const SERVER_STATE: SessionState = { ready: false, user: null, access: null, ended: null };
let state: SessionState = SERVER_STATE;
const listeners = new Set<() => void>();

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const getSession = (): SessionState => state;
export const getServerSession = (): SessionState => SERVER_STATE;

/** Read storage in the browser: a session needs both the token record and the cached user. */
export function loadSession(): void {
  const local = browserStore('local');
  const cached = readJson<CachedUser>(local, STORAGE_KEYS.user);
  const auth = readAuth(local);
  emit({
    ready: true,
    user: auth && cached ? cached.user : null,
    access: auth && cached ? cached.access : null,
    ended: null,
  });
}

export function cacheUser(user: PublicUser, access: Access): void {
  writeJson(browserStore('local'), STORAGE_KEYS.user, { user, access } satisfies CachedUser);
  emit({ ready: true, user, access, ended: null });
}

export function markSignedOut(ended: 'logout' | 'expired' = 'expired'): void {
  emit({ ready: true, user: null, access: null, ended });
}

export function hasStoredToken(): boolean {
  return readAuth(browserStore('local')) !== null;
}
