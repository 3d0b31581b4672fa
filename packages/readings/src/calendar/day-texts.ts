// The day's short texts, chosen from the calendar corpus (data/report/calendar.ts): the Moon's house, each exact
// transit, the phase of the Moon, stations and the void-of-course Moon. Deterministic: the same day reads the same.
import { aspectFamilyOf } from '../keys.ts';
import {
  DAY_ASPECT,
  MOON_PHASE,
  MOON_THROUGH_HOUSE,
  STATION,
  VOID_OF_COURSE,
} from '../data/report/calendar.ts';
import type { DayFacts } from './day-facts.ts';
import { houseName, pointName, transitTitle } from './names.ts';

export interface DayText {
  /** What the text is about, e.g. "行运金星三分相本命太阳 · 14:32". */
  title: string;
  text: string;
}

const PHASE_NAMES: Record<DayFacts['moonPhase'], string> = {
  new: '新月',
  waxingCrescent: '娥眉月',
  firstQuarter: '上弦月',
  waxingGibbous: '盈凸月',
  full: '满月',
  waningGibbous: '亏凸月',
  lastQuarter: '下弦月',
  waningCrescent: '残月',
};

export function dayTexts(facts: DayFacts): DayText[] {
  const out: DayText[] = [];
  if (facts.moonHouse !== null)
    out.push({
      title: `月亮经过本命${houseName(facts.moonHouse)}`,
      text: MOON_THROUGH_HOUSE[facts.moonHouse],
    });
  for (const t of facts.transits) {
    const family = aspectFamilyOf(t.type);
    if (!family) continue;
    out.push({
      title: `${transitTitle(t)} · ${t.time}`,
      text: DAY_ASPECT[t.body][t.natalPoint][family],
    });
  }
  for (const s of facts.stations)
    out.push({
      title: `${pointName(s.body)}停滞转${s.turns === 'retrograde' ? '逆' : '顺'} · ${s.time}`,
      text: STATION[s.body][s.turns],
    });
  for (const v of facts.voids) out.push({ title: `月亮空亡 · ${v.from}–${v.to}`, text: VOID_OF_COURSE });
  out.push({ title: PHASE_NAMES[facts.moonPhase], text: MOON_PHASE[facts.moonPhase] });
  return out;
}
