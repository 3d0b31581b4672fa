// New Moon, first quarter, full Moon and last quarter: the Moon − Sun elongation reaching 0°, 90°, 180°, 270°.
import type { PhaseName } from '../charts/lunarCycle.ts';
import { normalizeDeg } from '../math/angles.ts';
import { type Angle, crossesIn, solveIn } from './crossing.ts';
import type { SkyGrid } from './skyGrid.ts';
import { instantOf, type LunationEvent } from './skyEventTypes.ts';

const PHASES: readonly [PhaseName, number][] = [
  ['new', 0],
  ['firstQuarter', 90],
  ['full', 180],
  ['lastQuarter', 270],
];
const ELONGATION: Angle = { plus: 'moon', minus: 'sun' };

/** Every principal phase inside the grid, in time order. */
export function lunationsOn(grid: SkyGrid): LunationEvent[] {
  const out: LunationEvent[] = [];
  for (let i = 0; i + 1 < grid.jd.length; i++)
    for (const [phase, target] of PHASES) {
      if (!crossesIn(grid, ELONGATION, i, target)) continue;
      const jd = solveIn(grid, ELONGATION, i, target);
      // The Moon's place at the instant, from the samples (±0.1″ is plenty for its sign).
      const s = (jd - grid.jd[i]!) / (grid.jd[i + 1]! - grid.jd[i]!);
      const a = grid.lon.moon[i]!;
      const moon = normalizeDeg(a + s * ((((grid.lon.moon[i + 1]! - a) % 360) + 360) % 360));
      out.push({
        kind: 'lunation',
        ...instantOf(jd),
        phase,
        signIndex: Math.floor(moon / 30),
        moonLongitudeDeg: moon,
      });
    }
  return out;
}
