import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { createBuiltinDriver } from './builtin-driver.ts';
import type { ChatModel } from './chat-model.ts';
import { configuredModel } from './configured-model.ts';

/** The configured chat API when AI_BASE_URL and AI_API_KEY are set, else the built-in reading engine. */
export function chatModelFor(config: AppConfig, deps: AppDeps): ChatModel {
  return configuredModel(config, deps) ?? createBuiltinDriver({ tokenDelayMs: config.aiBuiltinTokenDelayMs });
}
