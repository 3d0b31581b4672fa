// Geocentric Moon from ELP/MPP02 (DE405 fit; Chapront & Francou 2003), mean ecliptic and equinox of date.
import { ELPMPP02_MOON } from '../data/elpmpp02-moon.ts';
import { ARCSEC_TO_RAD } from '../math/angles.ts';
import { evaluateElpCoordinate } from './elpSeries.ts';
import { generalPrecessionRad } from './precession.ts';

export const KM_PER_AU = 149597870.7;

export interface MoonGeometric {
  /** Longitude on the mean ecliptic and equinox of date, radians, and its rate in rad/day. */
  lonRad: number;
  lonRateRadPerDay: number;
  latRad: number;
  latRateRadPerDay: number;
  distKm: number;
  distRateKmPerDay: number;
  /** The rate of general precession included in lonRateRadPerDay (the ecliptic-of-date frame turns). */
  precessionRateRadPerDay: number;
}

/** Geometric geocentric Moon at jdTt. */
export function moonGeometric(jdTt: number): MoonGeometric {
  const t = (jdTt - 2451545.0) / 36525;
  const w = ELPMPP02_MOON.W1;
  const w1 = w[0]! + t * (w[1]! + t * (w[2]! + t * (w[3]! + t * w[4]!)));
  const dw1 = w[1]! + t * (2 * w[2]! + t * (3 * w[3]! + t * 4 * w[4]!));
  const l = evaluateElpCoordinate(ELPMPP02_MOON.L, t);
  const b = evaluateElpCoordinate(ELPMPP02_MOON.B, t);
  const r = evaluateElpCoordinate(ELPMPP02_MOON.R, t);
  // ELP/MPP02 longitudes count from the fixed departure point γ′2000 on the ecliptic of date: add p_A for the equinox of date.
  const { pA, rate } = generalPrecessionRad(t);
  return {
    lonRad: w1 + l.value * ARCSEC_TO_RAD + pA,
    lonRateRadPerDay: (dw1 + l.rate * ARCSEC_TO_RAD + rate) / 36525,
    latRad: b.value * ARCSEC_TO_RAD,
    latRateRadPerDay: (b.rate * ARCSEC_TO_RAD) / 36525,
    distKm: r.value,
    distRateKmPerDay: r.rate / 36525,
    precessionRateRadPerDay: rate / 36525,
  };
}
