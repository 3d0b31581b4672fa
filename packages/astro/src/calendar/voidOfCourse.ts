// The void-of-course Moon: from the Moon's last exact major (Ptolemaic) aspect to a planet, Sun…Pluto, until it
// leaves the sign. Each sign the Moon crosses is searched backwards from its exit for the latest exact aspect.
import { type Angle, crossesIn, solveIn } from './crossing.ts';
import { moonIngressesOn } from './ingresses.ts';
import type { CalendarBody, SkyGrid } from './skyGrid.ts';
import { instantOf, type VoidOfCourseEvent } from './skyEventTypes.ts';

const ASPECTED: readonly CalendarBody[] = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];
/** Moon − planet separations of the five major aspects (waxing and waning sides). */
const SEPARATIONS = [0, 60, 90, 120, 180, 240, 270, 300];

const aspectAngle = (separation: number): number => (separation <= 180 ? separation : 360 - separation);

/** The latest exact aspect in [jdFrom, jdTo], searching the grid backwards from jdTo. */
function lastAspect(
  grid: SkyGrid,
  jdFrom: number,
  jdTo: number,
): { jd: number; body: CalendarBody; angleDeg: number } | null {
  let i = grid.jd.findIndex((jd) => jd > jdTo) - 1;
  if (i < 0) i = grid.jd.length - 2;
  for (; i >= 0 && grid.jd[i + 1]! >= jdFrom; i--) {
    let best: { jd: number; body: CalendarBody; angleDeg: number } | null = null;
    for (const body of ASPECTED) {
      const angle: Angle = { plus: 'moon', minus: body };
      for (const separation of SEPARATIONS) {
        if (!crossesIn(grid, angle, i, separation)) continue;
        const jd = solveIn(grid, angle, i, separation);
        if (jd < jdFrom || jd > jdTo || (best && best.jd >= jd)) continue;
        best = { jd, body, angleDeg: aspectAngle(separation) };
      }
    }
    if (best) return best;
  }
  return null;
}

/**
 * Void-of-course periods overlapping [jd0, jd1]. The grid must reach a Moon ingress before jd0 and one after jd1
 * (three days either side is enough).
 */
export function voidsOfCourseOn(grid: SkyGrid, jd0: number, jd1: number): VoidOfCourseEvent[] {
  const ingresses = moonIngressesOn(grid);
  const out: VoidOfCourseEvent[] = [];
  for (let k = 1; k < ingresses.length; k++) {
    const enter = ingresses[k - 1]!;
    const leave = ingresses[k]!;
    if (leave.jdUt < jd0 || enter.jdUt > jd1) continue;
    const last = lastAspect(grid, enter.jdUt, leave.jdUt);
    const start = last ? last.jd : enter.jdUt;
    if (start > jd1) continue;
    out.push({
      kind: 'voidOfCourse',
      ...instantOf(start),
      endUtc: instantOf(leave.jdUt).utc,
      endJdUt: leave.jdUt,
      lastAspect: last ? { body: last.body, angleDeg: last.angleDeg } : null,
      signIndexEntered: leave.signIndex,
    });
  }
  return out;
}
