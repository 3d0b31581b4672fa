import { AI_ENGINE_LABELS, AI_OUTPUT_BLOCKED_MESSAGE } from '@xingtu/contracts/ai';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { TarotStreamEvent } from '@xingtu/contracts/tarot';
import type { TarotReadingBody } from '@xingtu/contracts/tarot-schemas';
import { tarotReadings } from '../../db/schema/tarot.ts';
import type { AppDeps } from '../../deps.ts';
import {
  logAreaUse,
  returnCredit,
  StallError,
  streamPieces,
  takeCredit,
  withStallTimeout,
  type Charge,
  type MessagesStream,
} from '../ai/index.ts';
import { assertClean } from '../sys/index.ts';
import { drawSpread } from './draw.ts';
import { newReadingId } from './reading-id.ts';
import { builtinReading, tarotSystemPrompt, type DrawnReading } from './reading-text.ts';

// One reading from asking to saving, through the AI layer's credits: the question is moderated, a
// credit taken (010002 when none is left), the cards drawn by the server; then the answer streams, and
// the credit is kept only for an answer that came (whole, or stopped by the member after it began) and
// passed moderation. The reading is saved with its use-log line in one transaction.

export interface TarotEngine {
  engine: 'builtin' | 'model';
  stream(reading: DrawnReading, today: string, signal: AbortSignal): AsyncIterable<string>;
}

/** The configured chat model answering from the cards, or the built-in engine composing from the corpus. */
export function tarotEngine(model: MessagesStream | null, builtinDelayMs: number): TarotEngine {
  if (model)
    return {
      engine: 'model',
      stream: (reading, today, signal) =>
        model(
          [
            { role: 'system', content: tarotSystemPrompt(reading, today) },
            { role: 'user', content: reading.question },
          ],
          signal,
        ),
    };
  return {
    engine: 'builtin',
    stream: (reading, _today, signal) => streamPieces(builtinReading(reading), builtinDelayMs, signal),
  };
}

export interface PreparedReading extends DrawnReading {
  userId: number;
  publicId: string;
  charge: Charge;
}

export async function prepareReading(
  deps: AppDeps,
  userId: number,
  body: TarotReadingBody,
): Promise<PreparedReading> {
  await assertClean(deps, [body.question]);
  const charge = await takeCredit(deps, userId);
  return {
    userId,
    publicId: newReadingId(),
    question: body.question,
    spreadId: body.spread,
    cards: drawSpread(body.spread),
    charge,
  };
}

export interface ReadingStreamOptions {
  engine: TarotEngine;
  stallTimeoutMs: number;
  /** Aborts when the member's connection closes (they stopped the reading or left). */
  clientGone: AbortSignal;
  send: (event: TarotStreamEvent) => void;
  onError?: (error: unknown) => void;
}

type Outcome = 'done' | 'stalled' | 'failed' | 'gone';

export async function streamReading(
  deps: AppDeps,
  reading: PreparedReading,
  options: ReadingStreamOptions,
): Promise<void> {
  const { engine, send } = options;
  const upstream = new AbortController();
  const stop = () => upstream.abort();
  options.clientGone.addEventListener('abort', stop, { once: true });
  send({
    type: 'meta',
    readingId: reading.publicId,
    engine: engine.engine,
    engineLabel: AI_ENGINE_LABELS[engine.engine],
    cards: [...reading.cards],
  });

  let answer = '';
  let outcome: Outcome;
  try {
    const today = formatBeijing(deps.now(), 'date');
    const pieces = engine.stream(reading, today, upstream.signal);
    for await (const piece of withStallTimeout(pieces, options.stallTimeoutMs, stop)) {
      answer += piece;
      send({ type: 'token', text: piece });
    }
    outcome = options.clientGone.aborted ? 'gone' : 'done';
  } catch (error) {
    outcome = error instanceof StallError ? 'stalled' : options.clientGone.aborted ? 'gone' : 'failed';
    if (outcome === 'failed') options.onError?.(error);
  } finally {
    options.clientGone.removeEventListener('abort', stop);
  }

  const refuse = async (code: string, desc: string) => {
    await returnCredit(deps, reading.charge);
    send({ type: 'error', resultCode: code, desc });
  };
  if (outcome === 'stalled') return refuse(RESULT_CODES.AI_STALLED.code, RESULT_CODES.AI_STALLED.message);
  if (outcome === 'failed' || (outcome === 'done' && answer.trim() === ''))
    return refuse(RESULT_CODES.AI_FAILED.code, RESULT_CODES.AI_FAILED.message);
  if (outcome === 'gone' && answer.trim() === '') return returnCredit(deps, reading.charge);

  const verdict = await deps.moderator.scan(answer);
  if (!verdict.pass) return refuse(RESULT_CODES.SENSITIVE_WORDS.code, AI_OUTPUT_BLOCKED_MESSAGE);
  const status = outcome === 'done' ? 'done' : 'stopped';
  try {
    await deps.database.db.transaction(async (tx) => {
      await tx.insert(tarotReadings).values({
        publicId: reading.publicId,
        userId: reading.userId,
        question: reading.question,
        spreadId: reading.spreadId,
        cards: [...reading.cards],
        answer,
        engine: engine.engine,
        status,
        chargedFrom: reading.charge.source,
      });
      await logAreaUse(tx, reading.charge, 'tarot');
    });
  } catch (error) {
    options.onError?.(error);
    return refuse(RESULT_CODES.AI_FAILED.code, RESULT_CODES.AI_FAILED.message);
  }
  send({ type: 'done', status, charged: reading.charge.source });
}
