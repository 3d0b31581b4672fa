// Evaluation of VSOP87 series (Bretagnon & Francou 1988, A&A 202, 309) with their time derivative.

/**
 * One power α of τ: flat terms [A, B, C, …] (term = τ^α · A cos(B + C τ)), sorted so the first `rateTerms`
 * carry the time derivative to better than 1e-5 °/day (see scripts/generate-series.ts).
 */
export interface VsopGroup {
  readonly rateTerms: number;
  readonly terms: readonly number[];
}

export interface VsopSeries {
  L: readonly VsopGroup[];
  B: readonly VsopGroup[];
  R: readonly VsopGroup[];
}

/** Value and derivative (per millennium) of one coordinate at τ Julian millennia TT from J2000. */
function evaluateCoordinate(
  groups: readonly VsopGroup[],
  tau: number,
  out: Float64Array,
  index: number,
): void {
  let value = 0;
  let rate = 0;
  let tauPow = 1; // τ^α
  let tauPowPrev = 0; // α·τ^(α−1)
  for (let alpha = 0; alpha < groups.length; alpha++) {
    const g = groups[alpha]!;
    const t = g.terms;
    const rateEnd = g.rateTerms * 3;
    let s = 0;
    let ds = 0;
    let i = 0;
    for (; i < rateEnd; i += 3) {
      const amp = t[i]!;
      const freq = t[i + 2]!;
      const phase = t[i + 1]! + freq * tau;
      s += amp * Math.cos(phase);
      ds -= amp * freq * Math.sin(phase);
    }
    for (const n = t.length; i < n; i += 3) s += t[i]! * Math.cos(t[i + 1]! + t[i + 2]! * tau);
    value += tauPow * s;
    rate += tauPowPrev * s + tauPow * ds;
    tauPowPrev = (alpha + 1) * tauPow;
    tauPow *= tau;
  }
  out[index] = value;
  out[index + 3] = rate;
}

const scratch = new Float64Array(6);

/**
 * Heliocentric rectangular ecliptic J2000 position (AU) and velocity (AU/day) at jdTt,
 * written into out[0..5].
 */
export function vsopPositionVelocity(series: VsopSeries, jdTt: number, out: Float64Array): void {
  const tau = (jdTt - 2451545.0) / 365250;
  const s = scratch;
  evaluateCoordinate(series.L, tau, s, 0);
  evaluateCoordinate(series.B, tau, s, 1);
  evaluateCoordinate(series.R, tau, s, 2);
  sphericalToRectangular(s[0]!, s[1]!, s[2]!, s[3]! / 365250, s[4]! / 365250, s[5]! / 365250, out);
}

/** Spherical (λ, β, r) with rates → rectangular position and velocity. */
export function sphericalToRectangular(
  lon: number,
  lat: number,
  r: number,
  dLon: number,
  dLat: number,
  dR: number,
  out: Float64Array,
): void {
  const cl = Math.cos(lon);
  const sl = Math.sin(lon);
  const cb = Math.cos(lat);
  const sb = Math.sin(lat);
  out[0] = r * cb * cl;
  out[1] = r * cb * sl;
  out[2] = r * sb;
  out[3] = dR * cb * cl - r * sb * dLat * cl - r * cb * sl * dLon;
  out[4] = dR * cb * sl - r * sb * dLat * sl + r * cb * cl * dLon;
  out[5] = dR * sb + r * cb * dLat;
}
