// Transits over a date range: daily samples of the ephemeris, events bracketed between samples and refined to
// the minute by Newton steps on the real ephemeris (the daily motion is the derivative).
import { ASPECTS, type AspectId } from '@xingtu/contracts/astrology';
import { type BodyId, type Ephemeris, ephemerisAt } from '../bodies/ephemeris.ts';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julianDay.ts';
import { bodyLongitude, refineAngle, wrap180 } from './longitudeSearch.ts';

export type TransitEvent =
  | {
      kind: 'aspect';
      utc: string;
      jdUt: number;
      body: BodyId;
      natalPoint: string;
      type: AspectId;
      retrograde: boolean;
    }
  | { kind: 'ingress'; utc: string; jdUt: number; body: BodyId; signIndex: number; retrograde: boolean }
  | {
      kind: 'station';
      utc: string;
      jdUt: number;
      body: BodyId;
      turns: 'retrograde' | 'direct';
      longitudeDeg: number;
    };

export interface TransitOptions {
  startUtc: string;
  endUtc: string;
  /** Sampling step in days (default 1); events are then refined to about a minute. */
  stepDays?: number;
  /** Transiting bodies (default all but the Moon and the mean points). */
  bodies?: readonly BodyId[];
  /** Aspects looked for (default the five majors). */
  aspects?: readonly AspectId[];
}

export interface NatalPoints {
  bodies: Record<string, { longitudeDeg: number }>;
  angles?: { asc: number; mc: number } | null;
}

const DEFAULT_TRANSITING: readonly BodyId[] = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'trueNode',
  'chiron',
];
const NATAL_DEFAULT = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'trueNode',
  'chiron',
];
const MAJOR: readonly AspectId[] = ['conjunction', 'opposition', 'trine', 'square', 'sextile'];

const refineLongitude = (
  body: BodyId,
  targetDeg: number,
  jdA: number,
  jdB: number,
  fA: number,
  fB: number,
): number => refineAngle(bodyLongitude(body), targetDeg, jdA, jdB, fA, fB);

function refineStation(body: BodyId, jdA: number, jdB: number, vA: number, vB: number): number {
  let a = jdA;
  let b = jdB;
  let fa = vA;
  let fb = vB;
  for (let i = 0; i < 12 && b - a > 1 / 1440; i++) {
    const m = a + ((b - a) * fa) / (fa - fb); // regula falsi on the speed
    const mid = Math.min(Math.max(m, a + (b - a) * 0.05), b - (b - a) * 0.05);
    const v = ephemerisAt(mid).bodies[body].speedDegPerDay;
    if (v < 0 === fa < 0) {
      a = mid;
      fa = v;
    } else {
      b = mid;
      fb = v;
    }
  }
  return (a + b) / 2;
}

const toEvent = (jd: number): { utc: string; jdUt: number } => ({
  utc: new Date(Math.round(unixMsFromJdUt(jd))).toISOString(),
  jdUt: jd,
});

/** Aspects of transiting bodies to natal points, sign ingresses and stations between two instants, in time order. */
export function transitsOverRange(
  natal: NatalPoints,
  options: TransitOptions,
): { events: TransitEvent[]; samples: number } {
  const step = options.stepDays ?? 1;
  const jd0 = jdUtFromUnixMs(Date.parse(options.startUtc));
  const jd1 = jdUtFromUnixMs(Date.parse(options.endUtc));
  const bodies = options.bodies ?? DEFAULT_TRANSITING;
  const aspectIds = options.aspects ?? MAJOR;
  const targets: { point: string; type: AspectId; lonDeg: number }[] = [];
  const natalLon: [string, number][] = NATAL_DEFAULT.filter((id) => natal.bodies[id]).map((id) => [
    id,
    natal.bodies[id]!.longitudeDeg,
  ]);
  if (natal.angles) natalLon.push(['asc', natal.angles.asc], ['mc', natal.angles.mc]);
  for (const [point, lon] of natalLon) {
    for (const type of aspectIds) {
      const angle = ASPECTS[type].angleDeg;
      targets.push({ point, type, lonDeg: lon + angle });
      if (angle !== 0 && angle !== 180) targets.push({ point, type, lonDeg: lon - angle });
    }
  }
  const events: TransitEvent[] = [];
  let prev: Ephemeris = ephemerisAt(jd0);
  let samples = 1;
  for (let jd = jd0 + step; jd <= jd1 + 1e-9; jd += step) {
    const cur = ephemerisAt(Math.min(jd, jd1));
    samples++;
    for (const body of bodies) {
      const a = prev.bodies[body];
      const b = cur.bodies[body];
      for (const t of targets) {
        const fA = wrap180(a.longitudeDeg - t.lonDeg);
        const fB = wrap180(b.longitudeDeg - t.lonDeg);
        if (fA < 0 !== fB < 0 && Math.abs(fA - fB) < 90) {
          const at = refineLongitude(body, t.lonDeg, prev.jdUt, cur.jdUt, fA, fB);
          events.push({
            kind: 'aspect',
            ...toEvent(at),
            body,
            natalPoint: t.point,
            type: t.type,
            retrograde: fB < fA,
          });
        }
      }
      const signA = Math.floor(a.longitudeDeg / 30);
      const signB = Math.floor(b.longitudeDeg / 30);
      if (signA !== signB && body !== 'trueNode') {
        const forward = wrap180(b.longitudeDeg - a.longitudeDeg) > 0;
        const boundary = (forward ? signB : signA) * 30;
        const at = refineLongitude(
          body,
          boundary,
          prev.jdUt,
          cur.jdUt,
          wrap180(a.longitudeDeg - boundary),
          wrap180(b.longitudeDeg - boundary),
        );
        events.push({ kind: 'ingress', ...toEvent(at), body, signIndex: signB, retrograde: !forward });
      }
      if (a.speedDegPerDay < 0 !== b.speedDegPerDay < 0 && body !== 'trueNode') {
        const at = refineStation(body, prev.jdUt, cur.jdUt, a.speedDegPerDay, b.speedDegPerDay);
        events.push({
          kind: 'station',
          ...toEvent(at),
          body,
          turns: b.speedDegPerDay < 0 ? 'retrograde' : 'direct',
          longitudeDeg: ephemerisAt(at).bodies[body].longitudeDeg,
        });
      }
    }
    prev = cur;
  }
  events.sort((x, y) => x.jdUt - y.jdUt);
  return { events, samples };
}
