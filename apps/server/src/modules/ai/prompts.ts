import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AiMode } from '@xingtu/contracts/ai';
import type { Grounding } from './grounding.ts';

// The prompt texts live as data beside this file (prompts/*.md, prompts/builtin-phrases.json), read
// once at start-up; this file only fills in their {{placeholders}}.

const dir = path.join(import.meta.dirname, 'prompts');
const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');

const SYSTEM: Record<AiMode, string> = {
  chart: read('system-chart.md'),
  career: read('system-career.md'),
  kimi: read('system-kimi.md'),
};

export type Topic = 'love' | 'career' | 'study' | 'transit' | 'core' | 'aspects' | 'whole';

export interface BuiltinPhrases {
  intro: string;
  questionEcho: string;
  noTime: string;
  transitHeading: string;
  noTransit: string;
  closing: string;
  topics: Record<Topic, string[]>;
}

export const BUILTIN_PHRASES = JSON.parse(read('builtin-phrases.json')) as BuiltinPhrases;

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The system prompt of a mode, carrying the chart facts and today's transits. */
export function systemPrompt(mode: AiMode, grounding: Grounding): string {
  return fill(SYSTEM[mode], {
    today: grounding.today,
    name: grounding.name,
    facts: grounding.facts.join('\n'),
  });
}
