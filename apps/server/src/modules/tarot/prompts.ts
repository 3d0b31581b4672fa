import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TarotElement, TarotTheme } from '@xingtu/readings/data/tarot/card-types';

// The tarot prompt texts live as data beside this file (prompts/system-tarot.md for a chat model,
// prompts/builtin-phrases.json for the built-in engine), read once at start-up.

const dir = path.join(import.meta.dirname, 'prompts');
const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');

export const TAROT_SYSTEM_PROMPT = read('system-tarot.md');

export interface TarotPhrases {
  intro: string;
  questionEcho: string;
  spreadLine: string;
  positionLine: string;
  themeLead: Record<TarotTheme, string>;
  summaryHeading: string;
  majorsMany: string;
  majorsFew: string;
  reversedMany: string;
  reversedNone: string;
  reversedSome: string;
  elementLead: string;
  elements: Record<TarotElement, string>;
  closing: string;
  /** Words that mark a question as about love or career; anything else reads as growth. */
  themes: Record<Exclude<TarotTheme, 'growth'>, string[]>;
}

export const TAROT_PHRASES = JSON.parse(read('builtin-phrases.json')) as TarotPhrases;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(values[key] ?? whole));
}
