import {
  ephemerisAt,
  greenwichApparentSiderealDeg,
  housesFromArmc,
  jdUtFromUnixMs,
  TROPICAL_YEAR_DAYS,
  type BodyId,
} from '@xingtu/astro';
import { POINTS, signOfLongitude } from '@xingtu/contracts/astrology';
import { BTF_EVENT_KINDS, type BtfEventKind } from '@xingtu/contracts/fun';

// Birth-time rectification by the angles: every candidate minute of the uncertainty window gets its own
// Ascendant and Midheaven; each life event is scored by (1) the slow transits of its date to those angles and
// (2) solar-arc directions — the directed angles to the natal planets and the directed planets to the angles.
// The natal planets and the events' skies do not depend on the candidate, so the ephemeris is computed once
// per event (and once for the birth); a candidate costs one sidereal time and one angle calculation.

export interface BtfEngineEvent {
  /** The event's instant (noon of its local day), Unix ms. */
  unixMs: number;
  kind: BtfEventKind;
}

export interface BtfEngineInput {
  /** The birth instant the member gave (the window's centre), Unix ms. */
  centreUnixMs: number;
  latitude: number;
  longitude: number;
  /** Minutes each side of the centre searched. */
  windowMinutes: number;
  /** Minutes between candidates (default 1). */
  stepMinutes?: number;
  events: readonly BtfEngineEvent[];
}

export type BtfAngle = 'asc' | 'mc' | 'dsc' | 'ic';

export interface BtfContribution {
  eventIndex: number;
  technique: 'transit' | 'solarArc';
  /** The moving (transiting or directed) point. */
  mover: string;
  /** What it touches: an angle, or a natal planet for a directed angle. */
  target: string;
  aspect: 'conjunction' | 'opposition' | 'square';
  orbDeg: number;
  score: number;
}

export interface BtfCandidate {
  offsetMinutes: number;
  unixMs: number;
  score: number;
  ascDeg: number;
  mcDeg: number;
  contributions: BtfContribution[];
}

const TRANSITING: readonly BodyId[] = ['mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const NATAL_PLANETS: readonly BodyId[] = [
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
const BODY_WEIGHT: Partial<Record<BodyId, number>> = {
  sun: 1,
  moon: 0.8,
  mercury: 0.6,
  venus: 0.8,
  mars: 0.5,
  jupiter: 0.8,
  saturn: 1,
  uranus: 1,
  neptune: 0.9,
  pluto: 1,
};
const ASPECT_ANGLES = [
  { aspect: 'conjunction', deg: 0, weight: 1 },
  { aspect: 'opposition', deg: 180, weight: 0.9 },
  { aspect: 'square', deg: 90, weight: 0.7 },
  { aspect: 'square', deg: 270, weight: 0.7 },
] as const;

/** Which angle each kind of event speaks of most (the houses of the angles: I self, IV home, VII partner, X career). */
const KIND_ANGLES: Record<BtfEventKind, Record<BtfAngle, number>> = {
  marriage: { asc: 0.8, dsc: 1.2, mc: 0.7, ic: 0.8 },
  divorce: { asc: 0.9, dsc: 1.2, mc: 0.7, ic: 0.8 },
  childBirth: { asc: 1, dsc: 0.8, mc: 0.8, ic: 1.1 },
  career: { asc: 0.8, dsc: 0.7, mc: 1.2, ic: 0.8 },
  jobLoss: { asc: 0.8, dsc: 0.7, mc: 1.2, ic: 0.9 },
  relocation: { asc: 1, dsc: 0.7, mc: 0.8, ic: 1.2 },
  bereavement: { asc: 0.9, dsc: 0.8, mc: 0.9, ic: 1.1 },
  accident: { asc: 1.2, dsc: 0.8, mc: 0.8, ic: 0.8 },
  illness: { asc: 1.2, dsc: 0.7, mc: 0.7, ic: 0.9 },
  study: { asc: 0.9, dsc: 0.7, mc: 1.1, ic: 0.8 },
  other: { asc: 1, dsc: 1, mc: 1, ic: 1 },
};

/** Gaussian width of a hit, degrees: a minute of birth time moves the angles about a quarter of a degree. */
const TRANSIT_SIGMA_DEG = 1;
const ARC_SIGMA_DEG = 0.6;
/** Hits further than this add nothing worth showing. */
const MAX_ORB_DEG = 3;

const norm = (deg: number): number => ((deg % 360) + 360) % 360;
/** Smallest distance of `deg` from `target`, 0–180. */
const distance = (deg: number, target: number): number => {
  const d = norm(deg - target);
  return d > 180 ? 360 - d : d;
};

/** The angle an aspect to the ASC or MC lands on (a conjunction with the ASC's opposite is the DSC). */
function angleOf(base: 'asc' | 'mc', aspectDeg: number): BtfAngle {
  if (aspectDeg === 180) return base === 'asc' ? 'dsc' : 'ic';
  return base;
}

interface EventSky {
  kind: BtfEventKind;
  transiting: { id: BodyId; lon: number }[];
  /** Solar arc at the event, degrees. */
  arcDeg: number;
}

export interface BtfEnginePrepared {
  natal: { id: BodyId; lon: number; speed: number }[];
  skies: EventSky[];
  jdCentre: number;
  jdTt: number;
  dPsiRad: number;
  meanObliquityRad: number;
  trueObliquityDeg: number;
}

/** The candidate-independent part: the natal planets at the centre and each event's sky and solar arc. */
export function prepareBtf(input: BtfEngineInput): BtfEnginePrepared {
  const jdCentre = jdUtFromUnixMs(input.centreUnixMs);
  const eph = ephemerisAt(jdCentre);
  const natal = NATAL_PLANETS.map((id) => ({
    id,
    lon: eph.bodies[id].longitudeDeg,
    speed: eph.bodies[id].speedDegPerDay,
  }));
  const sunLon = eph.bodies.sun.longitudeDeg;
  const skies = input.events.map((event) => {
    const jd = jdUtFromUnixMs(event.unixMs);
    const sky = ephemerisAt(jd, TRANSITING);
    const ageYears = (jd - jdCentre) / TROPICAL_YEAR_DAYS;
    const progressedSun = ephemerisAt(jdCentre + ageYears, ['sun']).bodies.sun!.longitudeDeg;
    return {
      kind: event.kind,
      transiting: TRANSITING.map((id) => ({ id, lon: sky.bodies[id]!.longitudeDeg })),
      arcDeg: norm(progressedSun - sunLon),
    };
  });
  return {
    natal,
    skies,
    jdCentre,
    jdTt: eph.jdTt,
    dPsiRad: eph.nutation.dPsiRad,
    meanObliquityRad: eph.nutation.meanObliquityRad,
    trueObliquityDeg: (eph.nutation.trueObliquityRad * 180) / Math.PI,
  };
}

function hit(orb: number, sigma: number): number {
  return orb > MAX_ORB_DEG ? 0 : Math.exp(-((orb / sigma) ** 2) / 2);
}

/** Every hit of one candidate's angles, scored. */
function scoreCandidate(
  prepared: BtfEnginePrepared,
  ascDeg: number,
  mcDeg: number,
  dtDays: number,
): { score: number; contributions: BtfContribution[] } {
  const contributions: BtfContribution[] = [];
  let score = 0;
  const angles = { asc: ascDeg, mc: mcDeg } as const;
  const natal = prepared.natal.map((p) => ({ id: p.id, lon: p.lon + p.speed * dtDays }));
  prepared.skies.forEach((sky, eventIndex) => {
    const kindWeight = KIND_ANGLES[sky.kind];
    for (const base of ['asc', 'mc'] as const) {
      const angle = angles[base];
      for (const a of ASPECT_ANGLES) {
        // Transits to the candidate's angles.
        for (const t of sky.transiting) {
          const orb = distance(t.lon, angle + a.deg);
          const h = hit(orb, TRANSIT_SIGMA_DEG);
          if (h === 0) continue;
          const s = h * a.weight * (BODY_WEIGHT[t.id] ?? 0.5) * kindWeight[angleOf(base, a.deg)];
          score += s;
          contributions.push({
            eventIndex,
            technique: 'transit',
            mover: t.id,
            target: angleOf(base, a.deg),
            aspect: a.aspect,
            orbDeg: orb,
            score: s,
          });
        }
        // Solar arc: the directed angle to a natal planet, and a directed planet to the natal angle.
        for (const p of natal) {
          const directedAngle = distance(angle + sky.arcDeg, p.lon + a.deg);
          const h1 = hit(directedAngle, ARC_SIGMA_DEG);
          if (h1 > 0) {
            const s = h1 * a.weight * (BODY_WEIGHT[p.id] ?? 0.5) * kindWeight[angleOf(base, a.deg)];
            score += s;
            contributions.push({
              eventIndex,
              technique: 'solarArc',
              mover: angleOf(base, a.deg),
              target: p.id,
              aspect: a.aspect,
              orbDeg: directedAngle,
              score: s,
            });
          }
          const directedPlanet = distance(p.lon + sky.arcDeg, angle + a.deg);
          const h2 = hit(directedPlanet, ARC_SIGMA_DEG);
          if (h2 > 0) {
            const s = h2 * a.weight * (BODY_WEIGHT[p.id] ?? 0.5) * kindWeight[angleOf(base, a.deg)];
            score += s;
            contributions.push({
              eventIndex,
              technique: 'solarArc',
              mover: p.id,
              target: angleOf(base, a.deg),
              aspect: a.aspect,
              orbDeg: directedPlanet,
              score: s,
            });
          }
        }
      }
    }
  });
  return { score, contributions };
}

/** Every candidate of the window, in time order. */
export function scoreBtfWindow(input: BtfEngineInput, prepared = prepareBtf(input)): BtfCandidate[] {
  const step = input.stepMinutes ?? 1;
  const out: BtfCandidate[] = [];
  for (let offset = -input.windowMinutes; offset <= input.windowMinutes; offset += step) {
    const unixMs = input.centreUnixMs + offset * 60_000;
    const jdUt = jdUtFromUnixMs(unixMs);
    const dtDays = jdUt - prepared.jdCentre;
    const gast = greenwichApparentSiderealDeg(
      jdUt,
      prepared.jdTt + dtDays,
      prepared.dPsiRad,
      prepared.meanObliquityRad,
    );
    const armc = norm(gast + input.longitude);
    const houses = housesFromArmc(armc, input.latitude, prepared.trueObliquityDeg, 'E');
    const { score, contributions } = scoreCandidate(prepared, houses.ascDeg, houses.mcDeg, dtDays);
    out.push({
      offsetMinutes: offset,
      unixMs,
      score,
      ascDeg: houses.ascDeg,
      mcDeg: houses.mcDeg,
      contributions,
    });
  }
  return out;
}

/**
 * The best candidates: local maxima of the score (a peak and its shoulders are one candidate), best first.
 * Peaks closer than `separationMinutes` to a better one are dropped.
 */
export function rankBtfCandidates(
  candidates: readonly BtfCandidate[],
  limit = 5,
  separationMinutes = 6,
): BtfCandidate[] {
  const sorted = [...candidates].filter((c) => c.score > 0).sort((a, b) => b.score - a.score);
  const picked: BtfCandidate[] = [];
  for (const c of sorted) {
    if (picked.some((p) => Math.abs(p.offsetMinutes - c.offsetMinutes) < separationMinutes)) continue;
    picked.push(c);
    if (picked.length === limit) break;
  }
  return picked;
}

export const ANGLE_NAMES_ZH: Record<BtfAngle, string> = {
  asc: '上升点',
  dsc: '下降点',
  mc: '天顶',
  ic: '天底',
};
const ASPECT_NAMES_ZH = { conjunction: '合', opposition: '冲', square: '刑' } as const;

/** 「行运土星合上升点（误差0.4°）」「太阳弧天顶合本命金星（误差0.2°）」 */
export function contributionText(c: BtfContribution): string {
  const name = (id: string): string =>
    id in ANGLE_NAMES_ZH ? ANGLE_NAMES_ZH[id as BtfAngle] : (POINTS[id as keyof typeof POINTS]?.nameZh ?? id);
  const orb = `误差${c.orbDeg.toFixed(1)}°`;
  if (c.technique === 'transit')
    return `行运${name(c.mover)}${ASPECT_NAMES_ZH[c.aspect]}${name(c.target)}（${orb}）`;
  const target = c.target in ANGLE_NAMES_ZH ? `本命${name(c.target)}` : `本命${name(c.target)}`;
  return `太阳弧${name(c.mover)}${ASPECT_NAMES_ZH[c.aspect]}${target}（${orb}）`;
}

export const signNameOf = (deg: number): string => signOfLongitude(deg).nameZh;
export { BTF_EVENT_KINDS };
