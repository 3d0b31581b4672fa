import { BIRTH_TIME_RELIABILITY } from '@xingtu/contracts/enums';
import { TIME_RELIABILITY_TEXTS } from '@xingtu/readings/data/learning/birth-info';
import { dictEntry } from '@xingtu/readings/data/learning/dict';
import { describe, expect, it } from 'vitest';
import { loadBirthInfoPage } from './birth-info.server.ts';

describe('birth-info page data', () => {
  it('explains the grades A–H in the form’s order, each with the form’s wording', () => {
    const { reliability } = loadBirthInfoPage();
    expect(reliability.map((row) => row.grade)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    reliability.forEach((row, index) => {
      expect(row.criterion).toBe(BIRTH_TIME_RELIABILITY[index]!.label);
      expect(row.text).toBe(TIME_RELIABILITY_TEXTS[row.grade as 'A'].text);
    });
  });

  it('has the six sections, each linking only to dictionary entries that exist', () => {
    const { sections } = loadBirthInfoPage();
    expect(sections.map((section) => section.key)).toEqual([
      'date',
      'time',
      'place',
      'clock',
      'records',
      'uncertain',
    ]);
    const links = sections.flatMap((section) => section.links);
    expect(links.length).toBeGreaterThanOrEqual(12);
    links.forEach((link) => expect(dictEntry(link.key)?.term).toBe(link.term));
    const clock = sections.find((section) => section.key === 'clock')!;
    expect(clock.links.map((link) => link.term)).toEqual(['真太阳时']);
  });
});
