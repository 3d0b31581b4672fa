/**
 * 2060 Chiron's heliocentric orbit, shared by generate-chiron.ts and fit-chiron.ts: two-body conversions and a
 * numerical integration under the Sun and the giant planets (VSOP87B positions, Bretagnon & Francou 1988).
 * Frame: ecliptic and equinox J2000; time: TT (= TDB to the precision that matters here).
 * Equations: heliocentric N-body with the indirect term (Danby, *Fundamentals of Celestial Mechanics* §4.6).
 * Masses: IAU 2009 system (Luzum et al. 2011, Celest. Mech. 110, 293); the inner planets act on Chiron
 * (r ≥ 8.4 AU) as extra solar mass, their pull on the Sun averaging out over their short periods.
 * Integrator: classical Runge–Kutta, 1-day step (≤ 1e-9 AU per century for Chiron's 50-year orbit).
 */
import { VSOP87B_JUPITER } from '../src/data/vsop87b-jupiter.ts';
import { VSOP87B_NEPTUNE } from '../src/data/vsop87b-neptune.ts';
import { VSOP87B_SATURN } from '../src/data/vsop87b-saturn.ts';
import { VSOP87B_URANUS } from '../src/data/vsop87b-uranus.ts';
import type { OrbitElements } from '../src/bodies/kepler.ts';
import { type VsopSeries, vsopPositionVelocity } from '../src/bodies/vsopSeries.ts';

/** Gaussian gravitational constant squared: GM☉ in AU³/day². */
export const K2 = 0.01720209895 ** 2;
const INNER_MASS = 1 / 6023657.9 + 1 / 408523.72 + 1 / 328900.56 + 1 / 3098703.6;
const GM_CENTRAL = K2 * (1 + INNER_MASS);
const PLANETS: readonly [VsopSeries, number][] = [
  [VSOP87B_JUPITER, 1 / 1047.348644],
  [VSOP87B_SATURN, 1 / 3497.9018],
  [VSOP87B_URANUS, 1 / 22902.951],
  [VSOP87B_NEPTUNE, 1 / 19412.26],
];
const D = Math.PI / 180;

/** Epoch of the integration's initial state: JD 2456000.5 TDB (2012-03-14). */
export const CHIRON_EPOCH_JD = 2456000.5;
/** JPL Small-Body Database, 2060 Chiron, epoch JD 2456000.5, heliocentric ecliptic J2000: the fit's start. */
export const CHIRON_SBDB_ELEMENTS: OrbitElements = {
  epochJd: CHIRON_EPOCH_JD,
  e: 0.3792037887546262,
  q: 8.486494269138399,
  i: 6.926651533484328,
  node: 209.3851130617651,
  peri: 339.4595737215378,
  m: 114.8798253094007,
};

/** Elements → state [x, y, z, vx, vy, vz] (AU, AU/day) at the elements' epoch. */
export function stateFromElements(el: OrbitElements): number[] {
  const a = el.q / (1 - el.e);
  const n = Math.sqrt(K2 / (a * a * a));
  let E = el.m * D;
  for (let k = 0; k < 50; k++) E -= (E - el.e * Math.sin(E) - el.m * D) / (1 - el.e * Math.cos(E));
  const b = a * Math.sqrt(1 - el.e * el.e);
  const dE = n / (1 - el.e * Math.cos(E));
  const [xv, yv, vxv, vyv] = [
    a * (Math.cos(E) - el.e),
    b * Math.sin(E),
    -a * Math.sin(E) * dE,
    b * Math.cos(E) * dE,
  ];
  const [cO, sO, cw, sw] = [
    Math.cos(el.node * D),
    Math.sin(el.node * D),
    Math.cos(el.peri * D),
    Math.sin(el.peri * D),
  ];
  const [ci, si] = [Math.cos(el.i * D), Math.sin(el.i * D)];
  const rot = (x: number, y: number): number[] => [
    (cO * cw - sO * sw * ci) * x + (-cO * sw - sO * cw * ci) * y,
    (sO * cw + cO * sw * ci) * x + (-sO * sw + cO * cw * ci) * y,
    sw * si * x + cw * si * y,
  ];
  return [...rot(xv, yv), ...rot(vxv, vyv)];
}

/** State → osculating elements (inverse of stateFromElements; Danby §6.12). */
export function elementsFromState(epochJd: number, s: readonly number[]): OrbitElements {
  const [x, y, z, vx, vy, vz] = s as [number, number, number, number, number, number];
  const r = Math.hypot(x, y, z);
  const [hx, hy, hz] = [y * vz - z * vy, z * vx - x * vz, x * vy - y * vx];
  const h = Math.hypot(hx, hy, hz);
  const node = Math.atan2(hx, -hy);
  const i = Math.acos(hz / h);
  const rv = x * vx + y * vy + z * vz;
  const v2 = vx * vx + vy * vy + vz * vz;
  // Eccentricity vector e = (v² − μ/r) r/μ − (r·v) v/μ
  const ex = ((v2 - K2 / r) * x - rv * vx) / K2;
  const ey = ((v2 - K2 / r) * y - rv * vy) / K2;
  const ez = ((v2 - K2 / r) * z - rv * vz) / K2;
  const e = Math.hypot(ex, ey, ez);
  const a = 1 / (2 / r - v2 / K2);
  // Argument of perihelion: angle from the node line to e, in the orbital plane.
  const [nx, ny] = [Math.cos(node), Math.sin(node)];
  const peri = Math.atan2(ez / Math.sin(i), ex * nx + ey * ny);
  const E = Math.atan2(rv / Math.sqrt(K2 * a), 1 - r / a);
  const norm = (rad: number): number => (((rad / D) % 360) + 360) % 360;
  return {
    epochJd,
    e,
    q: a * (1 - e),
    i: i / D,
    node: norm(node),
    peri: norm(peri),
    m: norm(E - e * Math.sin(E)),
  };
}

/**
 * Giant-planet positions on a half-day grid from `startJd` (RK4 with a 1-day step asks for each midpoint twice,
 * and every fit iteration integrates the same span again).
 */
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
  /** Offset into the grid of the instant jd (a multiple of half a day from startJd). */
  index(jd: number): number {
    return Math.round((jd - this.startJd) * 2) * PLANETS.length * 3;
  }
  get positions(): Float64Array {
    return this.xyz;
  }
}

function acceleration(
  grid: PlanetGrid,
  jd: number,
  x: number,
  y: number,
  z: number,
  out: Float64Array,
): void {
  const r3 = (x * x + y * y + z * z) ** 1.5;
  let ax = (-GM_CENTRAL * x) / r3;
  let ay = (-GM_CENTRAL * y) / r3;
  let az = (-GM_CENTRAL * z) / r3;
  const pos = grid.positions;
  const base = grid.index(jd);
  for (let k = 0; k < PLANETS.length; k++) {
    const gm = K2 * PLANETS[k]![1];
    const px = pos[base + 3 * k]!;
    const py = pos[base + 3 * k + 1]!;
    const pz = pos[base + 3 * k + 2]!;
    const dx = px - x;
    const dy = py - y;
    const dz = pz - z;
    const d3 = (dx * dx + dy * dy + dz * dz) ** 1.5;
    const p3 = (px * px + py * py + pz * pz) ** 1.5;
    // direct pull on Chiron minus the planet's pull on the Sun (heliocentric frame)
    ax += gm * (dx / d3 - px / p3);
    ay += gm * (dy / d3 - py / p3);
    az += gm * (dz / d3 - pz / p3);
  }
  out[0] = ax;
  out[1] = ay;
  out[2] = az;
}

/**
 * Integrates from the state s0 at epochJd both ways and returns x, y, z (AU) on the 1-day grid
 * startJd, startJd + 1, … endJd (epochJd − startJd must be a whole number of days, inside the planet grid).
 */
export function integrateChiron(
  grid: PlanetGrid,
  epochJd: number,
  s0: readonly number[],
  startJd: number,
  endJd: number,
): Float64Array {
  const days = Math.round(endJd - startJd);
  const out = new Float64Array((days + 1) * 3);
  const a1 = new Float64Array(3);
  const a2 = new Float64Array(3);
  const a3 = new Float64Array(3);
  const a4 = new Float64Array(3);
  const e0 = Math.round(epochJd - startJd);
  for (const h of [1, -1]) {
    let [x, y, z, vx, vy, vz] = s0 as [number, number, number, number, number, number];
    let jd = epochJd;
    for (let k = e0; ; k += h) {
      out[3 * k] = x;
      out[3 * k + 1] = y;
      out[3 * k + 2] = z;
      if (k + h < 0 || k + h > days) break;
      // RK4 for x'' = a(t, x): k-stages on position and velocity
      const hh = h / 2;
      acceleration(grid, jd, x, y, z, a1);
      const [x2, y2, z2] = [x + hh * vx, y + hh * vy, z + hh * vz];
      const [u2, v2, w2] = [vx + hh * a1[0]!, vy + hh * a1[1]!, vz + hh * a1[2]!];
      acceleration(grid, jd + hh, x2, y2, z2, a2);
      const [x3, y3, z3] = [x + hh * u2, y + hh * v2, z + hh * w2];
      const [u3, v3, w3] = [vx + hh * a2[0]!, vy + hh * a2[1]!, vz + hh * a2[2]!];
      acceleration(grid, jd + hh, x3, y3, z3, a3);
      const [x4, y4, z4] = [x + h * u3, y + h * v3, z + h * w3];
      const [u4, v4, w4] = [vx + h * a3[0]!, vy + h * a3[1]!, vz + h * a3[2]!];
      acceleration(grid, jd + h, x4, y4, z4, a4);
      x += (h / 6) * (vx + 2 * u2 + 2 * u3 + u4);
      y += (h / 6) * (vy + 2 * v2 + 2 * v3 + v4);
      z += (h / 6) * (vz + 2 * w2 + 2 * w3 + w4);
      vx += (h / 6) * (a1[0]! + 2 * a2[0]! + 2 * a3[0]! + a4[0]!);
      vy += (h / 6) * (a1[1]! + 2 * a2[1]! + 2 * a3[1]! + a4[1]!);
      vz += (h / 6) * (a1[2]! + 2 * a2[2]! + 2 * a3[2]! + a4[2]!);
      jd += h;
    }
  }
  return out;
}
