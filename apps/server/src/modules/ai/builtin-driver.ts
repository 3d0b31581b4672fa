import { builtinAnswer } from './builtin-answer.ts';
import type { ChatModel, ChatRequest } from './chat-model.ts';
import { streamPieces } from './text-stream.ts';

// The embedded default: the built-in reading engine answers from the member's chart, streamed the
// way a model streams (a few characters at a time), and stops when the signal aborts. It says what it
// is in its first sentence; it never poses as a model.

export function createBuiltinDriver(options: { tokenDelayMs: number }): ChatModel {
  return {
    engine: 'builtin',
    stream: (request: ChatRequest) =>
      streamPieces(
        builtinAnswer(request.mode, request.grounding, request.question),
        options.tokenDelayMs,
        request.signal,
      ),
  };
}
