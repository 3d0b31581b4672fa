// Transits over a date range: for each transiting body and natal point, the spells during which an aspect is within
// its orb (the orb window), the exact passes inside them (up to three when the body turns retrograde), sign ingresses
// and stations. Natal points are fixed, so whether a transit applies or separates depends on the transiting body's
// own motion only. Sampling and interpolation: transitScan.ts.
import { ASPECTS, type AspectId } from '@xingtu/contracts/astrology';
import { type BodyId, ephemerisAt } from '../bodies/ephemeris.ts';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julianDay.ts';
import { ayanamsaAt, type Zodiac } from '../zodiac/ayanamsa.ts';
import { type BodyTrack, crossingsInInterval, mayReach, sampleTracks } from './transitScan.ts';

export interface TransitInstant {
  utc: string;
  jdUt: number;
}

export interface TransitPass extends TransitInstant {
  /** The transiting body was retrograde at the exact pass. */
  retrograde: boolean;
}

/** One spell of a transiting body within orb of an aspect to a natal point. */
export interface TransitEpisode {
  body: BodyId;
  natalPoint: string;
  type: AspectId;
  /** Ecliptic longitude (deg) the body must reach for the aspect to be exact. */
  targetDeg: number;
  /** When the orb window opens and closes; null when it lies beyond the scanned span (before or after). */
  enters: TransitInstant | null;
  leaves: TransitInstant | null;
  /** Exact passes inside the window, in time order (none when the body turns back inside the orb). */
  exact: TransitPass[];
}

export type TransitEvent =
  | ({
      kind: 'aspect';
      body: BodyId;
      natalPoint: string;
      type: AspectId;
      retrograde: boolean;
    } & TransitInstant)
  | ({ kind: 'ingress'; body: BodyId; signIndex: number; retrograde: boolean } & TransitInstant)
  | ({
      kind: 'station';
      body: BodyId;
      turns: 'retrograde' | 'direct';
      longitudeDeg: number;
    } & TransitInstant);

export interface TransitOptions {
  startUtc: string;
  endUtc: string;
  /** Sampling step in days of the Sun, Mercury, Venus and Mars (default 1; the slower bodies take 4). */
  stepDays?: number;
  /** Transiting bodies (default the Sun, the planets but the Moon, the true node and Chiron). */
  bodies?: readonly BodyId[];
  /** Aspects looked for (default the five majors). */
  aspects?: readonly AspectId[];
  /** Natal points aspected (default the ten planets, true node, Chiron, and the ASC and MC when known). */
  natalPoints?: readonly string[];
  /** Orb of the windows, degrees (default 1). */
  orbDeg?: number;
  /** Days scanned beyond each end for the slow bodies' windows (default 120; the fast bodies' is 15). */
  marginDays?: number;
  /**
   * The zodiac of the natal points given (default tropical). In a sidereal one the transiting bodies are read in it
   * too, each instant less the ayanamsa of that instant (the convention of sidereal astrology: every chart in the
   * ayanamsa of its own moment). The natal points carry the birth's ayanamsa, so the ~50″ a year of precession
   * between birth and transit moves sidereal aspect times a little from the tropical ones; ingresses are into the
   * sidereal signs.
   */
  zodiac?: Zodiac;
}

export interface NatalPoints {
  bodies: Partial<Record<string, { longitudeDeg: number }>>;
  angles?: { asc: number; mc: number } | null;
}

export const DEFAULT_TRANSITING: readonly BodyId[] = [
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
  'asc',
  'mc',
];
const MAJOR: readonly AspectId[] = ['conjunction', 'opposition', 'trine', 'square', 'sextile'];
const FAST: ReadonlySet<BodyId> = new Set(['sun', 'moon', 'mercury', 'venus', 'mars']);

const instant = (jd: number): TransitInstant => ({
  utc: new Date(Math.round(unixMsFromJdUt(jd))).toISOString(),
  jdUt: jd,
});

function natalLongitude(natal: NatalPoints, id: string): number | undefined {
  if (id === 'asc' || id === 'mc') return natal.angles?.[id];
  return natal.bodies[id]?.longitudeDeg;
}

interface Target {
  point: string;
  type: AspectId;
  lonDeg: number;
}

function targetsOf(natal: NatalPoints, points: readonly string[], aspects: readonly AspectId[]): Target[] {
  const out: Target[] = [];
  for (const point of points) {
    const lon = natalLongitude(natal, point);
    if (lon === undefined) continue;
    if (!Number.isFinite(lon)) throw new RangeError(`natal point ${point} has no finite longitude`);
    for (const type of aspects) {
      const angle = ASPECTS[type].angleDeg;
      out.push({ point, type, lonDeg: (lon + angle) % 360 });
      if (angle !== 0 && angle !== 180) out.push({ point, type, lonDeg: (lon - angle + 360) % 360 });
    }
  }
  return out;
}

/** Orb windows and exact passes of one body to one target over the track. */
function episodesOf(track: BodyTrack, target: Target, orb: number): TransitEpisode[] {
  const n = track.jd.length;
  const marks: { jd: number; kind: 'exact' | 'edge'; direction: 1 | -1; level: number }[] = [];
  for (let i = 0; i + 1 < n; i++) {
    if (!mayReach(track, i, target.lonDeg, orb)) continue;
    for (const { level, crossing } of crossingsInInterval(track, i, target.lonDeg, [0, -orb, orb]))
      marks.push({
        jd: crossing.jdUt,
        kind: level === 0 ? 'exact' : 'edge',
        direction: crossing.direction,
        level,
      });
  }
  if (marks.length === 0) {
    const g = ((((track.lon[0]! - target.lonDeg) % 360) + 540) % 360) - 180;
    return Math.abs(g) <= orb ? [episode(track, target, null, null, [])] : [];
  }
  marks.sort((a, b) => a.jd - b.jd);
  const out: TransitEpisode[] = [];
  const g0 = ((((track.lon[0]! - target.lonDeg) % 360) + 540) % 360) - 180;
  let inside = Math.abs(g0) <= orb;
  let enters: TransitInstant | null = null;
  let exact: TransitPass[] = [];
  for (const m of marks) {
    if (m.kind === 'exact') {
      exact.push({ ...instant(m.jd), retrograde: m.direction < 0 });
      continue;
    }
    // Entering the window: rising through −orb or falling through +orb.
    const entering = (m.level < 0 && m.direction > 0) || (m.level > 0 && m.direction < 0);
    if (entering && !inside) {
      inside = true;
      enters = instant(m.jd);
      exact = [];
    } else if (!entering && inside) {
      out.push(episode(track, target, enters, instant(m.jd), exact));
      inside = false;
      enters = null;
      exact = [];
    }
  }
  if (inside) out.push(episode(track, target, enters, null, exact));
  return out;
}

const episode = (
  track: BodyTrack,
  target: Target,
  enters: TransitInstant | null,
  leaves: TransitInstant | null,
  exact: TransitPass[],
): TransitEpisode => ({
  body: track.body,
  natalPoint: target.point,
  type: target.type,
  targetDeg: target.lonDeg,
  enters,
  leaves,
  exact,
});

function refineStation(
  body: BodyId,
  jdA: number,
  jdB: number,
  vA: number,
  vB: number,
  zodiac: Zodiac,
): number {
  let [a, b, fa] = [jdA, jdB, vA];
  let fb = vB;
  for (let i = 0; i < 12 && b - a > 1 / 1440; i++) {
    const m = a + ((b - a) * fa) / (fa - fb); // regula falsi on the speed
    const mid = Math.min(Math.max(m, a + (b - a) * 0.05), b - (b - a) * 0.05);
    const v = ephemerisAt(mid, [body]).bodies[body]!.speedDegPerDay - ayanamsaAt(mid, zodiac).rateDegPerDay;
    if (v < 0 === fa < 0) [a, fa] = [mid, v];
    else [b, fb] = [mid, v];
  }
  return (a + b) / 2;
}

export interface TransitTimeline {
  /** Orb windows that overlap [startUtc, endUtc], ordered by when they open (or their first exact pass). */
  episodes: TransitEpisode[];
  /** Exact passes, ingresses and stations inside [startUtc, endUtc], in time order. */
  events: TransitEvent[];
  samples: number;
}

/** Transits of the chosen bodies to a natal chart over a span of time. */
export function transitTimeline(natal: NatalPoints, options: TransitOptions): TransitTimeline {
  const jd0 = jdUtFromUnixMs(Date.parse(options.startUtc));
  const jd1 = jdUtFromUnixMs(Date.parse(options.endUtc));
  if (!Number.isFinite(jd0) || !Number.isFinite(jd1) || jd1 <= jd0)
    throw new RangeError('transitTimeline: startUtc and endUtc must be instants with end after start');
  const step = options.stepDays ?? 1;
  const orb = options.orbDeg ?? 1;
  const margin = options.marginDays ?? 120;
  const bodies = options.bodies ?? DEFAULT_TRANSITING;
  const zodiac = options.zodiac ?? 'tropical';
  if (!(orb > 0 && orb <= 10)) throw new RangeError('transitTimeline: orbDeg must be in (0, 10]');
  const targets = targetsOf(natal, options.natalPoints ?? NATAL_DEFAULT, options.aspects ?? MAJOR);
  // The inner planets need daily samples; Jupiter…Pluto, Chiron and the nodes (whose 15-day wobble is ~0.1°) are
  // within 1″ of their cubic interpolation at four days, and their windows last months: a wider margin, fewer samples.
  const fast = bodies.filter((b) => FAST.has(b));
  const slow = bodies.filter((b) => !FAST.has(b));
  const tracks = [
    ...(fast.length
      ? sampleTracks(fast, jd0 - Math.min(margin, 15), jd1 + Math.min(margin, 15), step, zodiac)
      : []),
    ...(slow.length ? sampleTracks(slow, jd0 - margin, jd1 + margin, Math.max(step, 4), zodiac) : []),
  ];
  const episodes: TransitEpisode[] = [];
  const events: TransitEvent[] = [];
  const within = (jd: number): boolean => jd >= jd0 && jd <= jd1;
  for (const track of tracks) {
    for (const target of targets)
      for (const ep of episodesOf(track, target, orb)) {
        const opens = ep.enters?.jdUt ?? -Infinity;
        const closes = ep.leaves?.jdUt ?? Infinity;
        if (closes < jd0 || opens > jd1) continue;
        episodes.push(ep);
        for (const pass of ep.exact)
          if (within(pass.jdUt))
            events.push({
              kind: 'aspect',
              ...pass,
              body: track.body,
              natalPoint: ep.natalPoint,
              type: ep.type,
            });
      }
    const nodal = track.body === 'trueNode' || track.body === 'meanNode';
    const n = track.jd.length;
    for (let i = 0; i + 1 < n; i++) {
      if (track.jd[i + 1]! < jd0 || track.jd[i]! > jd1) continue;
      const signA = Math.floor((((track.lon[i]! % 360) + 360) % 360) / 30);
      const signB = Math.floor((((track.lon[i + 1]! % 360) + 360) % 360) / 30);
      if (signA !== signB) {
        const forward = track.lon[i + 1]! > track.lon[i]!;
        const boundary = (forward ? signB : signA) * 30;
        for (const { crossing } of crossingsInInterval(track, i, boundary, [0])) {
          const jd = crossing.jdUt;
          if (within(jd))
            events.push({
              kind: 'ingress',
              ...instant(jd),
              body: track.body,
              signIndex: crossing.direction > 0 ? signB : (boundary / 30 + 11) % 12,
              retrograde: crossing.direction < 0,
            });
        }
      }
      const vA = track.speed[i]!;
      const vB = track.speed[i + 1]!;
      if (!nodal && vA < 0 !== vB < 0) {
        const jd = refineStation(track.body, track.jd[i]!, track.jd[i + 1]!, vA, vB, zodiac);
        if (within(jd))
          events.push({
            kind: 'station',
            ...instant(jd),
            body: track.body,
            turns: vB < 0 ? 'retrograde' : 'direct',
            longitudeDeg:
              (ephemerisAt(jd, [track.body]).bodies[track.body]!.longitudeDeg -
                ayanamsaAt(jd, zodiac).deg +
                360) %
              360,
          });
      }
    }
  }
  const opensAt = (e: TransitEpisode): number => e.enters?.jdUt ?? e.exact[0]?.jdUt ?? jd0;
  episodes.sort((a, b) => opensAt(a) - opensAt(b));
  events.sort((x, y) => x.jdUt - y.jdUt);
  return { episodes, events, samples: tracks.reduce((sum, t) => sum + t.jd.length, 0) };
}

/** Exact aspects, ingresses and stations between two instants, in time order (the events of transitTimeline). */
export function transitsOverRange(
  natal: NatalPoints,
  options: TransitOptions,
): { events: TransitEvent[]; samples: number } {
  const { events, samples } = transitTimeline(natal, { marginDays: 0, ...options });
  return { events, samples };
}

/**
 * Whether a transit in orb is applying (the orb shrinks) at an instant: natal points are fixed, so only the
 * transiting body's motion counts. separationDeg is the transiting longitude minus the exact target, ±180°.
 */
export function transitApplying(separationDeg: number, transitingSpeedDegPerDay: number): boolean | null {
  if (transitingSpeedDegPerDay === 0 || separationDeg === 0) return null;
  return separationDeg < 0 === transitingSpeedDegPerDay > 0;
}
