import { AI_OUTPUT_BLOCKED_MESSAGE } from '@xingtu/contracts/ai';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { AppDeps } from '../../deps.ts';
import type { PreparedAnswer } from './answer-prepare.ts';
import { returnCredit, type Charge } from './quota.ts';
import { StallError, withStallTimeout } from './stall-guard.ts';

// The second half of every AI area's answer: the area's opening event (the session, the cards, the
// dice), then the answer piece by piece. The credit is kept only for an answer that came — whole, or
// stopped by the member after it began — and passed moderation; it is given back on a stall (010003),
// a failure or an empty answer (010004), output moderation (001108, nothing saved) and a stop before
// the first word. The area saves the answer (with its use-log line) only then.

export type AnswerStatus = 'done' | 'stopped';

/** The events every area streams after its opening one. */
export type AnswerEvent =
  | { type: 'token'; text: string }
  | { type: 'done'; status: AnswerStatus; charged: Charge['source'] }
  | { type: 'error'; resultCode: string; desc: string };

export interface AnswerStreamOptions<Open extends { type: string }> {
  /** The area's first event, sent before the answer. */
  opening: Open;
  /**
   * The opening shows what the credit pays for (the cards drawn, the dice rolled): it is sent with the
   * first word, so an answer stopped or failed before it (credit given back) shows nothing for free.
   */
  openWithFirstWord?: boolean;
  stallTimeoutMs: number;
  /** Aborts when the member's connection closes (they stopped the answer or left). */
  clientGone: AbortSignal;
  send: (event: Open | AnswerEvent) => void;
  /** Saves the answer with its use-log line (one transaction or statement); a throw is a failure. */
  save: (answer: string, status: AnswerStatus) => Promise<void>;
  onError?: (error: unknown) => void;
}

type Outcome = 'done' | 'stalled' | 'failed' | 'gone';

export async function streamAnswer<G, Open extends { type: string }>(
  deps: AppDeps,
  prepared: PreparedAnswer<G>,
  options: AnswerStreamOptions<Open>,
): Promise<void> {
  const { send, clientGone } = options;
  const upstream = prepared.started?.upstream ?? new AbortController();
  const stop = () => upstream.abort();
  if (clientGone.aborted) stop();
  clientGone.addEventListener('abort', stop, { once: true });
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    send(options.opening);
  };
  if (!options.openWithFirstWord) open();

  let answer = '';
  let outcome: Outcome;
  try {
    const pieces = prepared.started?.pieces ?? prepared.engine.stream(prepared.grounding, upstream.signal);
    for await (const piece of withStallTimeout(pieces, options.stallTimeoutMs, stop)) {
      open();
      answer += piece;
      send({ type: 'token', text: piece });
    }
    outcome = clientGone.aborted ? 'gone' : 'done';
  } catch (error) {
    outcome = error instanceof StallError ? 'stalled' : clientGone.aborted ? 'gone' : 'failed';
    if (outcome === 'failed') options.onError?.(error);
  } finally {
    clientGone.removeEventListener('abort', stop);
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
  const status: AnswerStatus = outcome === 'done' ? 'done' : 'stopped';
  try {
    await options.save(answer, status);
  } catch (error) {
    options.onError?.(error);
    return refuse(RESULT_CODES.AI_FAILED.code, RESULT_CODES.AI_FAILED.message);
  }
  send({ type: 'done', status, charged: prepared.charge.source });
}
