import axios, { AxiosError, type AxiosResponse } from 'axios';
import type { AxiosCacheInstance } from 'axios-cache-interceptor';
import type { AuthRecord } from '@xingtu/contracts/auth';
import { AUTH_FAILURE_REDIRECT_DELAY_MS, PLATFORM_HEADER_DEFAULT } from '@xingtu/contracts/constants';
import type { Envelope } from '@xingtu/contracts/envelope';
import { FALLBACK_MESSAGES, RESULT_CODES } from '@xingtu/contracts/result-codes';
import { loginPathFor, requiresLogin } from '@xingtu/contracts/shell';
import { ApiError } from './api-error.ts';
import type { ApiClientDeps, SessionEnd } from './client.ts';
import { isNativeApp } from './native-bridge.ts';
import { STORAGE_KEYS, type KeyValueStore } from './storage.ts';
import { readAuth, saveAuth, type StoredAuth } from './token.ts';
import { REFRESH_PATH } from './wire.ts';

// The session as the client keeps it (SPEC §4, §6, §7): the identifying headers, one shared token
// refresh, and what happens when the session ends (clear it, go to login or tell the host app).

export interface SessionGuard {
  baseHeaders(platform: string | undefined): Record<string, string>;
  clearSession(reason?: SessionEnd): void;
  authFailed(force: boolean, hadRefreshToken: boolean): void;
  /** One refresh at a time: every request that meets an expired token waits on the same promise. */
  refresh(): Promise<StoredAuth>;
  /** The refresh in flight, if any (requests wait for it before they go out). */
  pending(): Promise<StoredAuth> | null;
}

export function createSessionGuard(
  deps: ApiClientDeps,
  http: AxiosCacheInstance,
  tools: {
    now: () => number;
    newId: () => string;
    post: (message: { type: 'authFailed'; url: string }) => boolean;
  },
): SessionGuard {
  const { now, newId, post } = tools;
  let refreshing: Promise<StoredAuth> | null = null;
  // Several requests failing together lead to one redirect.
  let redirectPending = false;

  function stableId(store: KeyValueStore, key: string): string {
    let value = store.getItem(key);
    if (!value) {
      value = newId();
      store.setItem(key, value);
    }
    return value;
  }

  function baseHeaders(platform: string | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      Platform: platform ?? PLATFORM_HEADER_DEFAULT,
      'Device-Id': stableId(deps.local, STORAGE_KEYS.deviceId),
      'Session-Id': stableId(deps.session, STORAGE_KEYS.sessionId),
    };
    const channel = deps.local.getItem(STORAGE_KEYS.channelId);
    if (channel) headers['Channel-Id'] = channel;
    return headers;
  }

  function clearSession(reason: SessionEnd = 'expired'): void {
    deps.local.removeItem(STORAGE_KEYS.auth);
    deps.local.removeItem(STORAGE_KEYS.user);
    deps.local.removeItem(STORAGE_KEYS.astrologer);
    // Cached answers may belong to the user who just left.
    void http.storage.clear?.();
    deps.onSessionCleared?.(reason);
  }

  /** SPEC §4/§6: the session is gone; on a login page (or a forced call) go to login, or tell the host app. */
  function authFailed(force: boolean, hadRefreshToken: boolean): void {
    if (isNativeApp(deps.userAgent()) && !hadRefreshToken) {
      const href = deps.currentHref?.() ?? deps.currentUrl();
      if (post({ type: 'authFailed', url: href })) return;
    }
    const current = deps.currentUrl();
    if ((force || requiresLogin(current)) && !redirectPending) {
      redirectPending = true;
      setTimeout(() => {
        redirectPending = false;
        deps.navigate(loginPathFor(current));
      }, AUTH_FAILURE_REDIRECT_DELAY_MS);
    }
  }

  async function doRefresh(): Promise<StoredAuth> {
    const record = readAuth(deps.local);
    if (!record?.refresh_token)
      throw new ApiError(RESULT_CODES.TOKEN_MISSING.code, RESULT_CODES.TOKEN_MISSING.message, 401);
    let answer: AxiosResponse<Envelope<{ records: { auth: AuthRecord } }>> | undefined;
    try {
      answer = await axios.post(
        `${deps.baseURL ?? ''}${REFRESH_PATH}`,
        { refresh_token: record.refresh_token },
        { headers: { ...baseHeaders(undefined), 'Content-Type': 'application/json' }, timeout: 20_000 },
      );
    } catch (error) {
      const status = error instanceof AxiosError ? (error.response?.status ?? 0) : 0;
      // A network failure is not a rejection of the refresh token: keep the session for a later try.
      if (status === 0 || status >= 500) throw new ApiError('', FALLBACK_MESSAGES.unreachable, status);
      answer = (error as AxiosError<Envelope<{ records: { auth: AuthRecord } }>>).response;
    }
    const auth = answer?.data?.success ? answer.data.data?.records?.auth : undefined;
    if (!auth?.access_token) {
      clearSession();
      authFailed(false, true);
      throw new ApiError(
        RESULT_CODES.REFRESH_TOKEN_INVALID.code,
        RESULT_CODES.REFRESH_TOKEN_INVALID.message,
        401,
      );
    }
    const saved = saveAuth(deps.local, auth, now());
    deps.onTokenRefreshed?.(saved);
    return saved;
  }

  /** One refresh at a time: every request that meets an expired token waits on the same promise. */
  function refresh(): Promise<StoredAuth> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return { baseHeaders, clearSession, authFailed, refresh, pending: () => refreshing };
}
