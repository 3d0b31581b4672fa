// The Part of Fortune (Lot of Fortune): by day (Sun above the horizon, in houses 7–12) ASC + Moon − Sun, by night
// ASC + Sun − Moon (Ptolemy, Tetrabiblos III.10, as Vettius Valens and modern software reverse it at night).
import { normalizeDeg } from '../math/angles.ts';

/** Whether the Sun is above the horizon: in the half of the zodiac from the Descendant to the Ascendant. */
export function isDayChart(ascDeg: number, sunDeg: number): boolean {
  return normalizeDeg(sunDeg - ascDeg) >= 180;
}

/** Longitude of the Part of Fortune, degrees. */
export function partOfFortuneDeg(ascDeg: number, sunDeg: number, moonDeg: number): number {
  if (![ascDeg, sunDeg, moonDeg].every(Number.isFinite))
    throw new RangeError('partOfFortuneDeg: not a number');
  return normalizeDeg(isDayChart(ascDeg, sunDeg) ? ascDeg + moonDeg - sunDeg : ascDeg + sunDeg - moonDeg);
}
