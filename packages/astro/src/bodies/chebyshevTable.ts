// Evaluation of Chebyshev position tables (value and time derivative), as JPL ephemerides are stored
// (Newhall 1989, Celest. Mech. 45, 305).

export interface ChebyshevTable {
  startJd: number;
  segmentDays: number;
  segments: number;
  degree: number;
  /** Per segment: x coefficients, then y, then z (degree + 1 each). */
  coeffs: readonly number[];
}

const t = new Float64Array(32);
const dt = new Float64Array(32);

export function chebyshevCovers(table: ChebyshevTable, jd: number): boolean {
  return jd >= table.startJd && jd < table.startJd + table.segments * table.segmentDays;
}

/** Position (AU) and velocity (AU/day) at jd into out[0..5]; the caller checks chebyshevCovers first. */
export function chebyshevPositionVelocity(table: ChebyshevTable, jd: number, out: Float64Array): void {
  const n = table.degree + 1;
  const seg = Math.floor((jd - table.startJd) / table.segmentDays);
  const a = table.startJd + seg * table.segmentDays;
  const x = (2 * (jd - a)) / table.segmentDays - 1;
  // T'_k = 2 T_{k−1} + 2x T'_{k−1} − T'_{k−2}
  t[0] = 1;
  t[1] = x;
  dt[0] = 0;
  dt[1] = 1;
  for (let k = 2; k < n; k++) {
    t[k] = 2 * x * t[k - 1]! - t[k - 2]!;
    dt[k] = 2 * t[k - 1]! + 2 * x * dt[k - 1]! - dt[k - 2]!;
  }
  const scale = 2 / table.segmentDays;
  const c = table.coeffs;
  for (let axis = 0; axis < 3; axis++) {
    const base = (seg * 3 + axis) * n;
    let v = 0;
    let dv = 0;
    for (let k = 0; k < n; k++) {
      const coef = c[base + k]!;
      v += coef * t[k]!;
      dv += coef * dt[k]!;
    }
    out[axis] = v;
    out[axis + 3] = dv * scale;
  }
}
