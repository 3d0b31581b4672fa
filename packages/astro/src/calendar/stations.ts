// Stations: Mercury…Pluto turning retrograde or direct, where the daily motion in longitude changes sign.
import { ephemerisAt } from '../bodies/ephemeris.ts';
import type { SkyGrid } from './skyGrid.ts';
import { instantOf, type StationEvent } from './skyEventTypes.ts';

export const STATION_BODIES = [
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const satisfies readonly StationEvent['body'][];

/** The instant the speed is zero in [jdA, jdB] (regula falsi, to about a second). */
function speedZero(body: StationEvent['body'], jdA: number, jdB: number, vA: number, vB: number): number {
  let [a, b, fa, fb] = [jdA, jdB, vA, vB];
  for (let k = 0; k < 30 && b - a > 1e-5; k++) {
    const guess = a + ((b - a) * fa) / (fa - fb);
    const m = Math.min(Math.max(guess, a + (b - a) * 0.1), b - (b - a) * 0.1);
    const v = ephemerisAt(m, [body]).bodies[body]!.speedDegPerDay;
    if (v < 0 === fa < 0) [a, fa] = [m, v];
    else [b, fb] = [m, v];
  }
  return (a + b) / 2;
}

/** Stations inside the grid (not sorted). */
export function stationsOn(grid: SkyGrid): StationEvent[] {
  const out: StationEvent[] = [];
  for (const body of STATION_BODIES) {
    const v = grid.speed[body];
    for (let i = 0; i + 1 < grid.jd.length; i++) {
      if (v[i]! < 0 === v[i + 1]! < 0) continue;
      const jd = speedZero(body, grid.jd[i]!, grid.jd[i + 1]!, v[i]!, v[i + 1]!);
      out.push({
        kind: 'station',
        ...instantOf(jd),
        body,
        turns: v[i + 1]! < 0 ? 'retrograde' : 'direct',
        longitudeDeg: ephemerisAt(jd, [body]).bodies[body]!.longitudeDeg,
      });
    }
  }
  return out;
}
