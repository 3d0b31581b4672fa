// Tarot meanings: every card has an upright and a reversed text, original Chinese prose of 80–160 字 that names
// its card, and no sentence is repeated anywhere in the tarot texts or the rest of the corpus.
import { describe, expect, it } from 'vitest';
import { CHART_CORPUS_TEXTS } from '../../test/corpus-texts.ts';
import { collectTexts, expectNoRepeatedSentences, expectTextSet } from '../../test/reading-text-checks.ts';
import { TAROT_CARD_IDS, TAROT_ORIENTATIONS } from './card-types.ts';
import { TAROT_CARD_BY_ID } from './cards.ts';
import { TAROT_MEANING } from './meanings.ts';

describe('tarot meanings', () => {
  it('has upright and reversed texts of 80–160 字 for exactly the 78 cards', () => {
    expect(Object.keys(TAROT_MEANING).sort()).toEqual([...TAROT_CARD_IDS].sort());
    expectTextSet(
      'tarot-meaning',
      TAROT_CARD_IDS.flatMap((id) => TAROT_ORIENTATIONS.map((o) => [`${id}.${o}`, TAROT_MEANING[id]?.[o]] as const)),
      80,
      160,
      156,
    );
  });

  it('names its card in every text, so no text sits under the wrong card', () => {
    for (const id of TAROT_CARD_IDS)
      for (const o of TAROT_ORIENTATIONS) expect(TAROT_MEANING[id][o], `${id}.${o}`).toContain(TAROT_CARD_BY_ID[id].nameZh);
  });

  it('speaks of the reversed card in every reversed text', () => {
    for (const id of TAROT_CARD_IDS) expect(TAROT_MEANING[id].reversed, id).toContain('逆位');
  });

  it('repeats no sentence of 12 字 or more, here or in the chart corpus', () => {
    expectNoRepeatedSentences(collectTexts(TAROT_MEANING), CHART_CORPUS_TEXTS);
  });
});
