// Astrological dice: twelve faces per die, each with its name, three keywords and a 60–120 字 text, plus the
// 200–300 字 guide to reading the three together; no sentence repeated here, in the tarot or in the chart corpus.
import { describe, expect, it } from 'vitest';
import { PLANET_KEYWORDS, HOUSE_KEYWORDS, SIGN_KEYWORDS } from '../keywords.ts';
import { PLANET_KEYS } from '../../keys.ts';
import { TAROT_MEANING } from '../tarot/meanings.ts';
import { CHART_CORPUS_TEXTS } from '../../test/corpus-texts.ts';
import { charCount, collectTexts, expectNoRepeatedSentences, expectTextSet } from '../../test/reading-text-checks.ts';
import { DICE_HOUSE_FACES, DICE_PLANET_FACES, DICE_SIGN_FACES, type DiceFaceText } from './faces.ts';
import { DICE_HOUSE, DICE_HOW_TO_READ, DICE_PLANET, DICE_SIGN } from './meanings.ts';

const DICE: readonly [die: string, faces: readonly (string | number)[], texts: Record<string, DiceFaceText>][] = [
  ['planet', DICE_PLANET_FACES, DICE_PLANET],
  ['sign', DICE_SIGN_FACES, DICE_SIGN],
  ['house', DICE_HOUSE_FACES, DICE_HOUSE],
];

describe('astrological dice', () => {
  it.each(DICE)('%s die: twelve distinct faces, each with a text of 60–120 字 naming its face', (die, faces, texts) => {
    expect(faces).toHaveLength(12);
    expect(new Set(faces).size).toBe(12);
    expect(Object.keys(texts).sort()).toEqual(faces.map(String).sort());
    expectTextSet(
      `dice-${die}`,
      faces.map((f) => [String(f), texts[f]?.text] as const),
      60,
      120,
      12,
    );
    for (const f of faces) expect(texts[f]!.text, `${die} ${f}`).toContain(texts[f]!.name);
    expect(new Set(faces.map((f) => texts[f]!.name)).size).toBe(12);
  });

  it('gives every face three distinct Chinese keywords', () => {
    for (const [die, faces, texts] of DICE)
      for (const f of faces) {
        const words = texts[f]!.keywords;
        expect(new Set(words).size, `${die} ${f}`).toBe(3);
        for (const w of words) expect(w, `${die} ${f}`).toMatch(/^\p{Script=Han}{1,4}$/u);
      }
  });

  it('names faces as the chart pages do', () => {
    for (const p of PLANET_KEYS) expect(DICE_PLANET[p].name).toBe(PLANET_KEYWORDS[p].name);
    expect([DICE_PLANET.northNode.name, DICE_PLANET.southNode.name]).toEqual(['北交点', '南交点']);
    for (const s of DICE_SIGN_FACES) expect(DICE_SIGN[s].name).toBe(SIGN_KEYWORDS[s].name);
    for (const h of DICE_HOUSE_FACES) expect(DICE_HOUSE[h].name).toBe(HOUSE_KEYWORDS[h].name);
  });

  it('explains how the three dice read together in 200–300 字', () => {
    expectTextSet('dice-how-to-read', [['how', DICE_HOW_TO_READ]], 200, 300, 1);
    expect(charCount(DICE_HOW_TO_READ)).toBeGreaterThan(200);
    for (const die of ['行星骰', '星座骰', '宫位骰']) expect(DICE_HOW_TO_READ).toContain(die);
  });

  it('repeats no sentence of 12 字 or more', () => {
    expectNoRepeatedSentences(
      collectTexts({ DICE_PLANET, DICE_SIGN, DICE_HOUSE, DICE_HOW_TO_READ }),
      [...CHART_CORPUS_TEXTS, ...collectTexts(TAROT_MEANING, 'tarot')],
    );
  });
});
