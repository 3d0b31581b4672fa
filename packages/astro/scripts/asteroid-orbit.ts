/**
 * The four main asteroids' heliocentric orbits, shared by fit-asteroids.ts and generate-asteroids.ts: 1 Ceres,
 * 2 Pallas, 3 Juno and 4 Vesta integrated together under the Sun, the eight planets (VSOP87B positions, Bretagnon &
 * Francou 1988) and each other. Frame: ecliptic and equinox J2000; time: TT (= TDB to the precision that matters).
 * Equations: heliocentric N-body with the indirect term (Danby, *Fundamentals of Celestial Mechanics* §4.6), as
 * chiron-orbit.ts. Masses: IAU 2009 system (Luzum et al. 2011, Celest. Mech. 110, 293) for the planets, the Earth–Moon
 * mass placed at the Earth's VSOP87B position (the barycentre is 4700 km away: a 1e-5 change of a small pull);
 * asteroid masses of the IAU 2009 system for Pallas and Vesta, Juno 1.4e-11 M☉ (about 2.7e19 kg, the order of
 * published estimates; its pull on the others is below the fit residuals), and for Ceres 5.3e-10 M☉ rather than IAU
 * 2009's 4.72e-10: the value that best reproduces seas_18.se1. Pallas, near a 1:1 resonance with Ceres, is the
 * sensitive one — after the fit its largest heliocentric residual over 1800–2200 is 2.54″ with 4.45e-10, 1.65″ with
 * 4.72e-10, 0.85″ with 5.0e-10, 0.20″ with 5.3e-10, 0.99″ with 5.6e-10 (the others move by < 0.1″). Leaving out the
 * asteroids' pull on each other leaves 16″ (Pallas) and 2.5″ (Ceres).
 * Integrator: classical Runge–Kutta with a 1-day step (88 steps per Mercury period). Doubling the step moves the
 * positions by ≤ 2e-7 (Ceres) … 1e-6 AU (Juno) over 1800–2200 (fit-asteroids.ts --convergence), so the 1-day step's
 * own error, 1/15 of that, is ≤ 7e-8 AU (0.015″ at 1 AU).
 */
import { type VsopSeries, vsopPositionVelocity } from '../src/bodies/vsopSeries.ts';
import { VSOP87B_EARTH } from '../src/data/vsop87b-earth.ts';
import { VSOP87B_JUPITER } from '../src/data/vsop87b-jupiter.ts';
import { VSOP87B_MARS } from '../src/data/vsop87b-mars.ts';
import { VSOP87B_MERCURY } from '../src/data/vsop87b-mercury.ts';
import { VSOP87B_NEPTUNE } from '../src/data/vsop87b-neptune.ts';
import { VSOP87B_SATURN } from '../src/data/vsop87b-saturn.ts';
import { VSOP87B_URANUS } from '../src/data/vsop87b-uranus.ts';
import { VSOP87B_VENUS } from '../src/data/vsop87b-venus.ts';

export { elementsFromState, K2 } from './chiron-orbit.ts';
import { K2 } from './chiron-orbit.ts';

const PLANETS: readonly [VsopSeries, number][] = [
  [VSOP87B_MERCURY, 1 / 6023597.4],
  [VSOP87B_VENUS, 1 / 408523.719],
  [VSOP87B_EARTH, 1 / 328900.5596],
  [VSOP87B_MARS, 1 / 3098703.59],
  [VSOP87B_JUPITER, 1 / 1047.348644],
  [VSOP87B_SATURN, 1 / 3497.9018],
  [VSOP87B_URANUS, 1 / 22902.98],
  [VSOP87B_NEPTUNE, 1 / 19412.26],
];

/** The asteroids in integration order, with their Swiss Ephemeris body numbers and masses (M☉). */
export const ASTEROIDS = [
  { id: 'ceres', se: 17, mass: 5.3e-10 },
  { id: 'pallas', se: 18, mass: 1.03e-10 },
  { id: 'juno', se: 19, mass: 1.4e-11 },
  { id: 'vesta', se: 20, mass: 1.35e-10 },
] as const;
export type AsteroidId = (typeof ASTEROIDS)[number]['id'];
const NA = ASTEROIDS.length;

/** Epoch of the integration's initial states: JD 2451544.5 TT (2000-01-01 0h). */
export const ASTEROID_EPOCH_JD = 2451544.5;

/** Planet positions on a half-day grid from `startJd` (RK4's midpoints), computed once for every integration. */
export class PlanetGrid {
  private readonly xyz: Float64Array;
  constructor(
    readonly startJd: number,
    readonly endJd: number,
  ) {
    const n = Math.round((endJd - startJd) * 2) + 1;
    this.xyz = new Float64Array(n * PLANETS.length * 3);
    const buf = new Float64Array(6);
    for (let k = 0; k < n; k++) {
      for (let p = 0; p < PLANETS.length; p++) {
        vsopPositionVelocity(PLANETS[p]![0], startJd + k / 2, buf);
        this.xyz.set(buf.subarray(0, 3), (k * PLANETS.length + p) * 3);
      }
    }
  }
  index(jd: number): number {
    return Math.round((jd - this.startJd) * 2) * PLANETS.length * 3;
  }
  get positions(): Float64Array {
    return this.xyz;
  }
}

/** Accelerations of the four asteroids (positions p, 3 per asteroid) into out. */
function accelerations(grid: PlanetGrid, jd: number, p: Float64Array, out: Float64Array): void {
  const pos = grid.positions;
  const base = grid.index(jd);
  for (let i = 0; i < NA; i++) {
    const x = p[3 * i]!;
    const y = p[3 * i + 1]!;
    const z = p[3 * i + 2]!;
    const gmc = K2 * (1 + ASTEROIDS[i]!.mass);
    const r3 = (x * x + y * y + z * z) ** 1.5;
    let ax = (-gmc * x) / r3;
    let ay = (-gmc * y) / r3;
    let az = (-gmc * z) / r3;
    const pull = (gm: number, px: number, py: number, pz: number): void => {
      const dx = px - x;
      const dy = py - y;
      const dz = pz - z;
      const d3 = (dx * dx + dy * dy + dz * dz) ** 1.5;
      const p3 = (px * px + py * py + pz * pz) ** 1.5;
      // direct pull on the asteroid minus the body's pull on the Sun (heliocentric frame)
      ax += gm * (dx / d3 - px / p3);
      ay += gm * (dy / d3 - py / p3);
      az += gm * (dz / d3 - pz / p3);
    };
    for (let k = 0; k < PLANETS.length; k++) {
      pull(K2 * PLANETS[k]![1], pos[base + 3 * k]!, pos[base + 3 * k + 1]!, pos[base + 3 * k + 2]!);
    }
    for (let j = 0; j < NA; j++) {
      if (j !== i) pull(K2 * ASTEROIDS[j]!.mass, p[3 * j]!, p[3 * j + 1]!, p[3 * j + 2]!);
    }
    out[3 * i] = ax;
    out[3 * i + 1] = ay;
    out[3 * i + 2] = az;
  }
}

/**
 * Integrates the four asteroids from the states s0 (6 numbers each, in ASTEROIDS order) at epochJd both ways and
 * returns each one's x, y, z (AU) on the grid startJd, startJd + step, … endJd (whole days from epochJd; the step is
 * 1 or 2 days, inside the planet grid).
 */
export function integrateAsteroids(
  grid: PlanetGrid,
  epochJd: number,
  s0: readonly (readonly number[])[],
  startJd: number,
  endJd: number,
  step = 1,
): Float64Array[] {
  const n = Math.round((endJd - startJd) / step);
  const out = ASTEROIDS.map(() => new Float64Array((n + 1) * 3));
  const m = 3 * NA;
  const [x, v, xt, a1, a2, a3, a4, v2, v3, v4] = Array.from({ length: 10 }, () => new Float64Array(m));
  const e0 = Math.round((epochJd - startJd) / step);
  for (const h of [step, -step]) {
    for (let i = 0; i < NA; i++) {
      for (let c = 0; c < 3; c++) {
        x![3 * i + c] = s0[i]![c]!;
        v![3 * i + c] = s0[i]![3 + c]!;
      }
    }
    let jd = epochJd;
    const dir = Math.sign(h);
    for (let k = e0; ; k += dir) {
      for (let i = 0; i < NA; i++) out[i]!.set(x!.subarray(3 * i, 3 * i + 3), 3 * k);
      if (k + dir < 0 || k + dir > n) break;
      const hh = h / 2;
      accelerations(grid, jd, x!, a1!);
      for (let c = 0; c < m; c++) {
        xt![c] = x![c]! + hh * v![c]!;
        v2![c] = v![c]! + hh * a1![c]!;
      }
      accelerations(grid, jd + hh, xt!, a2!);
      for (let c = 0; c < m; c++) {
        xt![c] = x![c]! + hh * v2![c]!;
        v3![c] = v![c]! + hh * a2![c]!;
      }
      accelerations(grid, jd + hh, xt!, a3!);
      for (let c = 0; c < m; c++) {
        xt![c] = x![c]! + h * v3![c]!;
        v4![c] = v![c]! + h * a3![c]!;
      }
      accelerations(grid, jd + h, xt!, a4!);
      for (let c = 0; c < m; c++) {
        x![c]! += (h / 6) * (v![c]! + 2 * v2![c]! + 2 * v3![c]! + v4![c]!);
        v![c]! += (h / 6) * (a1![c]! + 2 * a2![c]! + 2 * a3![c]! + a4![c]!);
      }
      jd += h;
    }
  }
  return out;
}
