import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/** Every module that saves user text calls this first: a hit answers 001108 and nothing is saved. */
export async function assertClean(deps: AppDeps, texts: (string | null | undefined)[]): Promise<void> {
  for (const text of texts) {
    if (!text) continue;
    const result = await deps.moderator.scan(text);
    if (!result.pass) throw new AppError('SENSITIVE_WORDS');
  }
}
