// One planet's year: its sign ingresses (forwards, or backwards while retrograde) and its stations, for the learning
// hub's ingress and retrograde table. A single body is sampled daily (Mercury, the fastest planet listed, moves at most
// about 2.2° a day, so a sign boundary is crossed at most once between samples and a station — where the speed changes
// sign — shows as a change between two samples); each crossing is then solved by bisection to under a second.
// The whole-sky scan of skyEvents samples every body twice a day; this one costs one body a day.
import { ephemerisAt } from '../bodies/ephemeris.ts';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julianDay.ts';
import { normalizeDeg } from '../math/angles.ts';

export const CYCLE_BODIES = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type CycleBody = (typeof CYCLE_BODIES)[number];

/** At most this many days in one call (a calendar year and the retrograde periods that straddle it). */
export const MAX_CYCLE_SPAN_DAYS = 800;

export interface CycleIngress {
  kind: 'ingress';
  utc: string;
  jdUt: number;
  /** The sign entered, 0 = Aries. */
  signIndex: number;
  /** Entered moving backwards (back into the previous sign). */
  retrograde: boolean;
}

export interface CycleStation {
  kind: 'station';
  utc: string;
  jdUt: number;
  turns: 'retrograde' | 'direct';
  /** Ecliptic longitude of date at the station, degrees [0, 360). */
  longitudeDeg: number;
}

export type CycleEvent = CycleIngress | CycleStation;

const positionAt = (body: CycleBody, jdUt: number) => ephemerisAt(jdUt, [body]).bodies[body]!;
const signOf = (longitudeDeg: number): number => Math.floor(normalizeDeg(longitudeDeg) / 30) % 12;
const utcOf = (jdUt: number): string => new Date(Math.round(unixMsFromJdUt(jdUt))).toISOString();

/** Bisects [a, b] on the sign of `f` (f(a) and f(b) differ in sign) to about a second. */
function bisect(f: (jd: number) => number, a: number, b: number): number {
  let [lo, hi, fLo] = [a, b, f(a)];
  for (let i = 0; i < 40 && hi - lo > 1e-5; i++) {
    const mid = (lo + hi) / 2;
    const fMid = f(mid);
    if (fMid < 0 === fLo < 0) [lo, fLo] = [mid, fMid];
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Signed distance (degrees, (−180, 180]) from a sign boundary to a longitude. */
const pastBoundaryDeg = (longitudeDeg: number, boundaryDeg: number): number =>
  ((((longitudeDeg - boundaryDeg) % 360) + 540) % 360) - 180;

/**
 * Sign ingresses and stations of one body with their instant in [startUtc, endUtc), in time order. The Sun never
 * stations. Throws on instants that do not parse, an end not after the start, or a span over MAX_CYCLE_SPAN_DAYS.
 */
export function planetCycle(body: CycleBody, startUtc: string, endUtc: string): CycleEvent[] {
  const jd0 = jdUtFromUnixMs(Date.parse(startUtc));
  const jd1 = jdUtFromUnixMs(Date.parse(endUtc));
  if (!Number.isFinite(jd0) || !Number.isFinite(jd1) || jd1 <= jd0)
    throw new RangeError('planetCycle: startUtc and endUtc must be instants with the end after the start');
  if (jd1 - jd0 > MAX_CYCLE_SPAN_DAYS)
    throw new RangeError(`planetCycle: at most ${MAX_CYCLE_SPAN_DAYS} days at once`);
  if (!CYCLE_BODIES.includes(body)) throw new RangeError(`planetCycle: unknown body ${String(body)}`);

  const events: CycleEvent[] = [];
  let jdA = jd0;
  let a = positionAt(body, jdA);
  while (jdA < jd1) {
    const jdB = Math.min(jdA + 1, jd1);
    const b = positionAt(body, jdB);
    const signA = signOf(a.longitudeDeg);
    const signB = signOf(b.longitudeDeg);
    if (signA !== signB) {
      const forward = pastBoundaryDeg(b.longitudeDeg, a.longitudeDeg) > 0;
      const boundaryDeg = (forward ? signB : signA) * 30;
      const jd = bisect((t) => pastBoundaryDeg(positionAt(body, t).longitudeDeg, boundaryDeg), jdA, jdB);
      events.push({ kind: 'ingress', utc: utcOf(jd), jdUt: jd, signIndex: signB, retrograde: !forward });
    }
    if (body !== 'sun' && a.speedDegPerDay < 0 !== b.speedDegPerDay < 0) {
      const jd = bisect((t) => positionAt(body, t).speedDegPerDay, jdA, jdB);
      events.push({
        kind: 'station',
        utc: utcOf(jd),
        jdUt: jd,
        turns: b.speedDegPerDay < 0 ? 'retrograde' : 'direct',
        longitudeDeg: normalizeDeg(positionAt(body, jd).longitudeDeg),
      });
    }
    [jdA, a] = [jdB, b];
  }
  return events.sort((x, y) => x.jdUt - y.jdUt);
}
