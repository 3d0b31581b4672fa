import { BIRTH_TIME_RELIABILITY } from '@xingtu/contracts/enums';
import { dictEntry } from '@xingtu/readings/data/learning/dict';
import {
  BIRTH_INFO_INTRO,
  BIRTH_INFO_SECTIONS,
  TIME_RELIABILITY_TEXTS,
} from '@xingtu/readings/data/learning/birth-info';

// The birth-info guide's data, made on the server so its texts stay out of the client bundle.

type SectionKey = (typeof BIRTH_INFO_SECTIONS)[number]['key'];

/** Dictionary entries to read after each section, in this order. */
const SECTION_LINKS: Record<SectionKey, readonly string[]> = {
  date: ['tropicalZodiac', 'natalChart'],
  time: ['asc', 'mc', 'secondaryProgressions', 'solarArc'],
  place: ['houseSystem', 'housePlacidus', 'houseWholeSign'],
  clock: ['trueSolarTime'],
  records: ['timeReliability'],
  uncertain: ['timeReliability', 'asc'],
};

/** The entries the section names, as links; a key the dictionary lacks is left out. */
const linksOf = (section: SectionKey) =>
  SECTION_LINKS[section].flatMap((key) => {
    const entry = dictEntry(key);
    return entry ? [{ key, term: entry.term }] : [];
  });

export interface ReliabilityRow {
  grade: string;
  title: string;
  /** The option's wording in the birth-info form, so readers know which one to pick. */
  criterion: string;
  text: string;
}

export function loadBirthInfoPage() {
  const reliability: ReliabilityRow[] = BIRTH_TIME_RELIABILITY.map(({ value, label }) => ({
    grade: value,
    title: TIME_RELIABILITY_TEXTS[value].title,
    criterion: label,
    text: TIME_RELIABILITY_TEXTS[value].text,
  }));
  const sections = BIRTH_INFO_SECTIONS.map((section) => ({ ...section, links: linksOf(section.key) }));
  return { intro: BIRTH_INFO_INTRO, sections, reliability };
}
