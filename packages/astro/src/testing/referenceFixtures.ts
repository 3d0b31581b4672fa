// Loads the Swiss Ephemeris fixtures of packages/astro/test/reference/ (written by scripts/make-reference.ts). Test-only.
import { readFileSync } from 'node:fs';

export function loadReference<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../../test/reference/${file}`, import.meta.url), 'utf8')) as T;
}
