import { ephemerisAt, jdUtFromUnixMs, moonPhaseAt, moonPhases } from '@xingtu/astro';
import type { MoonMonthRecord } from '@xingtu/contracts/learning';
import { MOON_PHASE_NAMES_ZH, moonPhaseOf } from '@xingtu/contracts/sky';
import { zodiacPosition } from './positions.ts';

// The Moon-phase calendar: a Beijing month's four principal phases to the minute, and each evening's Moon.

const HOUR_MS = 3_600_000;
/** Beijing midnight of the 1st (month 13 is January of the next year). */
const monthStartMs = (year: number, month: number): number => Date.UTC(year, month - 1, 1) - 8 * HOUR_MS;
/** 20:00 Beijing time, when most people look at the Moon. */
const EVENING_HOURS = 20;

export function moonMonth(year: number, month: number): MoonMonthRecord {
  const start = monthStartMs(year, month);
  const end = monthStartMs(year, month + 1);
  const moonAt = (jdUt: number) => ephemerisAt(jdUt, ['moon']).bodies.moon!.longitudeDeg;
  const phases = moonPhases(new Date(start).toISOString(), new Date(end).toISOString()).map((event) => ({
    ...zodiacPosition(moonAt(event.jdUt)),
    phase: event.phase,
    phaseZh: MOON_PHASE_NAMES_ZH[event.phase],
    at: event.utc,
  }));
  const dayCount = Math.round((end - start) / (24 * HOUR_MS));
  const days = Array.from({ length: dayCount }, (_, i) => {
    const evening = start + i * 24 * HOUR_MS + EVENING_HOURS * HOUR_MS;
    const jdUt = jdUtFromUnixMs(evening);
    const phase = moonPhaseAt(jdUt);
    const key = moonPhaseOf(phase.elongationDeg);
    return {
      date: `${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`,
      phase: key,
      phaseZh: MOON_PHASE_NAMES_ZH[key],
      illuminatedPercent: Math.round(phase.illuminatedFraction * 100),
      waxing: phase.elongationDeg < 180,
      moonSignZh: zodiacPosition(moonAt(jdUt)).signZh,
    };
  });
  return { year, month, phases, days };
}
