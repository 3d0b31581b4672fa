// A main-belt asteroid's heliocentric position from its Chebyshev table (scripts/generate-asteroids.ts) inside
// 1800–2200, and outside it an unperturbed Kepler orbit from the osculating elements at the nearer end of the table
// (Jupiter's pull moves a main-belt orbit away from such an ellipse: heliocentric 0.3′ a year beyond the table, up
// to 45′ a decade beyond, 1–11° a century beyond; see the README).
import { type ChebyshevTable, chebyshevCovers, chebyshevPositionVelocity } from './chebyshevTable.ts';
import { keplerPositionVelocity, type OrbitElements } from './kepler.ts';

export interface AsteroidTable extends ChebyshevTable {
  /** Elements for the dates before the table. */
  before: OrbitElements;
  /** Elements for the dates after the table. */
  after: OrbitElements;
}

/** Heliocentric rectangular ecliptic J2000 position (AU) and velocity (AU/day) into out[0..5]. */
export function asteroidPositionVelocity(table: AsteroidTable, jdTt: number, out: Float64Array): void {
  if (chebyshevCovers(table, jdTt)) chebyshevPositionVelocity(table, jdTt, out);
  else keplerPositionVelocity(jdTt < table.startJd ? table.before : table.after, jdTt, out);
}
