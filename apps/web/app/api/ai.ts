import type { AiMode, AiStreamEvent } from '@xingtu/contracts/ai';
import { aiApi } from '@xingtu/contracts/ai-api';
import type { AiQuotaRecord, AiSessionDetail, AiSessionRecord } from '@xingtu/contracts/ai-schemas';
import type { PageData } from '@xingtu/contracts/envelope';
import { postEventStream } from './event-stream.ts';
import { client, page, records } from './lazy-client.ts';

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
  // postEventStream refreshes the token itself when needed: no call goes out before the question.
  await postEventStream<AiStreamEvent>(
    api.chat.path,
    {
      mode: input.mode,
      question: input.question,
      ...(input.contactId ? { contact_id: input.contactId } : {}),
      ...(input.sessionId ? { session_id: input.sessionId } : {}),
    },
    onEvent,
    signal,
  );
}
