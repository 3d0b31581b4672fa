// The sampled sky every calendar search starts from: the Sun…Pluto longitudes and speeds every half day over a
// span. Events are bracketed between two samples and then solved on the real ephemeris (exact to the second).
import { ephemerisAt, PLANET_IDS } from '../bodies/ephemeris.ts';

export const CALENDAR_BODIES = PLANET_IDS;
export type CalendarBody = (typeof CALENDAR_BODIES)[number];

/** Half a day: the Moon moves ≤ 7.7°, so no sign, quarter or aspect can be crossed twice between samples. */
export const GRID_STEP_DAYS = 0.5;

export interface SkyGrid {
  /** Sample instants, Julian days UT, from the first to the last (inclusive). */
  jd: Float64Array;
  lon: Record<CalendarBody, Float64Array>;
  speed: Record<CalendarBody, Float64Array>;
}

/** Samples of the ten bodies covering [jdStart, jdEnd]. */
export function skyGrid(jdStart: number, jdEnd: number): SkyGrid {
  if (!(jdEnd > jdStart)) throw new RangeError('skyGrid: the end must come after the start');
  const n = Math.ceil((jdEnd - jdStart) / GRID_STEP_DAYS) + 1;
  const jd = new Float64Array(n);
  const lon = {} as Record<CalendarBody, Float64Array>;
  const speed = {} as Record<CalendarBody, Float64Array>;
  for (const b of CALENDAR_BODIES) {
    lon[b] = new Float64Array(n);
    speed[b] = new Float64Array(n);
  }
  for (let i = 0; i < n; i++) {
    jd[i] = jdStart + i * GRID_STEP_DAYS;
    const e = ephemerisAt(jd[i]!, CALENDAR_BODIES);
    for (const b of CALENDAR_BODIES) {
      lon[b][i] = e.bodies[b]!.longitudeDeg;
      speed[b][i] = e.bodies[b]!.speedDegPerDay;
    }
  }
  return { jd, lon, speed };
}
