import type { AiEngine, AiMode } from '@xingtu/contracts/ai';
import type { Grounding } from './grounding.ts';

// One interface for whoever answers: the OpenAI-compatible chat API (production) or the built-in
// reading engine (the offline default). Both stream the answer piece by piece and stop when the
// signal aborts.

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  /** System prompt first, then the earlier turns, then the member's question. */
  messages: ChatTurn[];
  /** The member's question and the chart facts, for an engine that reads the chart itself. */
  question: string;
  grounding: Grounding;
  /** The chat's mode: kimi asks the long-context model. */
  mode: AiMode;
  signal: AbortSignal;
}

export interface ChatModel {
  readonly engine: AiEngine;
  stream(request: ChatRequest): AsyncIterable<string>;
}
