// Evaluation of the ELP/MPP02 lunar series (Chapront & Francou 2003, A&A 404, 735) with time derivatives.

/**
 * One power α of T: flat terms [A, φ0, φ1, φ2, φ3, φ4, …] (term = T^α · A sin φ(T)), sorted so the first
 * `rateTerms` carry the derivative to about 1e-5 °/day (see scripts/generate-series.ts).
 */
export interface ElpGroup {
  readonly rateTerms: number;
  readonly terms: readonly number[];
}

export interface ElpSeries {
  /** Mean longitude W1 polynomial (radians, T in centuries). */
  W1: readonly number[];
  L: readonly ElpGroup[];
  B: readonly ElpGroup[];
  R: readonly ElpGroup[];
}

export interface ElpValue {
  value: number;
  rate: number;
}

/** Value and first derivative (per century) of Σ T^α Σ A sin φ(T). */
export function evaluateElpCoordinate(groups: readonly ElpGroup[], t: number): ElpValue {
  let value = 0;
  let rate = 0;
  let tPow = 1;
  let tPowPrev = 0;
  const t2 = 2 * t;
  const tt3 = 3 * t * t;
  const ttt4 = 4 * t * t * t;
  for (let alpha = 0; alpha < groups.length; alpha++) {
    const g = groups[alpha]!;
    const c = g.terms;
    const rateEnd = g.rateTerms * 6;
    let s = 0;
    let ds = 0;
    let i = 0;
    for (; i < rateEnd; i += 6) {
      const amp = c[i]!;
      const p1 = c[i + 2]!;
      const p2 = c[i + 3]!;
      const p3 = c[i + 4]!;
      const p4 = c[i + 5]!;
      const phase = c[i + 1]! + t * (p1 + t * (p2 + t * (p3 + t * p4)));
      s += amp * Math.sin(phase);
      ds += amp * (p1 + t2 * p2 + tt3 * p3 + ttt4 * p4) * Math.cos(phase);
    }
    for (const n = c.length; i < n; i += 6) {
      s += c[i]! * Math.sin(c[i + 1]! + t * (c[i + 2]! + t * (c[i + 3]! + t * (c[i + 4]! + t * c[i + 5]!))));
    }
    value += tPow * s;
    rate += tPowPrev * s + tPow * ds;
    tPowPrev = (alpha + 1) * tPow;
    tPow *= t;
  }
  return { value, rate };
}
