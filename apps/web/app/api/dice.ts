import type { DiceStreamEvent } from '@xingtu/contracts/dice';
import { diceApi } from '@xingtu/contracts/dice-api';
import type {
  DiceAstroOverview,
  DiceEarnings,
  DiceQuestionRecord,
  DiceRollRecord,
  DiceRollSummary,
  DiceTrainingRecord,
} from '@xingtu/contracts/dice-schemas';
import type { PageData } from '@xingtu/contracts/envelope';
import { postEventStream } from './event-stream.ts';
import { client, page, records } from './lazy-client.ts';

// The AI dice area (server: modules/dice; endpoints: contracts/dice-api.ts). A roll's reading comes
// as server-sent events, read with fetch so the member can stop it; everything else is personal and
// bypasses the cache. Refusals of an action are shown beside it (silent), not as a toast.

const api = diceApi;
const mine = { cache: false, forceAuth: true } as const;
const quiet = { cache: false, forceAuth: true, silent: true } as const;

/**
 * Asks a question: the server rolls the dice and streams the reading; onEvent gets each event. A
 * refusal before the roll (no credits, sensitive words, a bad question) comes back as one error event.
 */
export async function rollDice(
  question: string,
  onEvent: (event: DiceStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  // postEventStream refreshes the token itself when needed: no call goes out before the question.
  await postEventStream<DiceStreamEvent>(api.roll.path, { question }, onEvent, signal);
}

export async function fetchMyRolls(current = 1, size = 20): Promise<PageData<DiceRollSummary>> {
  return page(await (await client()).call(api.myRolls, { query: { current, size } }, mine));
}

export async function fetchMyRoll(id: string): Promise<DiceRollRecord> {
  return records(await (await client()).call(api.myRoll, { params: { id } }, mine));
}

export async function askDiceAstrologer(
  rollId: string,
): Promise<{ question: DiceQuestionRecord; orderNo: string }> {
  return records(await (await client()).call(api.askAstrologer, { params: { id: rollId } }, quiet));
}

export async function acceptDiceAnswer(
  id: string,
  rating: number,
  comment: string,
): Promise<DiceQuestionRecord> {
  return records(
    await (
      await client()
    ).call(
      api.acceptAnswer,
      { params: { id }, body: { rating, ...(comment.trim() ? { comment: comment.trim() } : {}) } },
      quiet,
    ),
  );
}

export async function fetchDiceOverview(): Promise<DiceAstroOverview> {
  return records(await (await client()).call(api.astroOverview, {}, mine));
}

export async function fetchWaitingQuestions(current = 1, size = 20): Promise<PageData<DiceQuestionRecord>> {
  return page(await (await client()).call(api.waitingQuestions, { query: { current, size } }, mine));
}

export async function claimDiceQuestion(id: string): Promise<DiceQuestionRecord> {
  return records(await (await client()).call(api.claimQuestion, { params: { id } }, quiet));
}

export async function releaseDiceQuestion(id: string): Promise<DiceQuestionRecord> {
  return records(await (await client()).call(api.releaseQuestion, { params: { id } }, quiet));
}

export async function fetchAstroQuestion(id: string): Promise<DiceQuestionRecord> {
  return records(await (await client()).call(api.astroQuestion, { params: { id } }, mine));
}

export async function answerDiceQuestion(id: string, answer: string): Promise<DiceQuestionRecord> {
  return records(
    await (await client()).call(api.answerQuestion, { params: { id }, body: { answer } }, quiet),
  );
}

export async function fetchAnsweredQuestions(current = 1, size = 20): Promise<PageData<DiceQuestionRecord>> {
  return page(await (await client()).call(api.astroAnswered, { query: { current, size } }, mine));
}

export async function fetchDiceEarnings(current = 1, size = 20): Promise<DiceEarnings> {
  return records(await (await client()).call(api.astroEarnings, { query: { current, size } }, mine));
}

export async function fetchDiceTraining(): Promise<DiceTrainingRecord[]> {
  return records(await (await client()).call(api.training, {}, mine));
}
