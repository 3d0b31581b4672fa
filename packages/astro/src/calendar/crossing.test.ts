// The half-day grid's cubic is close enough to the ephemeris that its roots are exact to the second.
import { describe, expect, it } from 'vitest';
import { ephemerisAt } from '../bodies/ephemeris.ts';
import { longitudeOnGrid } from './crossing.ts';
import { CALENDAR_BODIES, skyGrid } from './skyGrid.ts';

// Worst-case arcseconds between the cubic and the ephemeris. The Sun, Moon, Venus and Mars are read from the cubic
// alone; Mercury's and the slow planets' roots are polished on the ephemeris (their limits only bound the guess).
const LIMIT_ARCSEC: Record<string, number> = { sun: 0.02, moon: 0.1, venus: 0.05, mars: 0.02, mercury: 1 };

describe('grid interpolation', () => {
  const jd0 = 2461040.5; // 2025-12-31
  const grid = skyGrid(jd0, jd0 + 400);
  it.each(CALENDAR_BODIES.map((b) => [b]))('follows %s within its limit', (body) => {
    let worst = 0;
    for (let k = 0; k < 400; k++) {
      const jd = jd0 + 0.37 + k * 0.997; // every phase of the half-day step
      const exact = ephemerisAt(jd, [body]).bodies[body]!.longitudeDeg;
      const d = Math.abs(((longitudeOnGrid(grid, body, jd) - exact + 540) % 360) - 180) * 3600;
      worst = Math.max(worst, d);
    }
    expect(worst).toBeLessThan(LIMIT_ARCSEC[body] ?? 0.5);
  });
});
