// Dated events of the progressed and directed chart over a span of real time: exact aspects of progressed (or
// solar-arc directed) points to natal points, and the progressed Moon entering signs and natal houses. The progressed
// sky is sampled in progressed time (a quarter of a day ≈ three months of life) and read by Hermite interpolation
// (transitScan.ts); an instant of the progressed sky maps back to life by the day-for-a-year key. In a sidereal
// zodiac (the natal chart given stays tropical) the natal points are read less the birth's ayanamsa and the
// progressed sky less the ayanamsa of each progressed instant, as in progressions.ts.
import { ASPECTS, type AspectId } from '@xingtu/contracts/astrology';
import { type BodyId } from '../bodies/ephemeris.ts';
import { housesFromArmc } from '../houses/houseCusps.ts';
import { normalizeDeg } from '../math/angles.ts';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julianDay.ts';
import { ayanamsaAt, type Zodiac } from '../zodiac/ayanamsa.ts';
import type { NatalChart } from './natalChart.ts';
import {
  DEFAULT_PROGRESSED_ANGLES,
  type ProgressedAngleMethod,
  progressedArmcDeg,
  progressedJdUt,
  targetJdOfProgressed,
} from './progressions.ts';
import { type BodyTrack, crossingsInInterval, mayReach, sampleTracks } from './transitScan.ts';

export type DirectionTechnique = 'secondary' | 'solarArc';

export interface DirectedAspectEvent {
  technique: DirectionTechnique;
  /** The moving point: a body id, or asc / mc. */
  mover: string;
  natalPoint: string;
  type: AspectId;
  utc: string;
  jdUt: number;
  /** Secondary progressions only: the progressed body was retrograde. */
  retrograde: boolean;
}

export interface ProgressedMoonEvent {
  kind: 'sign' | 'house';
  /** Sign index 0–11, or natal house 1–12, entered. */
  entered: number;
  utc: string;
  jdUt: number;
}

export interface DirectedEventOptions {
  fromUtc: string;
  toUtc: string;
  technique: DirectionTechnique;
  /** Moving points (default: Sun, Moon, Mercury, Venus, Mars, and the ASC and MC when known). */
  movers?: readonly string[];
  /** Natal points aspected (default: the ten planets, and the ASC and MC when known). */
  natalPoints?: readonly string[];
  /** Aspects (default the five majors). */
  aspects?: readonly AspectId[];
  angles?: ProgressedAngleMethod;
  /** The zodiac the events are read in (default tropical). */
  zodiac?: Zodiac;
}

const MAJOR: readonly AspectId[] = ['conjunction', 'opposition', 'trine', 'square', 'sextile'];
const PLANETS = [
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
];
const STEP_PROGRESSED_DAYS = 0.25;

function span(
  natal: NatalChart,
  fromUtc: string,
  toUtc: string,
): { jd0: number; jd1: number; p0: number; p1: number } {
  const jd0 = jdUtFromUnixMs(Date.parse(fromUtc));
  const jd1 = jdUtFromUnixMs(Date.parse(toUtc));
  if (!Number.isFinite(jd0) || !Number.isFinite(jd1) || jd1 <= jd0)
    throw new RangeError('directed events: fromUtc and toUtc must be instants with to after from');
  // One sample step either side, so events at the very ends are bracketed.
  return {
    jd0,
    jd1,
    p0: progressedJdUt(natal.jdUt, jd0) - STEP_PROGRESSED_DAYS,
    p1: progressedJdUt(natal.jdUt, jd1) + STEP_PROGRESSED_DAYS,
  };
}

const tropicalLon = (natal: NatalChart, id: string): number | undefined =>
  id === 'asc' || id === 'mc' ? natal.angles?.[id] : natal.bodies[id as BodyId]?.longitudeDeg;

/** The natal point's longitude in the zodiac: the tropical one less the birth's ayanamsa. */
function natalLonIn(natal: NatalChart, zodiac: Zodiac): (id: string) => number | undefined {
  if (natal.zodiac !== 'tropical') throw new RangeError('directed events: give the tropical natal chart');
  const ayanamsa = ayanamsaAt(natal.jdUt, zodiac).deg;
  return (id) => {
    const lon = tropicalLon(natal, id);
    return lon === undefined ? undefined : normalizeDeg(lon - ayanamsa);
  };
}

/** A track of a progressed angle: sampled with the houses of each progressed instant, slopes by differences. */
function angleTrack(
  natal: NatalChart,
  sun: BodyTrack,
  which: 'asc' | 'mc',
  method: ProgressedAngleMethod,
  zodiac: Zodiac,
): BodyTrack {
  const n = sun.jd.length;
  const lon = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    // The houses are found from the tropical Sun, then read in the zodiac of the progressed instant.
    const ayanamsa = ayanamsaAt(sun.jd[i]!, zodiac).deg;
    const armc = progressedArmcDeg(natal, sun.jd[i]!, sun.lon[i]! + ayanamsa, natal.trueObliquityDeg, method);
    const h = housesFromArmc(armc, natal.latitude, natal.trueObliquityDeg, 'O');
    const v = (which === 'asc' ? h.ascDeg : h.mcDeg) - ayanamsa;
    lon[i] = i === 0 ? v : lon[i - 1]! + ((((v - lon[i - 1]!) % 360) + 540) % 360) - 180;
  }
  const speed = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = Math.max(0, i - 1);
    const b = Math.min(n - 1, i + 1);
    speed[i] = (lon[b]! - lon[a]!) / (sun.jd[b]! - sun.jd[a]!);
  }
  return { body: sun.body, jd: sun.jd, lon, speed };
}

/** Exact aspects of progressed or solar-arc directed points to the natal chart between two instants. */
export function directedAspects(natal: NatalChart, options: DirectedEventOptions): DirectedAspectEvent[] {
  const { jd0, jd1, p0, p1 } = span(natal, options.fromUtc, options.toUtc);
  const zodiac = options.zodiac ?? 'tropical';
  const natalLon = natalLonIn(natal, zodiac);
  const withAngles = (ids: readonly string[]) => (natal.angles ? [...ids, 'asc', 'mc'] : ids);
  const movers = (options.movers ?? withAngles(['sun', 'moon', 'mercury', 'venus', 'mars'])).filter(
    (id) => natalLon(id) !== undefined,
  );
  const natalPoints = options.natalPoints ?? withAngles(PLANETS);
  const aspects = options.aspects ?? MAJOR;
  const method = options.angles ?? DEFAULT_PROGRESSED_ANGLES;
  const bodyMovers = movers.filter((m) => m !== 'asc' && m !== 'mc') as BodyId[];
  const sampled = sampleTracks(
    options.technique === 'secondary' ? [...new Set<BodyId>(['sun', ...bodyMovers])] : ['sun'],
    p0,
    p1,
    STEP_PROGRESSED_DAYS,
    zodiac,
  );
  const sun = sampled.find((t) => t.body === 'sun')!;
  const out: DirectedAspectEvent[] = [];
  for (const mover of movers) {
    let track: BodyTrack;
    let shift = 0; // solar arc: the mover is at natal + arc, i.e. the Sun's track shifted by (natal mover − natal Sun)
    if (options.technique === 'solarArc') {
      track = sun;
      shift = natalLon(mover)! - natalLon('sun')!;
    } else if (mover === 'asc' || mover === 'mc') {
      if (!natal.angles) continue;
      track = angleTrack(natal, sun, mover, method, zodiac);
    } else track = sampled.find((t) => t.body === mover)!;
    for (const point of natalPoints) {
      const natalDeg = natalLon(point);
      if (natalDeg === undefined) continue;
      for (const type of aspects) {
        const angle = ASPECTS[type].angleDeg;
        const targets =
          angle === 0 || angle === 180 ? [natalDeg + angle] : [natalDeg + angle, natalDeg - angle];
        for (const t of targets) {
          const target = (((t - shift) % 360) + 360) % 360;
          for (let i = 0; i + 1 < track.jd.length; i++) {
            if (!mayReach(track, i, target, 0)) continue;
            for (const { crossing } of crossingsInInterval(track, i, target, [0])) {
              const jd = targetJdOfProgressed(natal.jdUt, crossing.jdUt);
              if (jd < jd0 || jd > jd1) continue;
              // A point "aspecting" its own natal place by conjunction is no event.
              if (point === mover && type === 'conjunction') continue;
              out.push({
                technique: options.technique,
                mover,
                natalPoint: point,
                type,
                utc: new Date(Math.round(unixMsFromJdUt(jd))).toISOString(),
                jdUt: jd,
                retrograde: options.technique === 'secondary' && crossing.direction < 0,
              });
            }
          }
        }
      }
    }
  }
  return out.sort((a, b) => a.jdUt - b.jdUt);
}

/** The progressed Moon entering signs and natal houses between two instants (in the zodiac's signs). */
export function progressedMoonEvents(
  natal: NatalChart,
  fromUtc: string,
  toUtc: string,
  zodiac: Zodiac = 'tropical',
): ProgressedMoonEvent[] {
  const { jd0, jd1, p0, p1 } = span(natal, fromUtc, toUtc);
  if (natal.zodiac !== 'tropical') throw new RangeError('directed events: give the tropical natal chart');
  const natalAyanamsa = ayanamsaAt(natal.jdUt, zodiac).deg;
  const [moon] = sampleTracks(['moon'], p0, p1, STEP_PROGRESSED_DAYS, zodiac) as [BodyTrack];
  const out: ProgressedMoonEvent[] = [];
  const boundaries: { kind: 'sign' | 'house'; deg: number; entered: number }[] = [];
  for (let s = 0; s < 12; s++) boundaries.push({ kind: 'sign', deg: s * 30, entered: s });
  natal.houses?.cusps.forEach((deg, i) =>
    boundaries.push({ kind: 'house', deg: normalizeDeg(deg - natalAyanamsa), entered: i + 1 }),
  );
  for (const b of boundaries)
    for (let i = 0; i + 1 < moon.jd.length; i++) {
      if (!mayReach(moon, i, b.deg, 0)) continue;
      for (const { crossing } of crossingsInInterval(moon, i, b.deg, [0])) {
        if (crossing.direction < 0) continue; // the Moon never retrogrades
        const jd = targetJdOfProgressed(natal.jdUt, crossing.jdUt);
        if (jd < jd0 || jd > jd1) continue;
        out.push({
          kind: b.kind,
          entered: b.entered,
          utc: new Date(Math.round(unixMsFromJdUt(jd))).toISOString(),
          jdUt: jd,
        });
      }
    }
  return out.sort((a, b) => a.jdUt - b.jdUt);
}
