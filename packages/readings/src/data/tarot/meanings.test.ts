// Tarot meanings: every card has an upright and a reversed text, original Chinese prose of 80–160 字 that names
// its card, and no sentence is repeated anywhere in the tarot texts or the rest of the corpus.
import { describe, expect, it } from 'vitest';
import { collectTexts, expectNoRepeatedSentences, expectTextSet } from '../../test/reading-text-checks.ts';
import { MAJOR_CARD_IDS, TAROT_ORIENTATIONS } from './card-types.ts';
import { TAROT_CARD_BY_ID } from './cards.ts';
import { MAJOR_MEANING } from './meanings-major.ts';

describe('tarot meanings', () => {
  it('majors: 22 × upright/reversed texts of 80–160 字, each naming its card', () => {
    expect(Object.keys(MAJOR_MEANING).sort()).toEqual([...MAJOR_CARD_IDS].sort());
    expectTextSet(
      'major-meaning',
      MAJOR_CARD_IDS.flatMap((id) => TAROT_ORIENTATIONS.map((o) => [`${id}.${o}`, MAJOR_MEANING[id]?.[o]] as const)),
      80,
      160,
      44,
    );
    for (const id of MAJOR_CARD_IDS)
      for (const o of TAROT_ORIENTATIONS) expect(MAJOR_MEANING[id][o], `${id}.${o}`).toContain(TAROT_CARD_BY_ID[id].nameZh);
  });

  it('repeats no sentence of 12 字 or more', () => {
    expectNoRepeatedSentences(collectTexts(MAJOR_MEANING));
  });
});
