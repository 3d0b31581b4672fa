// One personal day of the engine → the record the report and the pages read: the day's facts (Beijing wall
// times), its score with reasons and its texts from the readings. Pure.
import type { PersonalDay } from '@xingtu/astro';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { CalendarDayRecord } from '@xingtu/contracts/calendar';
import { MOON_PHASE_NAMES_ZH } from '@xingtu/contracts/sky';
import { type DayFacts, dayScore, dayTexts, transitTitle } from '@xingtu/readings/calendar/index';
import type { HouseNumber } from '@xingtu/readings/keys';
import { eventRecord } from './event-records.ts';

const time = (utc: string): string => formatBeijing(utc, 'time');

/** The house the Moon spends the longest part of the day in. */
function mainHouse(day: PersonalDay): HouseNumber | null {
  const houses = day.moonHouses;
  if (!houses) return null;
  const end = Date.parse(day.endUtc);
  let best = houses[0]!;
  let longest = -1;
  houses.forEach((h, k) => {
    const length = Date.parse(houses[k + 1]?.fromUtc ?? day.endUtc) - Date.parse(h.fromUtc);
    if (length > longest && Date.parse(h.fromUtc) < end) [best, longest] = [h, length];
  });
  return best.house as HouseNumber;
}

function voidsOf(day: PersonalDay): { from: string; to: string; minutes: number }[] {
  const dayStart = Date.parse(day.startUtc);
  const dayEnd = Date.parse(day.endUtc);
  return day.voidsOfCourse.map((v) => {
    const from = Math.max(Date.parse(v.utc), dayStart);
    const to = Math.min(Date.parse(v.endUtc), dayEnd);
    return {
      from: time(new Date(from).toISOString()),
      to: to === dayEnd ? '24:00' : time(new Date(to).toISOString()),
      minutes: Math.round((to - from) / 60_000),
    };
  });
}

function factsOf(day: PersonalDay): DayFacts {
  return {
    transits: day.transits.map((t) => ({
      body: t.body,
      natalPoint: t.natalPoint,
      type: t.type,
      time: time(t.utc),
    })),
    moonHouse: mainHouse(day),
    moonPhase: day.moonPhase,
    stations: day.skyEvents.flatMap((e) =>
      e.kind === 'station' ? [{ body: e.body, turns: e.turns, time: time(e.utc) }] : [],
    ),
    eclipses: day.skyEvents.flatMap((e) =>
      e.kind === 'eclipse' ? [{ eclipse: e.eclipse, time: time(e.utc) }] : [],
    ),
    voids: voidsOf(day),
  };
}

export function dayRecord(day: PersonalDay): CalendarDayRecord {
  const facts = factsOf(day);
  const score = dayScore(facts);
  const texts = dayTexts(facts);
  return {
    date: day.date,
    score: score.score,
    stars: score.stars,
    reasons: score.reasons,
    moonPhase: day.moonPhase,
    moonPhaseZh: MOON_PHASE_NAMES_ZH[day.moonPhase],
    moonHouses: (day.moonHouses ?? []).map((h) => ({
      house: h.house,
      from: h.fromUtc === day.startUtc ? '00:00' : time(h.fromUtc),
    })),
    transits: day.transits.map((t) => ({
      body: t.body,
      natalPoint: t.natalPoint,
      aspect: t.type,
      at: t.utc,
      time: time(t.utc),
      title: transitTitle(t),
    })),
    events: day.skyEvents.map(eventRecord),
    voids: facts.voids.map(({ from, to }) => ({ from, to })),
    texts,
  };
}
