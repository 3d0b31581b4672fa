// An unperturbed two-body orbit (GM☉ alone) from heliocentric osculating elements: the fallback of the
// small bodies' tables (Chiron, the asteroids) outside the years their integrated tables cover.

/** Heliocentric osculating elements (two-body with GM☉ alone), angles in degrees. */
export interface OrbitElements {
  epochJd: number;
  e: number;
  q: number;
  i: number;
  node: number;
  peri: number;
  m: number;
}

/** Gaussian gravitational constant: the elements are two-body elements with GM☉ alone. */
const K = 0.01720209895;
const D = Math.PI / 180;

/** Heliocentric rectangular ecliptic J2000 position (AU) and velocity (AU/day) into out[0..5]. */
export function keplerPositionVelocity(el: OrbitElements, jdTt: number, out: Float64Array): void {
  const a = el.q / (1 - el.e);
  const n = K / Math.sqrt(a * a * a);
  const m = el.m * D + n * (jdTt - el.epochJd);
  let E = m;
  for (let k = 0; k < 30; k++) E -= (E - el.e * Math.sin(E) - m) / (1 - el.e * Math.cos(E));
  const b = a * Math.sqrt(1 - el.e * el.e);
  const dE = n / (1 - el.e * Math.cos(E));
  const xv = a * (Math.cos(E) - el.e);
  const yv = b * Math.sin(E);
  const vx = -a * Math.sin(E) * dE;
  const vy = b * Math.cos(E) * dE;
  const cO = Math.cos(el.node * D);
  const sO = Math.sin(el.node * D);
  const cw = Math.cos(el.peri * D);
  const sw = Math.sin(el.peri * D);
  const ci = Math.cos(el.i * D);
  const si = Math.sin(el.i * D);
  const r11 = cO * cw - sO * sw * ci;
  const r12 = -cO * sw - sO * cw * ci;
  const r21 = sO * cw + cO * sw * ci;
  const r22 = -sO * sw + cO * cw * ci;
  const r31 = sw * si;
  const r32 = cw * si;
  out[0] = r11 * xv + r12 * yv;
  out[1] = r21 * xv + r22 * yv;
  out[2] = r31 * xv + r32 * yv;
  out[3] = r11 * vx + r12 * vy;
  out[4] = r21 * vx + r22 * vy;
  out[5] = r31 * vx + r32 * vy;
}
