import { BIRTH_TIME_RELIABILITY } from '@xingtu/contracts/enums';
import { dictEntry } from '@xingtu/readings/data/learning/dict';
import {
  BIRTH_INFO_INTRO,
  BIRTH_INFO_SECTIONS,
  TIME_RELIABILITY_TEXTS,
} from '@xingtu/readings/data/learning/birth-info';

// The birth-info guide's data, made on the server so its texts stay out of the client bundle.

/** Dictionary entries worth reading next to the guide, in this order. */
const RELATED_KEYS = ['trueSolarTime', 'timeReliability', 'asc', 'mc', 'houseSystem', 'solarArc'];

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
  const related = RELATED_KEYS.flatMap((key) => {
    const entry = dictEntry(key);
    return entry ? [{ key, term: entry.term }] : [];
  });
  return { intro: BIRTH_INFO_INTRO, sections: [...BIRTH_INFO_SECTIONS], reliability, related };
}
