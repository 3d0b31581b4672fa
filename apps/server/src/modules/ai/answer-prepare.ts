import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { assertClean } from '../sys/index.ts';
import type { AnswerEngine } from './answer-engine.ts';
import { primed, type PrimedStream } from './primed-stream.ts';
import { returnCredit, takeCredit, type Charge } from './quota.ts';

// The first half of every AI area's answer (chat, tarot, dice): everything that may refuse, before a
// byte is streamed. The member's words are moderated (001108) while the area grounds the question (its
// chart and history, the cards drawn, the dice rolled; 404 for a profile not theirs); words that pass
// take one credit (010002), still while the grounding runs, so sensitive words never touch the credits.
// A refusal wins in that order, and a credit taken meanwhile is given back. The
// engine is asked as soon as the words passed and the grounding is ready, while the credit's statement
// finishes: a refusal after that aborts the call before any word reaches the member. A member refused
// 010002 lately waits for the credit first (no provider calls for questions that cannot be paid for).

export interface AnswerAsk<G> {
  userId: number;
  /** The member's own words, moderated before the engine sees them. */
  texts: string[];
  /** The area's grounding; it may refuse (404, 422). */
  ground: () => Promise<G> | G;
  engine: AnswerEngine<G>;
}

export interface StartedAnswer {
  pieces: PrimedStream<string>;
  upstream: AbortController;
}

export interface PreparedAnswer<G> {
  userId: number;
  grounding: G;
  charge: Charge;
  engine: AnswerEngine<G>;
  /** The engine's answer, already asked for (null: it is asked when the stream starts). */
  started: StartedAnswer | null;
}

export async function prepareAnswer<G>(deps: AppDeps, ask: AnswerAsk<G>): Promise<PreparedAnswer<G>> {
  const cleanRun = assertClean(deps, ask.texts);
  const groundRun = Promise.resolve().then(ask.ground);
  const creditRun = cleanRun.then(() => takeCredit(deps, ask.userId));
  const earlyRun = recentlyOutOfCredit(ask.userId)
    ? Promise.resolve(null)
    : Promise.all([cleanRun, groundRun]).then(([, grounding]) => startAnswer(ask.engine, grounding));
  const [clean, grounded, credit, early] = await Promise.allSettled([
    cleanRun,
    groundRun,
    creditRun,
    earlyRun,
  ]);
  const started = early.status === 'fulfilled' ? early.value : null;
  if (clean.status === 'rejected' || grounded.status === 'rejected') {
    started?.pieces.discard();
    if (credit.status === 'fulfilled') await returnCredit(deps, credit.value);
    throw clean.status === 'rejected' ? clean.reason : (grounded as PromiseRejectedResult).reason;
  }
  if (credit.status === 'rejected') {
    started?.pieces.discard();
    if (credit.reason instanceof AppError && credit.reason.code === RESULT_CODES.PACKAGE_INSUFFICIENT.code)
      outOfCredit(ask.userId);
    throw credit.reason;
  }
  return {
    userId: ask.userId,
    grounding: grounded.value,
    charge: credit.value,
    engine: ask.engine,
    started,
  };
}

/** Asks the engine now; the first piece is requested at once and handed to the reader later. */
export function startAnswer<G>(engine: AnswerEngine<G>, grounding: G): StartedAnswer {
  const upstream = new AbortController();
  const pieces = engine.stream(grounding, upstream.signal);
  return { pieces: primed(pieces, () => upstream.abort()), upstream };
}

/** Members refused 010002 in the last minute (per process): their next question waits for its credit. */
const OUT_OF_CREDIT_MS = 60_000;
const OUT_OF_CREDIT_KEPT = 10_000;
const outOfCreditAt = new Map<number, number>();
function outOfCredit(userId: number): void {
  if (outOfCreditAt.size >= OUT_OF_CREDIT_KEPT) outOfCreditAt.clear();
  outOfCreditAt.set(userId, Date.now());
}
function recentlyOutOfCredit(userId: number): boolean {
  const at = outOfCreditAt.get(userId);
  if (at === undefined) return false;
  if (Date.now() - at < OUT_OF_CREDIT_MS) return true;
  outOfCreditAt.delete(userId);
  return false;
}
