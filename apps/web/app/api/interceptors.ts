import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { AxiosCacheInstance } from 'axios-cache-interceptor';
import { toSnakeCase } from '@xingtu/contracts/case';
import type { Envelope, FieldError } from '@xingtu/contracts/envelope';
import {
  FALLBACK_MESSAGES,
  RESULT_CODES,
  TOKEN_CODES,
  isTokenCode,
  messageForCode,
  normaliseResultCode,
} from '@xingtu/contracts/result-codes';
import { ApiError } from './api-error.ts';
import type { ApiClientDeps } from './client.ts';
import type { SessionGuard } from './session-guard.ts';
import { authorizationHeader, isTokenValid, readAuth } from './token.ts';
import { NO_AUTH_PATHS, isEnvelope, isPlainPayload, pathOf, toFormData } from './wire.ts';

// SPEC §7–§8 on every call: headers, the token (refreshed once, replayed once), case conversion on
// the way out; on the way back the envelope's code decides — token codes drive the session, business
// failures are shown (unless silent) and thrown as ApiError with the field messages.

export function installInterceptors(
  http: AxiosCacheInstance,
  deps: ApiClientDeps,
  guard: SessionGuard,
  now: () => number,
): void {
  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    const path = pathOf(config.url);
    const needsAuth = !NO_AUTH_PATHS.includes(path);
    const headers = AxiosHeaders.from(config.headers);
    for (const [name, value] of Object.entries(guard.baseHeaders(config.platform))) headers.set(name, value);

    if (needsAuth) {
      // Requests arriving during a refresh wait for it, then go out with the new token.
      await guard.pending()?.catch(() => undefined);
      let record = readAuth(deps.local);
      if (record && !isTokenValid(record, now()) && record.refresh_token) {
        // A rejected refresh has already cleared the session and chosen where to go; this call ends here.
        record = await guard.refresh();
      }
      if (record) headers.set('Authorization', authorizationHeader(record));
      else if (config.forceAuth) {
        guard.authFailed(true, false);
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
      await guard.refresh();
      return http.request({ ...config, retried: true });
    }
    if (code !== RESULT_CODES.TOKEN_INVALID.code || !record) {
      // 001102 without a refresh token, 001104, or a replay that failed again.
      const hadRefreshToken = Boolean(record?.refresh_token);
      if (record || code === RESULT_CODES.REFRESH_TOKEN_INVALID.code) guard.clearSession();
      guard.authFailed(Boolean(config?.forceAuth), hadRefreshToken);
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
}
