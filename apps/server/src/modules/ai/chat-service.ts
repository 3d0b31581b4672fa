import {
  AI_ENGINE_LABELS,
  AI_OUTPUT_BLOCKED_MESSAGE,
  type AiMode,
  type AiStreamEvent,
} from '@xingtu/contracts/ai';
import type { AiChatBody } from '@xingtu/contracts/ai-schemas';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import type { AppDeps } from '../../deps.ts';
import { notFound, validationError } from '../../errors.ts';
import { assertClean } from '../sys/index.ts';
import type { ChatModel, ChatTurn } from './chat-model.ts';
import { groundingFor, type Grounding } from './grounding.ts';
import { systemPrompt } from './prompts.ts';
import { returnCredit, takeCredit, type Charge } from './quota.ts';
import { newSessionId } from './session-id.ts';
import { ownSession, recentTurns, saveTurn, type AnsweredTurn } from './sessions.ts';
import { StallError, withStallTimeout } from './stall-guard.ts';

// One question from asking to saving. prepareChat refuses (404, 422, 001108, 010002) before anything
// is streamed, the question moderated while the chart is read and the credit kept only when nothing
// else refused; streamAnswer streams, and keeps the credit only for an answer
// that came (whole, or stopped by the member after it began) and passed moderation.

export interface PreparedChat {
  userId: number;
  mode: AiMode;
  question: string;
  session: AnsweredTurn['session'];
  grounding: Grounding;
  messages: ChatTurn[];
  charge: Charge;
}

export async function prepareChat(deps: AppDeps, userId: number, body: AiChatBody): Promise<PreparedChat> {
  const existing = body.session_id ? await ownSession(deps, userId, body.session_id) : null;
  if (existing && existing.mode !== body.mode) throw notFound('会话不存在');
  const contactId = body.contact_id ?? existing?.contactId ?? null;
  if (!contactId) throw validationError('contact_id', '请选择档案');
  // The question's moderation, the chart and history reads and the credit run together (the first word
  // comes sooner). A refusal wins in this order: 001108, then the profile or the history (404), then
  // 010002; a credit taken meanwhile is given back.
  const [clean, context, credit] = await Promise.allSettled([
    assertClean(deps, [body.question]),
    Promise.all([groundingFor(deps, userId, contactId), existing ? recentTurns(deps, existing) : []]),
    takeCredit(deps, userId),
  ]);
  if (clean.status === 'rejected' || context.status === 'rejected') {
    if (credit.status === 'fulfilled') await returnCredit(deps, credit.value);
    throw clean.status === 'rejected' ? clean.reason : context.status === 'rejected' ? context.reason : null;
  }
  if (credit.status === 'rejected') throw credit.reason;
  const [grounding, history] = context.value;
  const charge = credit.value;
  const messages: ChatTurn[] = [
    { role: 'system', content: systemPrompt(body.mode, grounding) },
    ...history,
    { role: 'user', content: body.question },
  ];
  return {
    userId,
    mode: body.mode,
    question: body.question,
    session: existing ?? { publicId: newSessionId(), mode: body.mode, contactId },
    grounding,
    messages,
    charge,
  };
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
  const upstream = new AbortController();
  const stop = () => upstream.abort();
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
    const pieces = model.stream({
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
