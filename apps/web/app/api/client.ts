import axios, { type AxiosResponse } from 'axios';
import {
  buildMemoryStorage,
  setupCache,
  type AxiosCacheInstance,
  type CacheRequestConfig,
} from 'axios-cache-interceptor';
import type { AuthRecord } from '@xingtu/contracts/auth';
import type { CamelCased } from '@xingtu/contracts/case';
import { CACHEABLE_STATUS_CODES, RESPONSE_CACHE_TTL_MS } from '@xingtu/contracts/constants';
import {
  pathWith,
  type BodyOf,
  type DataOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
} from '@xingtu/contracts/endpoint';
import type { Envelope } from '@xingtu/contracts/envelope';
import { ApiError } from './api-error.ts';
import { installInterceptors } from './interceptors.ts';
import { postToHost, type HostMessage } from './native-bridge.ts';
import type { Notify } from './notify.ts';
import { createSessionGuard } from './session-guard.ts';
import type { KeyValueStore } from './storage.ts';
import { saveAuth, type StoredAuth } from './token.ts';
import { isEnvelope, randomId } from './wire.ts';

// SPEC §7–§8: one client for every call. This file makes it (the response cache, typed calls of
// declared endpoints); session-guard.ts keeps the session and its one shared refresh, interceptors.ts
// applies the header, case and message rules to every request, wire.ts knows the payload formats.

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

export { NO_AUTH_PATHS, REFRESH_PATH, toFormData } from './wire.ts';

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
    // After the 15 minutes an answer that came with an ETag is asked for again with If-None-Match:
    // the server's 304 (no body) keeps the stored answer for another 15 minutes.
    etag: true,
    modifiedSince: false,
    cachePredicate: {
      statusCheck: (status) => (CACHEABLE_STATUS_CODES as readonly number[]).includes(status),
      // A business failure (success: false) is an answer for this moment, not a resource.
      responseMatch: ({ data }) => !(isEnvelope(data) && data.success === false),
    },
  });

  const guard = createSessionGuard(deps, http, { now, newId, post });
  installInterceptors(http, deps, guard, now);

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
    clearSession: guard.clearSession,
    refresh: guard.refresh,
  };
}
