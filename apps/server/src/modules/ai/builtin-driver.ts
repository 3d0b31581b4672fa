import { builtinAnswer } from './builtin-answer.ts';
import type { ChatModel, ChatRequest } from './chat-model.ts';

// The embedded default: the built-in reading engine answers from the member's chart, streamed the
// way a model streams (a few characters at a time), and stops when the signal aborts. It says what it
// is in its first sentence; it never poses as a model.

/** Characters per piece: about one Chinese word. */
const PIECE = 3;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

export function createBuiltinDriver(options: { tokenDelayMs: number }): ChatModel {
  return {
    engine: 'builtin',
    async *stream(request: ChatRequest) {
      const text = builtinAnswer(request.mode, request.grounding, request.question);
      const chars = Array.from(text);
      for (let i = 0; i < chars.length; i += PIECE) {
        if (request.signal.aborted) return;
        yield chars.slice(i, i + PIECE).join('');
        await pause(options.tokenDelayMs, request.signal);
      }
    },
  };
}
