// Annual profections (Vettius Valens, Anthology IV.11; the Hellenistic "lord of the year"): each year of life the
// Ascendant advances one whole sign; the sign reached, counted as a house from the Ascendant's sign, is activated
// and its traditional ruler is the lord of the year. The year runs from one birthday to the next.
import { normalizeDeg } from '../math/angles.ts';
import { SIGN_RULERS, type TraditionalPlanet } from './dignities.ts';

export interface Profection {
  /** Completed years of life. */
  age: number;
  /** Whole-sign house from the Ascendant's sign, 1–12. */
  house: number;
  /** Sign index (0 = Aries) of the profected Ascendant. */
  signIndex: number;
  lordOfYear: TraditionalPlanet;
}

/** The profection of a year of life (age ≥ 0 in completed years) for an Ascendant longitude. */
export function annualProfection(ascDeg: number, age: number): Profection {
  if (!Number.isFinite(ascDeg) || !Number.isInteger(age) || age < 0 || age > 150)
    throw new RangeError('annualProfection: an Ascendant in degrees and an age of 0–150 whole years');
  const house = (age % 12) + 1;
  const signIndex = (Math.floor(normalizeDeg(ascDeg) / 30) + age) % 12;
  return { age, house, signIndex, lordOfYear: SIGN_RULERS[signIndex]! };
}

/** Completed years between a birth and a later instant (UTC, milliseconds), by the birthday in UTC. */
export function completedYears(birthUnixMs: number, atUnixMs: number): number {
  const b = new Date(birthUnixMs);
  const a = new Date(atUnixMs);
  let years = a.getUTCFullYear() - b.getUTCFullYear();
  const beforeBirthday =
    a.getUTCMonth() < b.getUTCMonth() ||
    (a.getUTCMonth() === b.getUTCMonth() &&
      (a.getUTCDate() < b.getUTCDate() ||
        (a.getUTCDate() === b.getUTCDate() && a.getTime() % 86_400_000 < b.getTime() % 86_400_000)));
  if (beforeBirthday) years -= 1;
  return Math.max(0, years);
}
