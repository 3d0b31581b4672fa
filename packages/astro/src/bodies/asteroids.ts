// The four main asteroids — 1 Ceres, 2 Pallas, 3 Juno, 4 Vesta — as optional chart bodies: integrated together under
// the Sun, the eight planets and each other from states calibrated to the Swiss Ephemeris file seas_18.se1
// (scripts/fit-asteroids.ts, generate-asteroids.ts). ephemerisAt computes them only when `only` names them.
import { CERES_TABLE } from '../data/ceres-chebyshev.ts';
import { JUNO_TABLE } from '../data/juno-chebyshev.ts';
import { PALLAS_TABLE } from '../data/pallas-chebyshev.ts';
import { VESTA_TABLE } from '../data/vesta-chebyshev.ts';
import { type AsteroidTable, asteroidPositionVelocity } from './asteroidTable.ts';

export const ASTEROID_IDS = ['ceres', 'pallas', 'juno', 'vesta'] as const;
export type AsteroidId = (typeof ASTEROID_IDS)[number];

const TABLES: Record<AsteroidId, AsteroidTable> = {
  ceres: CERES_TABLE,
  pallas: PALLAS_TABLE,
  juno: JUNO_TABLE,
  vesta: VESTA_TABLE,
};

export const isAsteroidId = (id: string): id is AsteroidId =>
  (ASTEROID_IDS as readonly string[]).includes(id);

/** Heliocentric rectangular ecliptic J2000 position (AU) and velocity (AU/day) of the asteroid into out[0..5]. */
export function asteroidPosition(id: AsteroidId, jdTt: number, out: Float64Array): void {
  asteroidPositionVelocity(TABLES[id], jdTt, out);
}
