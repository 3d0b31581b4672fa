import axios, { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  buildMemoryStorage,
  setupCache,
  type AxiosCacheInstance,
  type CacheRequestConfig,
} from 'axios-cache-interceptor';
import type { AuthRecord } from '@xingtu/contracts/auth';
import { toSnakeCase, type CamelCased } from '@xingtu/contracts/case';
import {
  pathWith,
  type BodyOf,
  type DataOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
} from '@xingtu/contracts/endpoint';
import {
  AUTH_FAILURE_REDIRECT_DELAY_MS,
  CACHEABLE_STATUS_CODES,
  PLATFORM_HEADER_DEFAULT,
  RESPONSE_CACHE_TTL_MS,
} from '@xingtu/contracts/constants';
import type { Envelope, FieldError } from '@xingtu/contracts/envelope';
import {
  FALLBACK_MESSAGES,
  RESULT_CODES,
  TOKEN_CODES,
  isTokenCode,
  messageForCode,
  normaliseResultCode,
} from '@xingtu/contracts/result-codes';
import { loginPathFor, requiresLogin } from '@xingtu/contracts/shell';
import { isNativeApp, postToHost, type HostMessage } from './native-bridge.ts';
import { ApiError } from './api-error.ts';
import type { Notify } from './notify.ts';
import { STORAGE_KEYS, type KeyValueStore } from './storage.ts';
import { authorizationHeader, isTokenValid, readAuth, saveAuth, type StoredAuth } from './token.ts';

// SPEC §7–§8: one client for every call. Headers, case conversion, the response cache, one shared
// token refresh with queued replays, and the message rules all live here.

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No automatic warning for business errors (HTTP > 400 is still shown). */
    silent?: boolean;
    /** No message at all, not even for HTTP errors (the signature-package call, SPEC §7). */
    hideErrors?: boolean;
    /** Without a session, go to login (or tell the host app) instead of sending. */
    forceAuth?: boolean;
    /** Send the payload as multipart form data. */
    multipart?: boolean;
    /** Cache resources (request ids) to drop once this call succeeds. */
    clearCache?: string | string[];
    /** Platform header; 2 only for the signature-package call. */
    platform?: '1' | '2';
    /** Set on the replay after a refresh: a request is retried once only. */
    retried?: boolean;
  }
}

/** Login, registration and refresh never carry the token header. */
export const NO_AUTH_PATHS: readonly string[] = [
  '/base/user/login',
  '/base/user/register',
  '/base/user/refreshToken',
];
export const REFRESH_PATH = '/base/user/refreshToken';

export { ApiError };

/** A deliberate log-out, or a session that could not be kept (token rejected). */
export type SessionEnd = 'logout' | 'expired';

export type CacheState = 'empty' | 'loading' | 'cached' | 'stale' | 'must-revalidate';

export interface ApiClientDeps {
  baseURL?: string;
  local: KeyValueStore;
  session: KeyValueStore;
  notify: Notify;
  /** Current address (path + search) of the page. */
  currentUrl: () => string;
  /** Full address for the host app's authFailed message. */
  currentHref?: () => string;
  navigate: (url: string) => void;
  userAgent: () => string;
  postToHost?: (message: HostMessage) => boolean;
  /** Called after the session (token, user and astrologer caches) is cleared, with the reason. */
  onSessionCleared?: (reason: SessionEnd) => void;
  /** Called after a refresh stored a new token record. */
  onTokenRefreshed?: (record: StoredAuth) => void;
  now?: () => number;
  newId?: () => string;
}

/** What a declared endpoint takes from the web: path parameters, and query and body in camelCase. */
export type CallInput<E extends Endpoint> = (ParamsOf<E> extends undefined
  ? { params?: never }
  : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: never } : { query?: CamelCased<QueryOf<E>> }) &
  (BodyOf<E> extends undefined ? { body?: never } : { body: CamelCased<BodyOf<E>> });

export interface ApiClient {
  http: AxiosCacheInstance;
  /** Calls a declared endpoint (packages/contracts `<area>-api.ts`): path, method and types from its declaration. */
  call<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    config?: CacheRequestConfig,
  ): Promise<Envelope<DataOf<E>>>;
  get<T>(url: string, config?: CacheRequestConfig): Promise<Envelope<T>>;
  post<T>(url: string, data?: unknown, config?: CacheRequestConfig): Promise<Envelope<T>>;
  put<T>(url: string, data?: unknown, config?: CacheRequestConfig): Promise<Envelope<T>>;
  del<T>(url: string, config?: CacheRequestConfig): Promise<Envelope<T>>;
  cacheState(id: string): Promise<CacheState>;
  clearCache(id?: string): Promise<void>;
  saveLogin(auth: AuthRecord): StoredAuth;
  clearSession(reason?: SessionEnd): void;
  /** The shared refresh (exposed for the session module and tests). */
  refresh(): Promise<StoredAuth>;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'success' in value && 'resultCode' in value;
}

function isPlainPayload(value: unknown): value is Record<string, unknown> {
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

const pathOf = (url: string | undefined): string =>
  (url ?? '').replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomId;
  const post = deps.postToHost ?? postToHost;
  const http = setupCache(axios.create({ baseURL: deps.baseURL ?? '', timeout: 20_000 }), {
    storage: buildMemoryStorage(false, 60_000, 200),
    ttl: RESPONSE_CACHE_TTL_MS,
    methods: ['get', 'head'],
    // The server sends no-store on personal data; the 15-minute rule is ours, not the header's.
    interpretHeader: false,
    etag: false,
    modifiedSince: false,
    cachePredicate: {
      statusCheck: (status) => (CACHEABLE_STATUS_CODES as readonly number[]).includes(status),
      // A business failure (success: false) is an answer for this moment, not a resource.
      responseMatch: ({ data }) => !(isEnvelope(data) && data.success === false),
    },
  });

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

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    const path = pathOf(config.url);
    const needsAuth = !NO_AUTH_PATHS.includes(path);
    const headers = AxiosHeaders.from(config.headers);
    for (const [name, value] of Object.entries(baseHeaders(config.platform))) headers.set(name, value);

    if (needsAuth) {
      // Requests arriving during a refresh wait for it, then go out with the new token.
      if (refreshing) await refreshing.catch(() => undefined);
      let record = readAuth(deps.local);
      if (record && !isTokenValid(record, now()) && record.refresh_token) {
        // A rejected refresh has already cleared the session and chosen where to go; this call ends here.
        record = await refresh();
      }
      if (record) headers.set('Authorization', authorizationHeader(record));
      else if (config.forceAuth) {
        authFailed(true, false);
        throw new ApiError(RESULT_CODES.TOKEN_MISSING.code, RESULT_CODES.TOKEN_MISSING.message, 401);
      }
    } else {
      headers.delete('Authorization');
    }

    if (config.params && isPlainPayload(config.params)) config.params = toSnakeCase(config.params);
    if (config.multipart && isPlainPayload(config.data)) {
      config.data = toFormData(config.data);
      headers.set('Content-Type', 'multipart/form-data');
    } else if (isPlainPayload(config.data)) {
      config.data = toSnakeCase(config.data);
      headers.set('Content-Type', 'application/json');
    } else if (
      !(typeof FormData !== 'undefined' && config.data instanceof FormData) &&
      !headers.has('Content-Type')
    ) {
      headers.set('Content-Type', 'application/json');
    }
    config.headers = headers;
    return config;
  });

  async function onTokenCode(
    code: string,
    config: InternalAxiosRequestConfig | undefined,
    status: number,
    envelope: Envelope | null,
  ) {
    const record = readAuth(deps.local);
    const canRefresh =
      config &&
      !config.retried &&
      !NO_AUTH_PATHS.includes(pathOf(config.url)) &&
      (TOKEN_CODES.refresh.includes(code) ||
        (code === RESULT_CODES.TOKEN_MISSING.code && Boolean(record?.refresh_token)));
    if (canRefresh) {
      await refresh();
      return http.request({ ...config, retried: true });
    }
    if (code !== RESULT_CODES.TOKEN_INVALID.code || !record) {
      // 001102 without a refresh token, 001104, or a replay that failed again.
      const hadRefreshToken = Boolean(record?.refresh_token);
      if (record || code === RESULT_CODES.REFRESH_TOKEN_INVALID.code) clearSession();
      authFailed(Boolean(config?.forceAuth), hadRefreshToken);
    }
    throw new ApiError(
      code,
      envelope?.desc ?? messageForCode(code) ?? '',
      status,
      [],
      envelope?.data ?? null,
    );
  }

  http.interceptors.response.use(
    async (response) => {
      const envelope = isEnvelope(response.data) ? response.data : null;
      if (envelope && envelope.success === false) {
        const code = normaliseResultCode(envelope.resultCode);
        if (isTokenCode(code)) return onTokenCode(code, response.config, response.status, envelope);
        const message = envelope.desc || messageForCode(code) || FALLBACK_MESSAGES.network;
        if (!response.config.silent && !response.config.hideErrors) deps.notify('warning', message);
        const fields = (envelope.data as { fields?: FieldError[] } | null)?.fields ?? [];
        throw new ApiError(code, message, response.status, fields, envelope.data);
      }
      const clear = response.config.clearCache;
      if (clear) for (const id of Array.isArray(clear) ? clear : [clear]) await http.storage.remove(id);
      return response;
    },
    async (error: unknown) => {
      if (error instanceof ApiError) throw error;
      if (axios.isCancel(error)) throw error;
      const axiosError = error as AxiosError<unknown>;
      const response = axiosError.response;
      if (!response) {
        if (!axiosError.config?.silent && !axiosError.config?.hideErrors)
          deps.notify('error', FALLBACK_MESSAGES.unreachable);
        throw new ApiError('', FALLBACK_MESSAGES.unreachable, 0);
      }
      const envelope = isEnvelope(response.data) ? response.data : null;
      const code = normaliseResultCode(envelope?.resultCode ?? response.status);
      if (isTokenCode(code)) return onTokenCode(code, axiosError.config, response.status, envelope);
      const message = envelope
        ? envelope.desc || messageForCode(code) || FALLBACK_MESSAGES.unreachable
        : FALLBACK_MESSAGES.network;
      // HTTP statuses above 400 are always shown; a 400 follows the silent flag like a business error.
      const shown = !axiosError.config?.hideErrors && (response.status > 400 || !axiosError.config?.silent);
      if (shown) deps.notify(response.status >= 500 ? 'error' : 'warning', message);
      const fields = (envelope?.data as { fields?: FieldError[] } | null)?.fields ?? [];
      throw new ApiError(code, message, response.status, fields, envelope?.data ?? null);
    },
  );

  const unwrap = <T>(promise: Promise<AxiosResponse<Envelope<T>>>): Promise<Envelope<T>> =>
    promise.then((response) => response.data);

  return {
    http,
    call: (endpoint, input, config) => {
      const url = pathWith(endpoint.path, input.params as Record<string, unknown> | undefined);
      const { method } = endpoint;
      // Writes always carry a JSON body (an empty object when there is nothing to say).
      const data = input.body ?? (method === 'POST' || method === 'PUT' ? {} : undefined);
      const query = input.query ? { params: input.query } : {};
      if (method === 'GET') return unwrap(http.get(url, { ...query, ...config }));
      if (method === 'DELETE') return unwrap(http.delete(url, { ...query, ...config }));
      return unwrap(
        method === 'POST'
          ? http.post(url, data, { ...query, ...config })
          : http.put(url, data, { ...query, ...config }),
      );
    },
    get: (url, config) => unwrap(http.get(url, config)),
    post: (url, data, config) => unwrap(http.post(url, data, config)),
    put: (url, data, config) => unwrap(http.put(url, data, config)),
    del: (url, config) => unwrap(http.delete(url, config)),
    cacheState: async (id) => (await http.storage.get(id)).state,
    clearCache: async (id) => {
      if (id) await http.storage.remove(id);
      else await http.storage.clear?.();
    },
    saveLogin: (auth) => {
      void http.storage.clear?.();
      return saveAuth(deps.local, auth, now());
    },
    clearSession,
    refresh,
  };
}
