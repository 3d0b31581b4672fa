import { messageForCode, RESULT_CODES } from '@xingtu/contracts/result-codes';
import { ApiError } from './api-error.ts';
import { client } from './lazy-client.ts';
import { browserStore } from './storage.ts';
import { authorizationHeader, isTokenValid, readAuth, type StoredAuth } from './token.ts';

// A POST answered with server-sent events (an AI answer, a tarot reading, a dice roll), read with fetch so the member
// can stop it (AbortSignal). A refusal before the stream begins (the envelope) arrives as one error event.
// The token is refreshed the way the API client does it (one shared refresh): first when the stored
// one has expired, and once more, with one replay, when the server says 001101. No extra call goes out
// before a question, so the first word comes as soon as the server can send it.

export type StreamError = { type: 'error'; resultCode: string; desc: string };

export interface StreamDeps {
  fetch: typeof fetch;
  /** The stored token record, if any. */
  auth: () => StoredAuth | null;
  /** The API client's shared refresh (ends the session itself when the refresh token is refused). */
  refresh: () => Promise<StoredAuth>;
}

const browserDeps: StreamDeps = {
  fetch: (input, init) => fetch(input, init),
  auth: () => readAuth(browserStore('local')),
  refresh: async () => (await client()).refresh(),
};

type Envelope = { resultCode?: string; desc?: string; data?: { fields?: { message: string }[] } | null };

const refusal = (code: string, envelope: Envelope | null): StreamError => ({
  type: 'error',
  resultCode: code,
  // Bad input names its field's message; otherwise the envelope's text or the code's own.
  desc:
    envelope?.data?.fields?.[0]?.message || envelope?.desc || messageForCode(code) || '请求失败，请稍后再试',
});

export async function postEventStream<E>(
  path: string,
  body: unknown,
  onEvent: (event: E | StreamError) => void,
  signal: AbortSignal,
  deps: StreamDeps = browserDeps,
): Promise<void> {
  const post = (auth: StoredAuth | null) =>
    deps.fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
        ...(auth ? { authorization: authorizationHeader(auth) } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  const fresh = async (): Promise<StoredAuth | StreamError> => {
    try {
      return await deps.refresh();
    } catch (error) {
      const code = error instanceof ApiError && error.code ? error.code : RESULT_CODES.TOKEN_INVALID.code;
      return refusal(code, { desc: error instanceof Error ? error.message : '' });
    }
  };
  let auth = deps.auth();
  if (auth && !isTokenValid(auth)) {
    const renewed = await fresh();
    if ('type' in renewed) return onEvent(renewed);
    auth = renewed;
  }
  let response = await post(auth);
  let envelope: Envelope | null = null;
  if (!isEventStream(response)) {
    envelope = (await response.json().catch(() => null)) as Envelope | null;
    if (auth && envelope?.resultCode === RESULT_CODES.TOKEN_INVALID.code) {
      const renewed = await fresh();
      if ('type' in renewed) return onEvent(renewed);
      response = await post(renewed);
      envelope = isEventStream(response)
        ? null
        : ((await response.json().catch(() => null)) as Envelope | null);
    }
  }
  if (!isEventStream(response) || !response.body) {
    onEvent(refusal(envelope?.resultCode ?? `000${response.status}`, envelope));
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .find((line) => line.startsWith('data: '));
      buffer = buffer.slice(end + 2);
      if (data) onEvent(JSON.parse(data.slice(6)) as E);
      end = buffer.indexOf('\n\n');
    }
  }
}

const isEventStream = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
