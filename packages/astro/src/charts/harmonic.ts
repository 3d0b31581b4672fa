// Harmonic charts (J. Addey, "Harmonics in Astrology", 1976): every longitude multiplied by the harmonic number,
// reduced to the circle; aspects of the angle 360°/n in the radix become conjunctions in the n-th harmonic.
import { normalizeDeg } from '../math/angles.ts';

/** Longitudes of the n-th harmonic chart (n a whole number 1–180). */
export function harmonicLongitudes(
  longitudesDeg: Readonly<Record<string, number>>,
  n: number,
): Record<string, number> {
  if (!Number.isInteger(n) || n < 1 || n > 180)
    throw new RangeError('harmonic number must be a whole number 1–180');
  const out: Record<string, number> = {};
  for (const [id, lon] of Object.entries(longitudesDeg)) {
    if (!Number.isFinite(lon)) throw new RangeError(`harmonicLongitudes: ${id} is not a number`);
    out[id] = normalizeDeg(lon * n);
  }
  return out;
}
