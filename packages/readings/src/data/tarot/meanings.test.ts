// Tarot meanings: every card has an upright and a reversed text, original Chinese prose of 80–160 字 that names
// its card, and no sentence is repeated anywhere in the tarot texts or the rest of the corpus.
import { describe, expect, it } from 'vitest';
import { CHART_CORPUS_TEXTS } from '../../test/corpus-texts.ts';
import { collectTexts, expectNoRepeatedSentences, expectTextSet } from '../../test/reading-text-checks.ts';
import { MAJOR_CARD_IDS, MINOR_RANKS, TAROT_ORIENTATIONS, type TarotCardId, type TarotMeaning } from './card-types.ts';
import { TAROT_CARD_BY_ID } from './cards.ts';
import { CUPS_MEANING } from './meanings-cups.ts';
import { MAJOR_MEANING } from './meanings-major.ts';
import { WANDS_MEANING } from './meanings-wands.ts';

const SETS: readonly [name: string, ids: readonly TarotCardId[], texts: Partial<Record<TarotCardId, TarotMeaning>>][] = [
  ['major', MAJOR_CARD_IDS, MAJOR_MEANING],
  ['wands', MINOR_RANKS.map((r) => `wands-${r}` as const), WANDS_MEANING],
  ['cups', MINOR_RANKS.map((r) => `cups-${r}` as const), CUPS_MEANING],
];

describe('tarot meanings', () => {
  it.each(SETS)('%s: upright and reversed texts of 80–160 字, each naming its card', (name, ids, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...ids].sort());
    expectTextSet(
      `${name}-meaning`,
      ids.flatMap((id) => TAROT_ORIENTATIONS.map((o) => [`${id}.${o}`, texts[id]?.[o]] as const)),
      80,
      160,
      ids.length * 2,
    );
    for (const id of ids)
      for (const o of TAROT_ORIENTATIONS) expect(texts[id]?.[o], `${id}.${o}`).toContain(TAROT_CARD_BY_ID[id].nameZh);
  });

  it('repeats no sentence of 12 字 or more, here or in the chart corpus', () => {
    expectNoRepeatedSentences(
      SETS.flatMap(([name, , texts]) => collectTexts(texts, name)),
      CHART_CORPUS_TEXTS,
    );
  });
});
