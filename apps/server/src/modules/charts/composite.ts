import {
  compositeChart,
  houseOfLongitude,
  type AspectOptions,
  type HouseSystem,
  type NatalChart,
} from '@xingtu/astro';
import type { CompositeRecord } from '@xingtu/contracts/charts';
import {
  anglesOf,
  aspectRecord,
  CHART_POINT_IDS,
  houseRecords,
  pointRecord,
  withoutLilith,
} from './chart-record.ts';

/**
 * The composite (midpoint) chart of two births as the page draws it, and its bodies for the
 * readings. Midpoints have no motion of their own: speed 0, never retrograde.
 */
export function compositeOf(
  a: NatalChart,
  b: NatalChart,
  houseSystem: HouseSystem,
  options: AspectOptions,
): { record: CompositeRecord; bodies: Record<string, { longitudeDeg: number }> } {
  const comp = compositeChart(a, b, houseSystem, options);
  const points = CHART_POINT_IDS.map((id) =>
    pointRecord(id, comp.bodies[id].longitudeDeg, {
      house: comp.houses ? houseOfLongitude(comp.bodies[id].longitudeDeg, comp.houses.cusps) : null,
      speedDegPerDay: 0,
    }),
  );
  return {
    record: {
      points,
      houses: comp.houses ? houseRecords(comp.houses.cusps) : null,
      angles: comp.houses ? anglesOf(comp.houses.ascDeg, comp.houses.mcDeg) : null,
      aspects: withoutLilith(comp.aspects).map(aspectRecord),
    },
    bodies: comp.bodies,
  };
}
