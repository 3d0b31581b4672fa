// Theme texts: for every card, what it says about love, career and growth — 40–90 字 of Chinese prose that names its
// card, none repeating a sentence of the meanings, the other themes or the chart corpus.
import { describe, expect, it } from 'vitest';
import { CHART_CORPUS_TEXTS } from '../../test/corpus-texts.ts';
import { collectTexts, expectNoRepeatedSentences, expectTextSet } from '../../test/reading-text-checks.ts';
import { TAROT_CARD_IDS, TAROT_THEMES } from './card-types.ts';
import { TAROT_CARD_BY_ID } from './cards.ts';
import { TAROT_MEANING, TAROT_THEME } from './meanings.ts';

describe('tarot themes', () => {
  it('has love, career and growth texts of 40–90 字 for exactly the 78 cards', () => {
    expect(Object.keys(TAROT_THEME).sort()).toEqual([...TAROT_CARD_IDS].sort());
    expectTextSet(
      'tarot-theme',
      TAROT_CARD_IDS.flatMap((id) => TAROT_THEMES.map((t) => [`${id}.${t}`, TAROT_THEME[id]?.[t]] as const)),
      40,
      90,
      234,
    );
  });

  it('names its card in every text, so no text sits under the wrong card', () => {
    for (const id of TAROT_CARD_IDS)
      for (const t of TAROT_THEMES) expect(TAROT_THEME[id][t], `${id}.${t}`).toContain(TAROT_CARD_BY_ID[id].nameZh);
  });

  it('repeats no sentence of 12 字 or more, here, in the meanings or in the chart corpus', () => {
    expectNoRepeatedSentences(collectTexts(TAROT_THEME), [
      ...CHART_CORPUS_TEXTS,
      ...collectTexts(TAROT_MEANING, 'meaning'),
    ]);
  });
});
