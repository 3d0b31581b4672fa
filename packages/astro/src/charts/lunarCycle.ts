// Moon phases (elongation of the Moon from the Sun reaching 0°, 90°, 180°, 270°, as in Meeus ch. 49). The
// void-of-course Moon is the calendar's (calendar/voidOfCourse.ts), which checks every aspect inside the sign.
import { ephemerisAt } from '../bodies/ephemeris.ts';
import { normalizeDeg } from '../math/angles.ts';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julianDay.ts';
import { type AngleOf, refineAngle, wrap180 } from './longitudeSearch.ts';

export type PhaseName = 'new' | 'firstQuarter' | 'full' | 'lastQuarter';
export interface MoonPhaseEvent {
  phase: PhaseName;
  utc: string;
  jdUt: number;
}

const elongation: AngleOf = (e) => ({
  angleDeg: e.bodies.moon.longitudeDeg - e.bodies.sun.longitudeDeg,
  rateDegPerDay: e.bodies.moon.speedDegPerDay - e.bodies.sun.speedDegPerDay,
});

const iso = (jd: number): string => new Date(Math.round(unixMsFromJdUt(jd))).toISOString();

/** Elongation (0…360°, 180 = full) and illuminated fraction of the Moon at a Julian day (UT). */
export function moonPhaseAt(jdUt: number): { elongationDeg: number; illuminatedFraction: number } {
  const e = ephemerisAt(jdUt);
  const el = normalizeDeg(e.bodies.moon.longitudeDeg - e.bodies.sun.longitudeDeg);
  // Fraction from the geocentric elongation (Meeus (48.1)–(48.3) without the small parallax term).
  return { elongationDeg: el, illuminatedFraction: (1 - Math.cos((el * Math.PI) / 180)) / 2 };
}

/** Principal phases between two instants, in time order. */
export function moonPhases(startUtc: string, endUtc: string): MoonPhaseEvent[] {
  const jd0 = jdUtFromUnixMs(Date.parse(startUtc));
  const jd1 = jdUtFromUnixMs(Date.parse(endUtc));
  const names: PhaseName[] = ['new', 'firstQuarter', 'full', 'lastQuarter'];
  const out: MoonPhaseEvent[] = [];
  let prevJd = jd0;
  let prev = normalizeDeg(elongation(ephemerisAt(jd0)).angleDeg);
  for (let jd = jd0 + 1; prevJd < jd1; jd += 1) {
    const cur = Math.min(jd, jd1);
    const el = normalizeDeg(elongation(ephemerisAt(cur)).angleDeg);
    const q0 = Math.floor(prev / 90);
    const q1 = Math.floor(el / 90);
    if (q0 !== q1) {
      const target = ((q0 + 1) % 4) * 90;
      const at = refineAngle(elongation, target, prevJd, cur, wrap180(prev - target), wrap180(el - target));
      out.push({ phase: names[(q0 + 1) % 4]!, utc: iso(at), jdUt: at });
    }
    prevJd = cur;
    prev = el;
  }
  return out;
}
