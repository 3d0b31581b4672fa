import type { AiMode, AiStreamEvent } from '@xingtu/contracts/ai';
import { aiApi } from '@xingtu/contracts/ai-api';
import type { AiQuotaRecord, AiSessionDetail, AiSessionRecord } from '@xingtu/contracts/ai-schemas';
import type { PageData } from '@xingtu/contracts/envelope';
import { messageForCode } from '@xingtu/contracts/result-codes';
import { client, page, records } from './lazy-client.ts';
import { browserStore } from './storage.ts';
import { authorizationHeader, readAuth } from './token.ts';

// The AI chat area (server: modules/ai; endpoints: contracts/ai-api.ts). Questions are answered as
// a stream of server-sent events, read here with fetch so the member can stop one (AbortSignal).

const api = aiApi;
const fresh = { cache: false, forceAuth: true } as const;

export async function fetchAiQuota(): Promise<AiQuotaRecord> {
  return records(await (await client()).call(api.quota, {}, fresh));
}

export async function fetchAiSessions(mode: AiMode): Promise<PageData<AiSessionRecord>> {
  return page(
    await (await client()).call(api.listSessions, { query: { mode, current: 1, size: 30 } }, fresh),
  );
}

export async function fetchAiSession(sessionId: string): Promise<AiSessionDetail> {
  return records(await (await client()).call(api.getSession, { params: { sessionId } }, fresh));
}

export interface AskInput {
  mode: AiMode;
  question: string;
  contactId?: number;
  sessionId?: string;
}

/**
 * Sends a question and calls onEvent for each event of the answer. A refusal before the answer
 * begins (no credits, sensitive words, a bad profile) comes back as one error event.
 */
export async function askAi(
  input: AskInput,
  onEvent: (event: AiStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  // A cheap authenticated call first: the client refreshes an expired token on the way.
  await fetchAiQuota();
  const auth = readAuth(browserStore('local'));
  const response = await fetch(api.chat.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream, application/json',
      ...(auth ? { authorization: authorizationHeader(auth) } : {}),
    },
    body: JSON.stringify({
      mode: input.mode,
      question: input.question,
      ...(input.contactId ? { contact_id: input.contactId } : {}),
      ...(input.sessionId ? { session_id: input.sessionId } : {}),
    }),
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => null)) as {
      resultCode?: string;
      desc?: string;
    } | null;
    const code = envelope?.resultCode ?? `000${response.status}`;
    onEvent({
      type: 'error',
      resultCode: code,
      desc: envelope?.desc || messageForCode(code) || '提问失败，请稍后再试',
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
      if (data) onEvent(JSON.parse(data.slice(6)) as AiStreamEvent);
      end = buffer.indexOf('\n\n');
    }
  }
}
