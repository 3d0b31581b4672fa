import { ephemerisAt, jdUtFromUnixMs, moonPhaseAt } from '@xingtu/astro';
import { signOfLongitude } from '@xingtu/contracts/astrology';
import type { SkyToolRecord } from '@xingtu/contracts/learning';
import { MOON_PHASE_NAMES_ZH, moonPhaseOf } from '@xingtu/contracts/sky';
import { toolBody } from './positions.ts';

// The sky tool: every planet, the lunar node and Chiron at one instant, with the Moon's phase and the
// element balance of the ten planets (what a beginner is asked to read first from a sky).

const SKY_BODIES = [
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
] as const;
const ELEMENT_BODIES = 10;

/** The sky at an instant (pure; a few milliseconds). */
export function skyTool(instantMs: number): SkyToolRecord {
  const jdUt = jdUtFromUnixMs(instantMs);
  const ephemeris = ephemerisAt(jdUt);
  const bodies = SKY_BODIES.map((id) => toolBody(id, ephemeris.bodies[id]));
  const phase = moonPhaseAt(jdUt);
  const key = moonPhaseOf(phase.elongationDeg);
  const elements = { fire: 0, earth: 0, air: 0, water: 0 };
  for (const body of bodies.slice(0, ELEMENT_BODIES))
    elements[signOfLongitude(body.longitudeDeg).element] += 1;
  return {
    at: new Date(instantMs).toISOString(),
    bodies,
    moon: {
      phase: key,
      phaseZh: MOON_PHASE_NAMES_ZH[key],
      illuminatedPercent: Math.round(phase.illuminatedFraction * 100),
      elongationDeg: phase.elongationDeg,
    },
    elements,
  };
}
