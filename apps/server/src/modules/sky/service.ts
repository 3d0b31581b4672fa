import {
  type BodyId,
  type Ephemeris,
  ephemerisAt,
  jdUtFromUnixMs,
  moonPhaseAt,
  moonPhases,
} from '@xingtu/astro';
import { POINTS, type PointId, signOfLongitude } from '@xingtu/contracts/astrology';
import { MOON_PHASE_NAMES_ZH, moonPhaseOf, type SkyBodyRecord, type SkyRecord } from '@xingtu/contracts/sky';
import type { KeyValueStore } from '../../adapters/kv/kv.ts';

// The sky of the current hour, for the home page. Every visitor in one hour sees the same answer, so
// it is computed once per hour (on the hour) and kept in the shared cache.

const HOUR_MS = 3_600_000;
/** Bodies the contracts name (the home page shows only planets). */
type SkyBodyId = Extract<BodyId, PointId>;
/** The planets whose retrograde motion the home page names (not the nodes, Lilith or Chiron). */
const RETROGRADE_PLANETS: readonly SkyBodyId[] = [
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];
/** A lunation is at most 29.6 days away; 31 covers the next new and full Moon. */
const LUNATION_SEARCH_DAYS = 31;

export const skyCacheKey = (hourStartMs: number): string => `sky:${new Date(hourStartMs).toISOString()}`;

/** The start of the hour containing an instant (UTC hours; Beijing has no half-hour offset). */
export const hourStart = (now: Date): number => Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;

function bodyRecord(ephemeris: Ephemeris, id: SkyBodyId): SkyBodyRecord {
  const position = ephemeris.bodies[id];
  const sign = signOfLongitude(position.longitudeDeg);
  const inSign = position.longitudeDeg - sign.index * 30;
  let degree = Math.floor(inSign);
  let minute = Math.floor((inSign - degree) * 60);
  if (minute === 60) [degree, minute] = [degree + 1, 0];
  return {
    id,
    nameZh: POINTS[id].nameZh,
    sign: sign.id,
    signZh: sign.nameZh,
    longitudeDeg: position.longitudeDeg,
    degree,
    minute,
    retrograde: position.retrograde,
  };
}

/** The sky at an instant (pure; about 2 ms, plus the lunation search). */
export function skyAt(instantMs: number): SkyRecord {
  const jdUt = jdUtFromUnixMs(instantMs);
  const ephemeris = ephemerisAt(jdUt);
  const phase = moonPhaseAt(jdUt);
  const key = moonPhaseOf(phase.elongationDeg);
  const at = new Date(instantMs).toISOString();
  const next = moonPhases(at, new Date(instantMs + LUNATION_SEARCH_DAYS * 86_400_000).toISOString()).find(
    (event) => event.phase === 'new' || event.phase === 'full',
  );
  if (!next) throw new Error(`no new or full Moon within ${LUNATION_SEARCH_DAYS} days of ${at}`);
  const nextPhase = next.phase as 'new' | 'full';
  return {
    at,
    sun: bodyRecord(ephemeris, 'sun'),
    moon: {
      ...bodyRecord(ephemeris, 'moon'),
      phase: key,
      phaseZh: MOON_PHASE_NAMES_ZH[key],
      illuminatedPercent: Math.round(phase.illuminatedFraction * 100),
    },
    nextLunation: { phase: nextPhase, phaseZh: MOON_PHASE_NAMES_ZH[nextPhase], at: next.utc },
    retrogrades: RETROGRADE_PLANETS.filter((id) => ephemeris.bodies[id].retrograde).map((id) =>
      bodyRecord(ephemeris, id),
    ),
  };
}

/** The sky of the current hour, from the shared cache when another request has computed it. */
export async function currentSky(kv: KeyValueStore, now: Date): Promise<SkyRecord> {
  const start = hourStart(now);
  const key = skyCacheKey(start);
  const cached = await kv.get(key);
  if (cached) return JSON.parse(cached) as SkyRecord;
  const sky = skyAt(start);
  await kv.set(key, JSON.stringify(sky), HOUR_MS + 60_000);
  return sky;
}
