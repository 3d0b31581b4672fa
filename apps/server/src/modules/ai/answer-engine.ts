import type { AiEngine } from '@xingtu/contracts/ai';
import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { ChatTurn } from './chat-model.ts';
import { configuredModel } from './configured-model.ts';
import { streamPieces } from './text-stream.ts';

// Who answers an area's question, given what the area grounded it in (a chart, the cards drawn, the
// dice rolled): a stream of pieces that stops when the signal aborts.

export interface AnswerEngine<G> {
  readonly engine: AiEngine;
  stream(grounding: G, signal: AbortSignal): AsyncIterable<string>;
}

/** What an area beside chat (tarot, dice) gives a chat model, and what its own built-in engine says. */
export interface AreaTexts<G> {
  /** The system prompt carrying the grounding, then the member's question. */
  messages(grounding: G): ChatTurn[];
  /** The built-in engine's whole answer (composed from the area's corpus). */
  builtin(grounding: G): string;
}

/** The configured chat API given the area's messages, or the area's built-in text streamed like a model. */
export function areaEngine<G>(config: AppConfig, deps: AppDeps, texts: AreaTexts<G>): AnswerEngine<G> {
  const model = configuredModel(config, deps);
  if (model)
    return {
      engine: 'model',
      stream: (grounding, signal) =>
        model.stream({ messages: texts.messages(grounding), mode: 'chart', signal }),
    };
  const delayMs = config.aiBuiltinTokenDelayMs;
  return {
    engine: 'builtin',
    stream: (grounding, signal) => streamPieces(texts.builtin(grounding), delayMs, signal),
  };
}
