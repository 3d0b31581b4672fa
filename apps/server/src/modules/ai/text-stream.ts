import OpenAI from 'openai';
import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { ChatTurn } from './chat-model.ts';

// For AI areas that ground their own prompt (tarot's cards, dice): a text streamed the way a model
// streams, and the configured chat API answering a list of messages. The engine words are the same
// as chat's: 'builtin' offline, 'model' when AI_BASE_URL and AI_API_KEY are set.

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

/** A composed text as a stream of short pieces, one every `delayMs`, ending when the signal aborts. */
export async function* streamPieces(
  text: string,
  delayMs: number,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += PIECE) {
    if (signal.aborted) return;
    yield chars.slice(i, i + PIECE).join('');
    await pause(delayMs, signal);
  }
}

export type MessagesStream = (messages: ChatTurn[], signal: AbortSignal) => AsyncIterable<string>;

/** The configured chat API streaming an answer to the messages, or null when none is configured. */
export function configuredMessagesStream(config: AppConfig, deps: AppDeps): MessagesStream | null {
  const ai = config.ai;
  if (!ai) return null;
  const client = new OpenAI({
    baseURL: ai.baseUrl,
    apiKey: ai.apiKey,
    // A retried question could be answered twice; the stall timer and the member decide instead.
    maxRetries: 0,
    fetch: deps.fetch,
  });
  return async function* (messages, signal) {
    const stream = await client.chat.completions.create(
      { model: ai.model, messages, stream: true },
      { signal },
    );
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield text;
    }
  };
}
