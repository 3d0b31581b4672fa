import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { createOpenAiDriver, type MessagesRequest } from './openai-driver.ts';

// For AI areas with their own built-in engine (dice): the configured OpenAI-compatible chat API when
// AI_BASE_URL and AI_API_KEY are set, or null (the area then answers with its own engine).

export interface MessagesModel {
  readonly engine: 'model';
  stream(request: MessagesRequest): AsyncIterable<string>;
}

export function configuredModel(config: AppConfig, deps: AppDeps): MessagesModel | null {
  return config.ai ? createOpenAiDriver({ ...config.ai, fetch: deps.fetch }) : null;
}
