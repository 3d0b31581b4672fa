import { AI_ENGINE_LABELS, AI_OUTPUT_BLOCKED_MESSAGE } from '@xingtu/contracts/ai';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { DiceFaceRecord, DiceStreamEvent } from '@xingtu/contracts/dice';
import type { DiceRollBody } from '@xingtu/contracts/dice-schemas';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { AppDeps } from '../../deps.ts';
import { diceRolls } from '../../db/schema/dice.ts';
import {
  logAreaUse,
  returnCredit,
  StallError,
  takeCredit,
  withStallTimeout,
  type Charge,
} from '../ai/index.ts';
import { assertClean } from '../sys/index.ts';
import { newPublicId } from './public-id.ts';
import type { DiceReader } from './reader.ts';
import { diceSystemPrompt } from './reading-prompt.ts';
import { facesOf, rollDice, type DiceRoll } from './roll.ts';

// One dice question from asking to saving, as the AI chat does it: prepareRoll refuses (422, 001108,
// 010002) before anything is streamed — the question moderated first, then a credit taken — and
// rolls; streamReading sends the roll, streams the reading, and keeps the credit only for a reading
// that came (whole, or stopped by the member after it began) and passed moderation.

export interface PreparedRoll {
  userId: number;
  publicId: string;
  question: string;
  roll: DiceRoll;
  faces: DiceFaceRecord[];
  charge: Charge;
}

export async function prepareRoll(deps: AppDeps, userId: number, body: DiceRollBody): Promise<PreparedRoll> {
  await assertClean(deps, [body.question]);
  const charge = await takeCredit(deps, userId);
  const roll = rollDice();
  return { userId, publicId: newPublicId(), question: body.question, roll, faces: facesOf(roll), charge };
}

export interface ReadingOptions {
  reader: DiceReader;
  stallTimeoutMs: number;
  clientGone: AbortSignal;
  send: (event: DiceStreamEvent) => void;
  onError?: (error: unknown) => void;
}

type Outcome = 'done' | 'stalled' | 'failed' | 'gone';

export async function streamReading(
  deps: AppDeps,
  prepared: PreparedRoll,
  options: ReadingOptions,
): Promise<void> {
  const { reader, send } = options;
  const upstream = new AbortController();
  const stop = () => upstream.abort();
  options.clientGone.addEventListener('abort', stop, { once: true });
  send({
    type: 'roll',
    rollId: prepared.publicId,
    faces: prepared.faces,
    engine: reader.engine,
    engineLabel: AI_ENGINE_LABELS[reader.engine],
  });

  let answer = '';
  let outcome: Outcome;
  try {
    const today = formatBeijing(deps.now(), 'date');
    const pieces = reader.stream({
      messages: [
        { role: 'system', content: diceSystemPrompt(prepared.question, prepared.faces, today) },
        { role: 'user', content: prepared.question },
      ],
      question: prepared.question,
      faces: prepared.faces,
      signal: upstream.signal,
    });
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
    await returnCredit(deps, prepared.charge);
    send({ type: 'error', resultCode: code, desc });
  };
  if (outcome === 'stalled') return refuse(RESULT_CODES.AI_STALLED.code, RESULT_CODES.AI_STALLED.message);
  if (outcome === 'failed' || (outcome === 'done' && answer.trim() === ''))
    return refuse(RESULT_CODES.AI_FAILED.code, RESULT_CODES.AI_FAILED.message);
  if (outcome === 'gone' && answer.trim() === '') return returnCredit(deps, prepared.charge);

  const verdict = await deps.moderator.scan(answer);
  if (!verdict.pass) return refuse(RESULT_CODES.SENSITIVE_WORDS.code, AI_OUTPUT_BLOCKED_MESSAGE);
  const status = outcome === 'done' ? 'done' : 'stopped';
  try {
    // The roll and its line in the AI use log are saved together, as for a tarot reading.
    await deps.database.db.transaction(async (tx) => {
      await tx.insert(diceRolls).values({
        publicId: prepared.publicId,
        userId: prepared.userId,
        question: prepared.question,
        planet: prepared.roll.planet,
        sign: prepared.roll.sign,
        house: prepared.roll.house,
        answer,
        status,
        engine: reader.engine,
        chargedFrom: prepared.charge.source,
        createdAt: deps.now(),
      });
      await logAreaUse(tx, prepared.charge, 'dice');
    });
  } catch (error) {
    options.onError?.(error);
    return refuse(RESULT_CODES.AI_FAILED.code, RESULT_CODES.AI_FAILED.message);
  }
  send({ type: 'done', status, charged: prepared.charge.source });
}
