// A natal chart: apparent positions of every body, houses and angles for the place, aspects among them.
import { findAspects, type Aspect, type AspectOptions, type AspectPoint } from '../aspects/aspects.ts';
import { ASTEROID_IDS, type AsteroidId } from '../bodies/asteroids.ts';
import { BODY_IDS, type BodyId, type BodyPosition, ephemerisAt } from '../bodies/ephemeris.ts';
import { type Houses, housesFromArmc } from '../houses/houseCusps.ts';
import type { HouseSystem } from '../houses/houseSystems.ts';
import { normalizeDeg, RAD_TO_DEG } from '../math/angles.ts';
import { jdUtFromUnixMs } from '../time/julianDay.ts';
import { greenwichApparentSiderealDeg } from '../time/siderealTime.ts';
import { type BirthTime, chartInstant, type ChartInstant } from './chartInstant.ts';
import { houseOfLongitude } from './houseOfLongitude.ts';
import { partOfFortuneDeg } from './partOfFortune.ts';
import { apparentAyanamsaDeg, type SiderealSystem } from '../zodiac/ayanamsa.ts';

export type NatalChartInput = BirthTime & {
  /** Geographic latitude, degrees north positive. */
  latitude: number;
  /** Geographic longitude, degrees east positive. */
  longitude: number;
  houseSystem?: HouseSystem;
  aspects?: AspectOptions;
  /** Bodies taking part in aspects (default: Sun…Pluto, true node, Lilith, Chiron + ASC, MC when known). */
  aspectBodies?: readonly string[];
  /** Zodiac of every longitude: tropical (default) or a sidereal one (longitudes less its ayanamsa). */
  zodiac?: 'tropical' | SiderealSystem;
  /** Also compute Ceres, Pallas, Juno and Vesta (chart.asteroids); off by default, the default chart's cost unchanged. */
  asteroids?: boolean;
};

export interface NatalChart {
  utc: string;
  jdUt: number;
  jdTt: number;
  deltaTSeconds: number;
  /** True when the birth time was unknown: a noon chart, no houses, angles or house placements. */
  timeUnknown: boolean;
  local?: ChartInstant['local'];
  latitude: number;
  longitude: number;
  trueObliquityDeg: number;
  zodiac: 'tropical' | SiderealSystem;
  /** Subtracted from every tropical longitude (0 in the tropical zodiac), degrees. */
  ayanamsaDeg: number;
  /** 1 for the radix; n for the n-th harmonic chart (every longitude multiplied by n). */
  harmonic: number;
  bodies: Record<BodyId, BodyPosition>;
  /** Ceres, Pallas, Juno and Vesta, in the chart's zodiac, when the input asked for them (no aspects are made). */
  asteroids?: Record<AsteroidId, BodyPosition>;
  houses: Pick<Houses, 'system' | 'cusps' | 'fallback'> | null;
  angles: { asc: number; mc: number; vertex: number; armc: number } | null;
  /** Part of Fortune (day: ASC + Moon − Sun; night: ASC + Sun − Moon); null without a birth time. */
  partOfFortune: number | null;
  /** House number (1–12) of each body, when houses exist. */
  bodyHouses: Record<BodyId, number> | null;
  aspects: Aspect[];
}

export const DEFAULT_ASPECT_BODIES: readonly string[] = [
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
  'lilith',
  'chiron',
  'asc',
  'mc',
];

export function natalChart(input: NatalChartInput): NatalChart {
  if (!(Math.abs(input.latitude) <= 90) || !(Math.abs(input.longitude) <= 180))
    throw new RangeError('latitude/longitude out of range');
  const instant = chartInstant(input, input.longitude);
  const jdUt = jdUtFromUnixMs(instant.unixMs);
  const eph = ephemerisAt(jdUt);
  const epsDeg = eph.nutation.trueObliquityRad * RAD_TO_DEG;
  const zodiac = input.zodiac ?? 'tropical';
  const ayanamsa = zodiac === 'tropical' ? 0 : apparentAyanamsaDeg(eph.jdTt, eph.nutation, zodiac);
  if (ayanamsa !== 0)
    for (const id of BODY_IDS) {
      const b = eph.bodies[id];
      eph.bodies[id] = { ...b, longitudeDeg: normalizeDeg(b.longitudeDeg - ayanamsa) };
    }
  const sid = (lonDeg: number): number => normalizeDeg(lonDeg - ayanamsa);
  let asteroids: Record<AsteroidId, BodyPosition> | undefined;
  if (input.asteroids) {
    const a = ephemerisAt(jdUt, ASTEROID_IDS).bodies;
    asteroids = {} as Record<AsteroidId, BodyPosition>;
    for (const id of ASTEROID_IDS) asteroids[id] = { ...a[id]!, longitudeDeg: sid(a[id]!.longitudeDeg) };
  }
  let houses: NatalChart['houses'] = null;
  let angles: NatalChart['angles'] = null;
  let partOfFortune: number | null = null;
  let bodyHouses: NatalChart['bodyHouses'] = null;
  if (!instant.timeUnknown) {
    const gast = greenwichApparentSiderealDeg(
      jdUt,
      eph.jdTt,
      eph.nutation.dPsiRad,
      eph.nutation.meanObliquityRad,
    );
    const armc = normalizeDeg(gast + input.longitude);
    const h = housesFromArmc(armc, input.latitude, epsDeg, input.houseSystem ?? 'P');
    const cusps = h.cusps.map(sid);
    houses = h.fallback ? { system: h.system, cusps, fallback: h.fallback } : { system: h.system, cusps };
    angles = { asc: sid(h.ascDeg), mc: sid(h.mcDeg), vertex: sid(h.vertexDeg), armc };
    partOfFortune = partOfFortuneDeg(angles.asc, eph.bodies.sun.longitudeDeg, eph.bodies.moon.longitudeDeg);
    bodyHouses = {} as Record<BodyId, number>;
    for (const id of BODY_IDS) bodyHouses[id] = houseOfLongitude(eph.bodies[id].longitudeDeg, cusps);
  }
  return {
    utc: new Date(instant.unixMs).toISOString(),
    jdUt,
    jdTt: eph.jdTt,
    deltaTSeconds: eph.deltaTSeconds,
    timeUnknown: instant.timeUnknown,
    ...(instant.local ? { local: instant.local } : {}),
    latitude: input.latitude,
    longitude: input.longitude,
    trueObliquityDeg: epsDeg,
    zodiac,
    ayanamsaDeg: ayanamsa,
    harmonic: 1,
    bodies: eph.bodies,
    ...(asteroids ? { asteroids } : {}),
    houses,
    angles,
    partOfFortune,
    bodyHouses,
    aspects: chartAspects(eph.bodies, angles, input.aspectBodies ?? DEFAULT_ASPECT_BODIES, input.aspects),
  };
}

/** The aspects among a chart's wanted bodies and angles (ASC, MC when known). */
export function chartAspects(
  bodies: Readonly<Record<BodyId, BodyPosition>>,
  angles: { asc: number; mc: number } | null,
  wanted: readonly string[],
  options: AspectOptions | undefined,
): Aspect[] {
  const points: AspectPoint[] = [];
  for (const id of wanted) {
    if (id === 'asc' || id === 'mc') {
      if (angles) points.push({ id, longitudeDeg: angles[id], speedDegPerDay: 0 });
    } else if (id in bodies) {
      const b = bodies[id as BodyId];
      points.push({ id, longitudeDeg: b.longitudeDeg, speedDegPerDay: b.speedDegPerDay });
    }
  }
  // The ASC–MC square is the geometry of the sky, not an aspect.
  return findAspects(points, options).filter(
    (a) => !(a.a === 'asc' && a.b === 'mc') && !(a.a === 'mc' && a.b === 'asc'),
  );
}
