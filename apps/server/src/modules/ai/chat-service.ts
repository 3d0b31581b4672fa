import {
  AI_ENGINE_LABELS,
  AI_OUTPUT_BLOCKED_MESSAGE,
  type AiMode,
  type AiStreamEvent,
} from '@xingtu/contracts/ai';
import type { AiChatBody } from '@xingtu/contracts/ai-schemas';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { assertClean } from '../sys/index.ts';
import type { ChatModel, ChatTurn } from './chat-model.ts';
import { groundingFor, type Grounding } from './grounding.ts';
import { systemPrompt } from './prompts.ts';
import { returnCredit, takeCredit, type Charge } from './quota.ts';
import { primed, type PrimedStream } from './primed-stream.ts';
import { newSessionId } from './session-id.ts';
import { ownSession, recentTurns, saveTurn, type AnsweredTurn } from './sessions.ts';
import { StallError, withStallTimeout } from './stall-guard.ts';

// One question from asking to saving. prepareChat refuses (404, 422, 001108, 010002) before anything
// is streamed, the question moderated while the chart is read and the credit kept only when nothing
// else refused; streamAnswer streams, and keeps the credit only for an answer
// that came (whole, or stopped by the member after it began) and passed moderation.

export interface PreparedChat {
  userId: number;
  /** The provider's answer, already asked for while the credit was being taken (when a model was given). */
  early?: { pieces: PrimedStream<string>; upstream: AbortController };
  mode: AiMode;
  question: string;
  session: AnsweredTurn['session'];
  grounding: Grounding;
  messages: ChatTurn[];
  charge: Charge;
}

export async function prepareChat(
  deps: AppDeps,
  userId: number,
  body: AiChatBody,
  /** Given: the provider is asked while the credit is taken (PreparedChat.early). */
  model?: ChatModel,
): Promise<PreparedChat> {
  const existing = body.session_id ? await ownSession(deps, userId, body.session_id) : null;
  if (existing && existing.mode !== body.mode) throw notFound('会话不存在');
  const contactId = body.contact_id ?? existing?.contactId ?? null;
  if (!contactId) throw validationError('contact_id', '请选择档案');
  // The question's moderation, the chart and history reads and the credit run together (the first word
  // comes sooner). A refusal wins in this order: 001108, then the profile or the history (404), then
  // 010002; a credit taken meanwhile is given back.
  const cleanRun = assertClean(deps, [body.question]);
  const contextRun = Promise.all([
    groundingFor(deps, userId, contactId),
    existing ? recentTurns(deps, existing) : ([] as ChatTurn[]),
  ]);
  const creditRun = takeCredit(deps, userId);
  // With a model, the provider is asked as soon as the question passed moderation and its chart is
  // read, while the credit's statement finishes: a refusal after that aborts the call before any word
  // reaches the member. A member refused 010002 lately waits for the credit first (no provider calls
  // for questions that cannot be paid for).
  const earlyRun =
    model && !recentlyOutOfCredit(userId)
      ? Promise.all([cleanRun, contextRun]).then(([, [grounding, history]]) => {
          const upstream = new AbortController();
          const pieces = model.stream({
            messages: messagesOf(body, grounding, history),
            question: body.question,
            grounding,
            mode: body.mode,
            signal: upstream.signal,
          });
          return { pieces: primed(pieces, () => upstream.abort()), upstream };
        })
      : Promise.resolve(undefined);
  const [clean, context, credit, early] = await Promise.allSettled([
    cleanRun,
    contextRun,
    creditRun,
    earlyRun,
  ]);
  const started = early.status === 'fulfilled' ? early.value : undefined;
  if (clean.status === 'rejected' || context.status === 'rejected') {
    started?.pieces.discard();
    if (credit.status === 'fulfilled') await returnCredit(deps, credit.value);
    throw clean.status === 'rejected' ? clean.reason : context.status === 'rejected' ? context.reason : null;
  }
  if (credit.status === 'rejected') {
    started?.pieces.discard();
    if (credit.reason instanceof AppError && credit.reason.code === RESULT_CODES.PACKAGE_INSUFFICIENT.code)
      outOfCredit(userId);
    throw credit.reason;
  }
  const [grounding, history] = context.value;
  const charge = credit.value;
  return {
    userId,
    mode: body.mode,
    question: body.question,
    session: existing ?? { publicId: newSessionId(), mode: body.mode, contactId },
    grounding,
    messages: messagesOf(body, grounding, history),
    charge,
    ...(started ? { early: started } : {}),
  };
}

const messagesOf = (body: AiChatBody, grounding: Grounding, history: ChatTurn[]): ChatTurn[] => [
  { role: 'system', content: systemPrompt(body.mode, grounding) },
  ...history,
  { role: 'user', content: body.question },
];

/** Members refused 010002 in the last minute (per process): their next question waits for its credit. */
const OUT_OF_CREDIT_MS = 60_000;
const outOfCreditAt = new Map<number, number>();
function outOfCredit(userId: number): void {
  if (outOfCreditAt.size > 10_000) outOfCreditAt.clear();
  outOfCreditAt.set(userId, Date.now());
}
function recentlyOutOfCredit(userId: number): boolean {
  const at = outOfCreditAt.get(userId);
  if (at === undefined) return false;
  if (Date.now() - at < OUT_OF_CREDIT_MS) return true;
  outOfCreditAt.delete(userId);
  return false;
}

type Outcome = 'done' | 'stalled' | 'failed' | 'gone';

export interface StreamOptions {
  model: ChatModel;
  stallTimeoutMs: number;
  /** Aborts when the member's connection closes (they stopped the answer or left). */
  clientGone: AbortSignal;
  send: (event: AiStreamEvent) => void;
  onError?: (error: unknown) => void;
}

export async function streamAnswer(deps: AppDeps, chat: PreparedChat, options: StreamOptions): Promise<void> {
  const { model, send } = options;
  const upstream = chat.early?.upstream ?? new AbortController();
  const stop = () => upstream.abort();
  if (options.clientGone.aborted) stop();
  options.clientGone.addEventListener('abort', stop, { once: true });
  send({
    type: 'meta',
    sessionId: chat.session.publicId,
    engine: model.engine,
    engineLabel: AI_ENGINE_LABELS[model.engine],
  });

  let answer = '';
  let outcome: Outcome;
  try {
    const pieces =
      chat.early?.pieces ??
      model.stream({
        messages: chat.messages,
        question: chat.question,
        grounding: chat.grounding,
        mode: chat.mode,
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
    await returnCredit(deps, chat.charge);
    send({ type: 'error', resultCode: code, desc });
  };
  if (outcome === 'stalled') return refuse(RESULT_CODES.AI_STALLED.code, RESULT_CODES.AI_STALLED.message);
  if (outcome === 'failed' || (outcome === 'done' && answer.trim() === ''))
    return refuse(RESULT_CODES.AI_FAILED.code, RESULT_CODES.AI_FAILED.message);
  if (outcome === 'gone' && answer.trim() === '') return returnCredit(deps, chat.charge);

  const verdict = await deps.moderator.scan(answer);
  if (!verdict.pass) return refuse(RESULT_CODES.SENSITIVE_WORDS.code, AI_OUTPUT_BLOCKED_MESSAGE);
  try {
    await saveTurn(deps, {
      userId: chat.userId,
      session: chat.session,
      question: chat.question,
      answer,
      engine: model.engine,
      status: outcome === 'done' ? 'done' : 'stopped',
      charge: chat.charge,
    });
  } catch (error) {
    options.onError?.(error);
    return refuse(RESULT_CODES.AI_FAILED.code, RESULT_CODES.AI_FAILED.message);
  }
  send({ type: 'done', status: outcome === 'done' ? 'done' : 'stopped', charged: chat.charge.source });
}
