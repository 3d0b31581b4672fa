import OpenAI from 'openai';
import type { ChatModel, ChatRequest } from './chat-model.ts';

// The production driver: any OpenAI-compatible chat API (Kimi, DeepSeek, Qwen, vLLM, llama.cpp)
// through the official SDK with its baseURL, streamed. Retries are off: a retried question could be
// answered twice; the caller's stall timer and the member decide instead.

export interface OpenAiDriverOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The long-context model (/kimiChat). */
  kimiModel: string;
  fetch?: typeof fetch;
}

/** What the driver reads of a request: the turns alone (a dice or tarot reading has no chart). */
export type MessagesRequest = Pick<ChatRequest, 'messages' | 'mode' | 'signal'>;

export function createOpenAiDriver(
  options: OpenAiDriverOptions,
): ChatModel & { readonly engine: 'model'; stream(request: MessagesRequest): AsyncIterable<string> } {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    maxRetries: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    engine: 'model',
    async *stream(request: MessagesRequest) {
      const stream = await client.chat.completions.create(
        {
          model: request.mode === 'kimi' ? options.kimiModel : options.model,
          messages: request.messages,
          stream: true,
        },
        { signal: request.signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
