import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { createOpenAiDriver } from './openai-driver.ts';

/** The configured OpenAI-compatible chat API when AI_BASE_URL and AI_API_KEY are set, else null. */
export function configuredModel(config: AppConfig, deps: AppDeps) {
  return config.ai ? createOpenAiDriver({ ...config.ai, fetch: deps.fetch }) : null;
}
