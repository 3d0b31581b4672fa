// Theme texts: for every card, what it says about love, career and growth — 40–90 字 of Chinese prose that names its
// card, none repeating a sentence of the meanings, the other themes or the chart corpus.
import { describe, expect, it } from 'vitest';
import { CHART_CORPUS_TEXTS } from '../../test/corpus-texts.ts';
import { collectTexts, expectNoRepeatedSentences, expectTextSet } from '../../test/reading-text-checks.ts';
import { MAJOR_CARD_IDS, MINOR_RANKS, TAROT_THEMES, type TarotCardId, type TarotThemeTexts } from './card-types.ts';
import { TAROT_CARD_BY_ID } from './cards.ts';
import { TAROT_MEANING } from './meanings.ts';
import { CUPS_THEME } from './themes-cups.ts';
import { MAJOR_THEME } from './themes-major.ts';
import { WANDS_THEME } from './themes-wands.ts';

const SETS: readonly [name: string, ids: readonly TarotCardId[], texts: Partial<Record<TarotCardId, TarotThemeTexts>>][] = [
  ['major', MAJOR_CARD_IDS, MAJOR_THEME],
  ['wands', MINOR_RANKS.map((r) => `wands-${r}` as const), WANDS_THEME],
  ['cups', MINOR_RANKS.map((r) => `cups-${r}` as const), CUPS_THEME],
];

describe('tarot themes', () => {
  it.each(SETS)('%s: love, career and growth texts of 40–90 字, each naming its card', (name, ids, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...ids].sort());
    expectTextSet(
      `${name}-theme`,
      ids.flatMap((id) => TAROT_THEMES.map((t) => [`${id}.${t}`, texts[id]?.[t]] as const)),
      40,
      90,
      ids.length * 3,
    );
    for (const id of ids)
      for (const t of TAROT_THEMES) expect(texts[id]?.[t], `${id}.${t}`).toContain(TAROT_CARD_BY_ID[id].nameZh);
  });

  it('repeats no sentence of 12 字 or more, here, in the meanings or in the chart corpus', () => {
    expectNoRepeatedSentences(SETS.flatMap(([name, , texts]) => collectTexts(texts, name)), [
      ...CHART_CORPUS_TEXTS,
      ...collectTexts(TAROT_MEANING, 'meaning'),
    ]);
  });
});
