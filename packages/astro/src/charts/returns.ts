// Solar and lunar returns: the next instant at which the Sun (Moon) comes back to its natal longitude, and the chart
// cast for that instant at a chosen place (apparent longitudes, as the natal positions are).
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julianDay.ts';
import { ayanamsaAt, type Zodiac } from '../zodiac/ayanamsa.ts';
import { bodyLongitude, nextAngle } from './longitudeSearch.ts';
import { type NatalChart, natalChart, type NatalChartInput } from './natalChart.ts';

export interface ReturnOptions {
  /** Search starts here (ISO instant). */
  afterUtc: string;
  /** Place of the return chart; the birthplace by default. */
  latitude?: number;
  longitude?: number;
  houseSystem?: NatalChartInput['houseSystem'];
}

function castAt(natal: NatalChart, jd: number, o: ReturnOptions): NatalChart {
  return natalChart({
    utc: new Date(Math.round(unixMsFromJdUt(jd))).toISOString(),
    latitude: o.latitude ?? natal.latitude,
    longitude: o.longitude ?? natal.longitude,
    houseSystem: o.houseSystem ?? 'P',
  });
}

const tropicalCrossing = (body: 'sun' | 'moon', targetDeg: number, afterJdUt: number): number => {
  const jd =
    body === 'sun'
      ? nextAngle(bodyLongitude('sun'), targetDeg, afterJdUt, 5, 372)
      : nextAngle(bodyLongitude('moon'), targetDeg, afterJdUt, 0.5, 29);
  if (jd === null) throw new Error(`${body} return not found`);
  return jd;
};

/**
 * The first instant (Julian day UT) after afterJdUt at which the Sun or the Moon reaches the apparent longitude
 * targetDeg (its natal place, for a return). Within a second of Swiss Ephemeris' swe_solcross_ut / swe_mooncross_ut.
 * In a sidereal zodiac targetDeg is sidereal and the longitude is read less the ayanamsa of each instant: the
 * sidereal return, when tropical longitude − ayanamsa(t) = targetDeg. The ayanamsa grows ~50″ a year, so a sidereal
 * solar return falls ~20 minutes later per year of age than the tropical one.
 */
export function returnJdUt(
  body: 'sun' | 'moon',
  targetDeg: number,
  afterJdUt: number,
  zodiac: Zodiac = 'tropical',
): number {
  if (!Number.isFinite(targetDeg) || !Number.isFinite(afterJdUt))
    throw new RangeError('returnJdUt: not a number');
  let jd = tropicalCrossing(body, targetDeg + ayanamsaAt(afterJdUt, zodiac).deg, afterJdUt);
  if (zodiac === 'tropical') return jd;
  // The ayanamsa hardly moves while the body closes the gap: a few rounds of the fixed point settle far below a
  // second. Each round searches from a little before the previous answer, so the same crossing is found again.
  for (let round = 0; round < 6; round++) {
    const next = tropicalCrossing(body, (targetDeg + ayanamsaAt(jd, zodiac).deg) % 360, jd - 0.1);
    const settled = Math.abs(next - jd) < 1e-7;
    jd = next;
    if (settled) break;
  }
  return jd;
}

function afterJd(options: ReturnOptions): number {
  const ms = Date.parse(options.afterUtc);
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${options.afterUtc}`);
  return jdUtFromUnixMs(ms);
}

/** The first solar return after options.afterUtc, cast for the birthplace or the given place (relocation). */
export function solarReturn(natal: NatalChart, options: ReturnOptions): NatalChart {
  return castAt(natal, returnJdUt('sun', natal.bodies.sun.longitudeDeg, afterJd(options)), options);
}

/** The first lunar return after options.afterUtc, cast for the birthplace or the given place (relocation). */
export function lunarReturn(natal: NatalChart, options: ReturnOptions): NatalChart {
  return castAt(natal, returnJdUt('moon', natal.bodies.moon.longitudeDeg, afterJd(options)), options);
}
