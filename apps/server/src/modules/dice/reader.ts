import type { DiceFaceRecord } from '@xingtu/contracts/dice';
import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { configuredModel, type ChatTurn } from '../ai/index.ts';
import { builtinDiceReading } from './reading-prompt.ts';

// Who reads the dice: the configured chat model (the system prompt carries the roll), or the built-in
// reading engine composing the reading from the dice meanings, streamed a few characters at a time
// the way a model streams, stopping when the signal aborts.

export interface DiceReadRequest {
  messages: ChatTurn[];
  question: string;
  faces: DiceFaceRecord[];
  signal: AbortSignal;
}

export interface DiceReader {
  readonly engine: 'builtin' | 'model';
  stream(request: DiceReadRequest): AsyncIterable<string>;
}

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

export function createBuiltinDiceReader(tokenDelayMs: number): DiceReader {
  return {
    engine: 'builtin',
    async *stream(request) {
      const chars = Array.from(builtinDiceReading(request.question, request.faces));
      for (let i = 0; i < chars.length; i += PIECE) {
        if (request.signal.aborted) return;
        yield chars.slice(i, i + PIECE).join('');
        await pause(tokenDelayMs, request.signal);
      }
    },
  };
}

export function diceReaderFor(config: AppConfig, deps: AppDeps): DiceReader {
  const model = configuredModel(config, deps);
  if (!model) return createBuiltinDiceReader(config.aiBuiltinTokenDelayMs);
  return {
    engine: 'model',
    stream: (request) => model.stream({ messages: request.messages, mode: 'chart', signal: request.signal }),
  };
}
