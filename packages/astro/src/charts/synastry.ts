// Relationship charts: synastry (inter-aspects and house overlays), composite (midpoints) and Davison (the chart
// of the midpoint in time and space), as described in R. Hand, "Planets in Composite" (1975) and R. Davison (1977).
import {
  type Aspect,
  type AspectOptions,
  type AspectPoint,
  findAspects,
  findCrossAspects,
} from '../aspects/aspects.ts';
import { BODY_IDS, type BodyId, type BodyPosition } from '../bodies/ephemeris.ts';
import { housesFromArmc, type Houses } from '../houses/houseCusps.ts';
import type { HouseSystem } from '../houses/houseSystems.ts';
import { normalizeDeg } from '../math/angles.ts';
import { unixMsFromJdUt } from '../time/julianDay.ts';
import { houseOfLongitude } from './houseOfLongitude.ts';
import { DEFAULT_ASPECT_BODIES, type NatalChart, natalChart } from './natalChart.ts';

/** Two birth charts are both fixed: a synastry aspect neither applies nor separates (speeds 0, applying null). */
function aspectPoints(c: NatalChart, ids: readonly string[]): AspectPoint[] {
  const out: AspectPoint[] = [];
  for (const id of ids) {
    if (id === 'asc' || id === 'mc') {
      if (c.angles) out.push({ id, longitudeDeg: c.angles[id], speedDegPerDay: 0 });
    } else if (id in c.bodies)
      out.push({ id, longitudeDeg: c.bodies[id as BodyId].longitudeDeg, speedDegPerDay: 0 });
  }
  return out;
}

export interface Synastry {
  /** Aspects from each point of chart A (field a) to each point of chart B (field b). */
  aspects: Aspect[];
  /** House of chart B in which each body of chart A falls, and the reverse; null when that chart has no houses. */
  aInB: Record<BodyId, number> | null;
  bInA: Record<BodyId, number> | null;
}

export function synastry(
  a: NatalChart,
  b: NatalChart,
  options: AspectOptions = {},
  bodies: readonly string[] = DEFAULT_ASPECT_BODIES,
): Synastry {
  const overlay = (from: NatalChart, into: NatalChart): Record<BodyId, number> | null => {
    if (!into.houses) return null;
    const out = {} as Record<BodyId, number>;
    for (const id of BODY_IDS) out[id] = houseOfLongitude(from.bodies[id].longitudeDeg, into.houses.cusps);
    return out;
  };
  return {
    aspects: findCrossAspects(aspectPoints(a, bodies), aspectPoints(b, bodies), options),
    aInB: overlay(a, b),
    bInA: overlay(b, a),
  };
}

/** Midpoint of two longitudes on the shorter arc (the "near" midpoint). */
export function midpointDeg(aDeg: number, bDeg: number): number {
  const d = normalizeDeg(bDeg - aDeg);
  return normalizeDeg(d <= 180 ? aDeg + d / 2 : aDeg + (d - 360) / 2);
}

export interface CompositeChart {
  bodies: Record<BodyId, Pick<BodyPosition, 'longitudeDeg' | 'latitudeDeg'>>;
  /** Houses from the midpoint ARMC at the mean latitude and obliquity (Hand's "derived ascendant" method). */
  houses: Houses | null;
  aspects: Aspect[];
}

/**
 * Houses of the composite. In a sidereal zodiac the derived cusps lose the mean of the two ayanamsas; two harmonic
 * charts have no ARMC of theirs, so their composite gets equal houses from the midpoint of their Ascendants.
 */
function compositeHouses(a: NatalChart, b: NatalChart, houseSystem: HouseSystem): Houses {
  if (a.harmonic > 1 || b.harmonic > 1) {
    const asc = midpointDeg(a.angles!.asc, b.angles!.asc);
    return {
      system: 'E',
      cusps: Array.from({ length: 12 }, (_, i) => normalizeDeg(asc + 30 * i)),
      ascDeg: asc,
      mcDeg: midpointDeg(a.angles!.mc, b.angles!.mc),
      armcDeg: midpointDeg(a.angles!.armc, b.angles!.armc),
      vertexDeg: midpointDeg(a.angles!.vertex, b.angles!.vertex),
    };
  }
  const h = housesFromArmc(
    midpointDeg(a.angles!.armc, b.angles!.armc),
    (a.latitude + b.latitude) / 2,
    (a.trueObliquityDeg + b.trueObliquityDeg) / 2,
    houseSystem,
  );
  const ayanamsa = (a.ayanamsaDeg + b.ayanamsaDeg) / 2;
  if (ayanamsa === 0) return h;
  const sid = (deg: number) => normalizeDeg(deg - ayanamsa);
  return {
    ...h,
    cusps: h.cusps.map(sid),
    ascDeg: sid(h.ascDeg),
    mcDeg: sid(h.mcDeg),
    vertexDeg: sid(h.vertexDeg),
  };
}

export function compositeChart(
  a: NatalChart,
  b: NatalChart,
  houseSystem: HouseSystem = 'P',
  options: AspectOptions = {},
): CompositeChart {
  const bodies = {} as CompositeChart['bodies'];
  for (const id of BODY_IDS) {
    bodies[id] = {
      longitudeDeg: midpointDeg(a.bodies[id].longitudeDeg, b.bodies[id].longitudeDeg),
      latitudeDeg: (a.bodies[id].latitudeDeg + b.bodies[id].latitudeDeg) / 2,
    };
  }
  const houses = a.angles && b.angles ? compositeHouses(a, b, houseSystem) : null;
  const points: AspectPoint[] = BODY_IDS.filter((id) => DEFAULT_ASPECT_BODIES.includes(id)).map((id) => ({
    id,
    longitudeDeg: bodies[id].longitudeDeg,
    speedDegPerDay: 0,
  }));
  return { bodies, houses, aspects: findAspects(points, options) };
}

/** A moment and a place: what the time-and-space midpoint charts are made of. */
export interface ChartMoment {
  jdUt: number;
  latitude: number;
  longitude: number;
  timeUnknown: boolean;
}

/** The midpoint in time and in space of two moments (mean latitude, longitude midpoint on the shorter arc). */
export function midpointMoment(a: ChartMoment, b: ChartMoment): ChartMoment {
  return {
    jdUt: (a.jdUt + b.jdUt) / 2,
    latitude: (a.latitude + b.latitude) / 2,
    longitude: normalizeDeg(midpointDeg(a.longitude, b.longitude) + 180) - 180,
    timeUnknown: a.timeUnknown || b.timeUnknown,
  };
}

function chartOfMoment(
  m: ChartMoment,
  houseSystem: HouseSystem,
  options: AspectOptions,
  zodiac: NatalChart['zodiac'],
): NatalChart {
  return natalChart({
    zodiac,
    utc: new Date(Math.round(unixMsFromJdUt(m.jdUt))).toISOString(),
    timeUnknown: m.timeUnknown,
    latitude: m.latitude,
    longitude: m.longitude,
    houseSystem,
    aspects: options,
  });
}

/**
 * Davison relationship chart (R. Davison, "Synastry", 1977): a real chart for the midpoint in time and in space of
 * the two births (the mean of the latitudes and of the longitudes, as Davison did).
 */
export function davisonChart(
  a: NatalChart,
  b: NatalChart,
  houseSystem: HouseSystem = 'P',
  options: AspectOptions = {},
): NatalChart {
  return chartOfMoment(midpointMoment(a, b), houseSystem, options, a.zodiac);
}

/**
 * Marks charts (马克思盘): one per person, the midpoint in time and space between that person's birth and the Davison
 * chart of the couple — how the relationship looks from that person's side. Returns [A's, B's].
 */
export function marksCharts(
  a: NatalChart,
  b: NatalChart,
  houseSystem: HouseSystem = 'P',
  options: AspectOptions = {},
): [NatalChart, NatalChart] {
  const davison = midpointMoment(a, b);
  return [
    chartOfMoment(midpointMoment(a, davison), houseSystem, options, a.zodiac),
    chartOfMoment(midpointMoment(b, davison), houseSystem, options, a.zodiac),
  ];
}
