import { messageForCode } from '@xingtu/contracts/result-codes';
import { browserStore } from './storage.ts';
import { authorizationHeader, readAuth } from './token.ts';

// A POST answered with server-sent events (an AI answer, a tarot reading, a dice roll), read with fetch so the member
// can stop it (AbortSignal). A refusal before the stream begins (the envelope) arrives as one error event.

export type StreamError = { type: 'error'; resultCode: string; desc: string };

export async function postEventStream<E>(
  path: string,
  body: unknown,
  onEvent: (event: E | StreamError) => void,
  signal: AbortSignal,
): Promise<void> {
  const auth = readAuth(browserStore('local'));
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream, application/json',
      ...(auth ? { authorization: authorizationHeader(auth) } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => null)) as {
      resultCode?: string;
      desc?: string;
      data?: { fields?: { message: string }[] } | null;
    } | null;
    const code = envelope?.resultCode ?? `000${response.status}`;
    onEvent({
      type: 'error',
      resultCode: code,
      // Bad input names its field's message; otherwise the envelope's text or the code's own.
      desc:
        envelope?.data?.fields?.[0]?.message ||
        envelope?.desc ||
        messageForCode(code) ||
        '请求失败，请稍后再试',
    });
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
