import { aiApi } from '@xingtu/contracts/ai-api';
import type { AiUsageRecord } from '@xingtu/contracts/ai-schemas';
import type { PageData } from '@xingtu/contracts/envelope';
import type { TarotSpreadId, TarotStreamEvent } from '@xingtu/contracts/tarot';
import { tarotApi } from '@xingtu/contracts/tarot-api';
import type {
  TarotMyAssist,
  TarotReadingDetail,
  TarotReadingSummary,
  TarotShareRecord,
  TarotSharedView,
} from '@xingtu/contracts/tarot-schemas';
import { postEventStream } from './event-stream.ts';
import { client, page, records } from './lazy-client.ts';

// The tarot area (server: modules/tarot; endpoints: contracts/tarot-api.ts). A reading is asked once and
// answered as a stream of server-sent events: the cards drawn first, then the reading word by word.

const api = tarotApi;
const fresh = { cache: false, forceAuth: true } as const;

export async function readTarot(
  input: { spread: TarotSpreadId; question: string },
  onEvent: (event: TarotStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  // postEventStream refreshes the token itself when needed: no call goes out before the question.
  await postEventStream<TarotStreamEvent>(api.read.path, input, onEvent, signal);
}

export async function fetchTarotReadings(current = 1, size = 10): Promise<PageData<TarotReadingSummary>> {
  return page(await (await client()).call(api.listReadings, { query: { current, size } }, fresh));
}

export async function fetchTarotReading(readingId: string): Promise<TarotReadingDetail> {
  return records(await (await client()).call(api.getReading, { params: { readingId } }, fresh));
}

export async function shareTarotReading(readingId: string): Promise<TarotShareRecord> {
  return records(await (await client()).call(api.share, { params: { readingId } }, fresh));
}

export async function fetchTarotShares(current = 1, size = 10): Promise<PageData<TarotShareRecord>> {
  return page(await (await client()).call(api.listShares, { query: { current, size } }, fresh));
}

export async function fetchSharedReading(code: string): Promise<TarotSharedView> {
  return records(await (await client()).call(api.sharedView, { params: { code } }, { cache: false }));
}

/** Help a friend's share; a refusal (own share, twice, the daily limit) is thrown as an ApiError. */
export async function assistShare(code: string) {
  return records(await (await client()).call(api.assist, { params: { code } }, { ...fresh, silent: true }));
}

export async function fetchMyAssists(current = 1, size = 10): Promise<PageData<TarotMyAssist>> {
  return page(await (await client()).call(api.myAssists, { query: { current, size } }, fresh));
}

export const shareImagePath = (code: string) =>
  api.shareImage.path.replace(':code', encodeURIComponent(code));

/** Every answered question (tarot, chart chat, dice) and what paid for it. */
export async function fetchQuestionUseLogs(current = 1, size = 20): Promise<PageData<AiUsageRecord>> {
  return page(await (await client()).call(aiApi.usageLogs, { query: { current, size } }, fresh));
}
