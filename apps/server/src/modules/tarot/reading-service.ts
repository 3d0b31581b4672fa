import { AI_ENGINE_LABELS } from '@xingtu/contracts/ai';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { TarotStreamEvent } from '@xingtu/contracts/tarot';
import type { TarotReadingBody } from '@xingtu/contracts/tarot-schemas';
import type { AppConfig } from '../../config.ts';
import { tarotReadings } from '../../db/schema/tarot.ts';
import type { AppDeps } from '../../deps.ts';
import {
  areaEngine,
  prepareAnswer,
  saveAreaAnswer,
  streamAnswer,
  type AnswerEngine,
  type PreparedAnswer,
} from '../ai/index.ts';
import { drawSpread } from './draw.ts';
import { newReadingId } from './reading-id.ts';
import { builtinReading, tarotSystemPrompt, type DrawnReading } from './reading-text.ts';

// A tarot reading through the AI areas' pipeline: the cards are drawn by the server as the question's
// grounding (shown only once the question was accepted and a credit taken: no free re-draws), read by
// the configured chat model or the built-in engine, and saved with the reading's use-log line.

export interface TarotGrounding extends DrawnReading {
  publicId: string;
  /** Beijing date of the question. */
  today: string;
}

export type TarotEngine = AnswerEngine<TarotGrounding>;

/** The configured chat model answering from the cards, or the built-in engine composing from the corpus. */
export const tarotEngine = (config: AppConfig, deps: AppDeps): TarotEngine =>
  areaEngine<TarotGrounding>(config, deps, {
    messages: (reading) => [
      { role: 'system', content: tarotSystemPrompt(reading, reading.today) },
      { role: 'user', content: reading.question },
    ],
    builtin: builtinReading,
  });

/** Refuses (422, 001108, 010002) before anything is streamed. */
export function prepareReading(
  deps: AppDeps,
  userId: number,
  body: TarotReadingBody,
  engine: TarotEngine,
): Promise<PreparedAnswer<TarotGrounding>> {
  return prepareAnswer(deps, {
    userId,
    texts: [body.question],
    engine,
    ground: () => ({
      publicId: newReadingId(),
      question: body.question,
      spreadId: body.spread,
      cards: drawSpread(body.spread),
      today: formatBeijing(deps.now(), 'date'),
    }),
  });
}

export interface ReadingStreamOptions {
  stallTimeoutMs: number;
  /** Aborts when the member's connection closes (they stopped the reading or left). */
  clientGone: AbortSignal;
  send: (event: TarotStreamEvent) => void;
  onError?: (error: unknown) => void;
}

export function streamReading(
  deps: AppDeps,
  prepared: PreparedAnswer<TarotGrounding>,
  options: ReadingStreamOptions,
): Promise<void> {
  const { engine } = prepared.engine;
  const reading = prepared.grounding;
  return streamAnswer(deps, prepared, {
    ...options,
    // The cards are what the credit pays for: shown with the first word (a stop before it is given back).
    openWithFirstWord: true,
    opening: {
      type: 'meta',
      readingId: reading.publicId,
      engine,
      engineLabel: AI_ENGINE_LABELS[engine],
      cards: [...reading.cards],
    },
    save: (answer, status) => {
      const { db } = deps.database;
      const row = db
        .insert(tarotReadings)
        .values({
          publicId: reading.publicId,
          userId: prepared.userId,
          question: reading.question,
          spreadId: reading.spreadId,
          cards: [...reading.cards],
          answer,
          engine,
          status,
          chargedFrom: prepared.charge.source,
        })
        .returning({ id: tarotReadings.id });
      return saveAreaAnswer(db, row, prepared.charge, 'tarot');
    },
  });
}
