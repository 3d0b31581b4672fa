// Moon phases (elongation of the Moon from the Sun reaching 0°, 90°, 180°, 270°, as in Meeus ch. 49) and the
// void-of-course Moon: from the Moon's last exact Ptolemaic aspect to a planet until it leaves the sign.
import { type BodyId, ephemerisAt } from '../bodies/ephemeris.ts';
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

export interface VoidOfCourse {
  /** Start: the Moon's last exact aspect in the sign (null if it made none in the sign: void all through). */
  startUtc: string | null;
  lastAspect: { body: BodyId; angleDeg: number } | null;
  /** End: the Moon's ingress into the next sign. */
  endUtc: string;
  signIndexEntered: number;
}

const VOC_BODIES: readonly BodyId[] = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];
const PTOLEMAIC = [0, 60, 90, 120, 180, 240, 270, 300];

/** Void-of-course periods ending (at a lunar sign ingress) between two instants. */
export function voidOfCourseMoon(startUtc: string, endUtc: string): VoidOfCourse[] {
  const jd0 = jdUtFromUnixMs(Date.parse(startUtc));
  const jd1 = jdUtFromUnixMs(Date.parse(endUtc));
  const step = 0.25;
  const out: VoidOfCourse[] = [];
  let signStart = jd0;
  let prev = ephemerisAt(jd0);
  // Latest exact aspect found in the current sign.
  let last: { jd: number; body: BodyId; angleDeg: number } | null = null;
  for (let jd = jd0 + step; jd <= jd1 + step; jd += step) {
    const cur = ephemerisAt(jd);
    for (const body of VOC_BODIES) {
      for (const angle of PTOLEMAIC) {
        const f = (e: typeof cur): number =>
          wrap180(e.bodies.moon.longitudeDeg - e.bodies[body].longitudeDeg - angle);
        const fA = f(prev);
        const fB = f(cur);
        if (fA < 0 && fB >= 0 && fB - fA < 90) {
          const sep: AngleOf = (e) => ({
            angleDeg: e.bodies.moon.longitudeDeg - e.bodies[body].longitudeDeg,
            rateDegPerDay: e.bodies.moon.speedDegPerDay - e.bodies[body].speedDegPerDay,
          });
          const at = refineAngle(sep, angle, prev.jdUt, cur.jdUt, fA, fB);
          if (!last || at > last.jd)
            last = { jd: at, body, angleDeg: angle % 180 === 0 ? angle : Math.min(angle, 360 - angle) };
        }
      }
    }
    const s0 = Math.floor(prev.bodies.moon.longitudeDeg / 30);
    const s1 = Math.floor(cur.bodies.moon.longitudeDeg / 30);
    if (s0 !== s1) {
      const boundary = s1 * 30;
      const moonLon: AngleOf = (e) => ({
        angleDeg: e.bodies.moon.longitudeDeg,
        rateDegPerDay: e.bodies.moon.speedDegPerDay,
      });
      const ingress = refineAngle(
        moonLon,
        boundary,
        prev.jdUt,
        cur.jdUt,
        wrap180(prev.bodies.moon.longitudeDeg - boundary),
        wrap180(cur.bodies.moon.longitudeDeg - boundary),
      );
      // An aspect found in the same step but after the ingress belongs to the next sign.
      const inSign = last && last.jd <= ingress ? last : null;
      if (ingress >= jd0 && ingress <= jd1 && signStart > jd0) {
        out.push({
          startUtc: inSign ? iso(inSign.jd) : null,
          lastAspect: inSign ? { body: inSign.body, angleDeg: inSign.angleDeg } : null,
          endUtc: iso(ingress),
          signIndexEntered: s1,
        });
      }
      last = last && last.jd > ingress ? last : null;
      signStart = ingress;
    }
    prev = cur;
  }
  return out;
}
