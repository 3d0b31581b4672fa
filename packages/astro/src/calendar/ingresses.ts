// Sign ingresses: a body's longitude crossing a multiple of 30°, forwards or (retrograde) backwards.
import { type Angle, crossesIn, solveIn } from './crossing.ts';
import { CALENDAR_BODIES, type CalendarBody, type SkyGrid } from './skyGrid.ts';
import { type IngressEvent, instantOf } from './skyEventTypes.ts';

const signOf = (lon: number): number => Math.floor((((lon % 360) + 360) % 360) / 30) % 12;

/** Ingresses of the given bodies inside the grid, body by body (not sorted). */
export function ingressesOn(
  grid: SkyGrid,
  bodies: readonly CalendarBody[] = CALENDAR_BODIES,
): IngressEvent[] {
  const out: IngressEvent[] = [];
  for (const body of bodies) {
    const lon = grid.lon[body];
    const angle: Angle = { plus: body };
    for (let i = 0; i + 1 < grid.jd.length; i++) {
      const signA = signOf(lon[i]!);
      const signB = signOf(lon[i + 1]!);
      if (signA === signB) continue;
      const forward = ((((lon[i + 1]! - lon[i]!) % 360) + 540) % 360) - 180 > 0;
      const boundary = (forward ? signB : signA) * 30;
      if (!crossesIn(grid, angle, i, boundary)) continue;
      const jd = solveIn(grid, angle, i, boundary);
      out.push({ kind: 'ingress', ...instantOf(jd), body, signIndex: signB, retrograde: !forward });
    }
  }
  return out;
}

/** Moon ingresses alone, as Julian days with the sign entered (used by the void-of-course search). */
export function moonIngressesOn(grid: SkyGrid): { jdUt: number; signIndex: number }[] {
  return ingressesOn(grid, ['moon']).map((e) => ({ jdUt: e.jdUt, signIndex: e.signIndex }));
}
