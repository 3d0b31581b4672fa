import { AI_ENGINE_LABELS, type AiMode, type AiStreamEvent } from '@xingtu/contracts/ai';
import type { AiChatBody } from '@xingtu/contracts/ai-schemas';
import type { AppDeps } from '../../deps.ts';
import { notFound, validationError } from '../../errors.ts';
import type { AnswerEngine } from './answer-engine.ts';
import { prepareAnswer, type PreparedAnswer } from './answer-prepare.ts';
import { streamAnswer } from './answer-stream.ts';
import type { ChatModel, ChatTurn } from './chat-model.ts';
import { groundingFor, type Grounding } from './grounding.ts';
import { systemPrompt } from './prompts.ts';
import { newSessionId } from './session-id.ts';
import { ownSession, recentTurns, saveTurn, type AnsweredTurn } from './sessions.ts';

// A chat question through the AI areas' pipeline (answer-prepare, answer-stream): grounded in the
// chosen profile's chart and the session's last turns, answered by the chat model, saved as a turn of
// the session (a new session with its first answered question).

export interface ChatGrounding {
  mode: AiMode;
  question: string;
  session: AnsweredTurn['session'];
  grounding: Grounding;
  messages: ChatTurn[];
}

export type PreparedChat = PreparedAnswer<ChatGrounding>;

/** The chat model as the pipeline's engine: the whole request is what the question was grounded in. */
export const chatEngine = (model: ChatModel): AnswerEngine<ChatGrounding> => ({
  engine: model.engine,
  stream: (chat, signal) =>
    model.stream({
      messages: chat.messages,
      question: chat.question,
      grounding: chat.grounding,
      mode: chat.mode,
      signal,
    }),
});

/** Refuses (404, 422, 001108, 010002) before anything is streamed; the model is asked meanwhile. */
export async function prepareChat(
  deps: AppDeps,
  userId: number,
  body: AiChatBody,
  engine: AnswerEngine<ChatGrounding>,
): Promise<PreparedChat> {
  const existing = body.session_id ? await ownSession(deps, userId, body.session_id) : null;
  if (existing && existing.mode !== body.mode) throw notFound('会话不存在');
  const contactId = body.contact_id ?? existing?.contactId ?? null;
  if (!contactId) throw validationError('contact_id', '请选择档案');
  return prepareAnswer(deps, {
    userId,
    texts: [body.question],
    engine,
    ground: async () => {
      const [grounding, history] = await Promise.all([
        groundingFor(deps, userId, contactId),
        existing ? recentTurns(deps, existing) : [],
      ]);
      return {
        mode: body.mode,
        question: body.question,
        session: existing ?? { publicId: newSessionId(), mode: body.mode, contactId },
        grounding,
        messages: [
          { role: 'system', content: systemPrompt(body.mode, grounding) },
          ...history,
          { role: 'user', content: body.question },
        ],
      };
    },
  });
}

export interface ChatStreamOptions {
  stallTimeoutMs: number;
  clientGone: AbortSignal;
  send: (event: AiStreamEvent) => void;
  onError?: (error: unknown) => void;
}

export function streamChat(deps: AppDeps, chat: PreparedChat, options: ChatStreamOptions): Promise<void> {
  const { engine } = chat.engine;
  return streamAnswer(deps, chat, {
    ...options,
    opening: {
      type: 'meta',
      sessionId: chat.grounding.session.publicId,
      engine,
      engineLabel: AI_ENGINE_LABELS[engine],
    },
    save: (answer, status) =>
      saveTurn(deps, {
        userId: chat.userId,
        session: chat.grounding.session,
        question: chat.grounding.question,
        answer,
        engine,
        status,
        charge: chat.charge,
      }),
  });
}
