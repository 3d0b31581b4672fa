import { houseOfLongitude, housesFromArmc, natalChart } from '@xingtu/astro';
import { HOUSE_SYSTEM_NAMES_ZH, type PointId } from '@xingtu/contracts/astrology';
import type { BirthBody } from '@xingtu/contracts/charts-schemas';
import { COMPARED_HOUSE_SYSTEMS, type HouseCompareRecord } from '@xingtu/contracts/learning';
import { resolveBirth } from '../charts/index.ts';
import { toolBody, zodiacPosition } from './positions.ts';

// The house-system comparer: one birth, the same sky, cut into houses eight ways. The chart area resolves the
// birth (with its refusals: impossible dates, summer-time gaps, places without coordinates); the cusps come
// from the engine's housesFromArmc with the chart's own ARMC and obliquity.

const COMPARED_BODIES = [
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
] as const satisfies readonly PointId[];

export function compareHouses(birth: BirthBody): HouseCompareRecord {
  const { input } = resolveBirth('birth.', birth);
  const chart = natalChart({ ...input, houseSystem: 'P' });
  if (!chart.angles) throw new Error('compareHouses: a birth with a time always has angles');
  const armcDeg = chart.angles.armc;
  const bodies = COMPARED_BODIES.map((id) => toolBody(id, chart.bodies[id]));
  const systems = COMPARED_HOUSE_SYSTEMS.map((code) => {
    const houses = housesFromArmc(armcDeg, chart.latitude, chart.trueObliquityDeg, code);
    return {
      code,
      nameZh: HOUSE_SYSTEM_NAMES_ZH[code],
      cusps: houses.cusps.map(zodiacPosition),
      fallbackZh: houses.fallback
        ? `出生地纬度太高，${HOUSE_SYSTEM_NAMES_ZH[code]}在这里无法划分，已改用${HOUSE_SYSTEM_NAMES_ZH[houses.fallback]}`
        : null,
      bodyHouses: bodies.map((body) => houseOfLongitude(body.longitudeDeg, houses.cusps)),
    };
  });
  const movingBodies = bodies
    .filter((_, i) => new Set(systems.map((s) => s.bodyHouses[i])).size > 1)
    .map((body) => body.id);
  return {
    utc: chart.utc,
    latitude: chart.latitude,
    longitude: chart.longitude,
    bodies,
    systems,
    movingBodies,
  };
}
