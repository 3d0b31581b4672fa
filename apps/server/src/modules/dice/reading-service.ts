import { AI_ENGINE_LABELS } from '@xingtu/contracts/ai';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { DiceFaceRecord, DiceStreamEvent } from '@xingtu/contracts/dice';
import type { DiceRollBody } from '@xingtu/contracts/dice-schemas';
import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { diceRolls } from '../../db/schema/dice.ts';
import {
  areaEngine,
  prepareAnswer,
  saveAreaAnswer,
  streamAnswer,
  type AnswerEngine,
  type PreparedAnswer,
} from '../ai/index.ts';
import { newPublicId } from './public-id.ts';
import { builtinDiceReading, diceSystemPrompt } from './reading-prompt.ts';
import { facesOf, rollDice, type DiceRoll } from './roll.ts';

// A dice question through the AI areas' pipeline: the server rolls the three dice as the question's
// grounding (shown only once the question was accepted and a credit taken), the configured chat model
// or the built-in engine reads them, and the roll is saved with its use-log line.

export interface DiceGrounding {
  publicId: string;
  question: string;
  roll: DiceRoll;
  faces: DiceFaceRecord[];
  /** Beijing date of the question. */
  today: string;
}

export type DiceEngine = AnswerEngine<DiceGrounding>;

/** The configured chat model reading the roll, or the built-in engine composing from the dice meanings. */
export const diceEngine = (config: AppConfig, deps: AppDeps): DiceEngine =>
  areaEngine<DiceGrounding>(config, deps, {
    messages: (roll) => [
      { role: 'system', content: diceSystemPrompt(roll.question, roll.faces, roll.today) },
      { role: 'user', content: roll.question },
    ],
    builtin: (roll) => builtinDiceReading(roll.question, roll.faces),
  });

/** Refuses (422, 001108, 010002) before anything is streamed. */
export function prepareRoll(
  deps: AppDeps,
  userId: number,
  body: DiceRollBody,
  engine: DiceEngine,
): Promise<PreparedAnswer<DiceGrounding>> {
  return prepareAnswer(deps, {
    userId,
    texts: [body.question],
    engine,
    ground: () => {
      const roll = rollDice();
      return {
        publicId: newPublicId(),
        question: body.question,
        roll,
        faces: facesOf(roll),
        today: formatBeijing(deps.now(), 'date'),
      };
    },
  });
}

export interface ReadingOptions {
  stallTimeoutMs: number;
  clientGone: AbortSignal;
  send: (event: DiceStreamEvent) => void;
  onError?: (error: unknown) => void;
}

export function streamReading(
  deps: AppDeps,
  prepared: PreparedAnswer<DiceGrounding>,
  options: ReadingOptions,
): Promise<void> {
  const { engine } = prepared.engine;
  const roll = prepared.grounding;
  return streamAnswer(deps, prepared, {
    ...options,
    // The dice are what the credit pays for: shown with the first word (a stop before it is given back).
    openWithFirstWord: true,
    opening: {
      type: 'roll',
      rollId: roll.publicId,
      faces: roll.faces,
      engine,
      engineLabel: AI_ENGINE_LABELS[engine],
    },
    // The roll and its line in the AI use log are saved together (one statement), as for a tarot reading.
    save: (answer, status) => {
      const { db } = deps.database;
      const row = db
        .insert(diceRolls)
        .values({
          publicId: roll.publicId,
          userId: prepared.userId,
          question: roll.question,
          planet: roll.roll.planet,
          sign: roll.roll.sign,
          house: roll.roll.house,
          answer,
          status,
          engine,
          chargedFrom: prepared.charge.source,
          createdAt: deps.now(),
        })
        .returning({ id: diceRolls.id });
      return saveAreaAnswer(db, row, prepared.charge, 'dice');
    },
  });
}
