import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DiceFaceRecord } from '@xingtu/contracts/dice';

// The dice reading's texts live as data beside this file (prompts/system-dice.md for a chat model,
// prompts/builtin-phrases.json for the built-in engine), read once at start-up; this file fills them in.

const dir = path.join(import.meta.dirname, 'prompts');
const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');

const SYSTEM = read('system-dice.md');

interface Phrases {
  intro: string;
  questionEcho: string;
  sentence: string;
  planetHeading: string;
  signHeading: string;
  houseHeading: string;
  adviceHeading: string;
  advice: string;
  closing: string;
}
const P = JSON.parse(read('builtin-phrases.json')) as Phrases;

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

const words = (face: DiceFaceRecord) => face.keywords.join('、');

function named(faces: DiceFaceRecord[]) {
  const [planet, sign, house] = faces as [DiceFaceRecord, DiceFaceRecord, DiceFaceRecord];
  return { planet, sign, house };
}

/** The system prompt for a chat model: the question and the three faces with their meanings. */
export function diceSystemPrompt(question: string, faces: DiceFaceRecord[], today: string): string {
  return fill(SYSTEM, {
    today,
    question,
    faces: faces.map((f) => `- ${f.name}（${words(f)}）：${f.text}`).join('\n'),
  });
}

/** The built-in engine's reading: the roll as one sentence, each die's meaning, advice. Pure. */
export function builtinDiceReading(question: string, faces: DiceFaceRecord[]): string {
  const { planet, sign, house } = named(faces);
  const values = {
    question,
    planet: planet.name,
    sign: sign.name,
    house: house.name,
    planetWords: words(planet),
    signWords: words(sign),
    houseWords: words(house),
  };
  return [
    P.intro,
    fill(P.questionEcho, values),
    fill(P.sentence, values),
    `${fill(P.planetHeading, { name: planet.name })}\n${planet.text}`,
    `${fill(P.signHeading, { name: sign.name })}\n${sign.text}`,
    `${fill(P.houseHeading, { name: house.name })}\n${house.text}`,
    `${P.adviceHeading}\n${fill(P.advice, values)}`,
    P.closing,
  ].join('\n\n');
}
