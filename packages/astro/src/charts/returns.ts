// Solar and lunar returns: the next instant at which the Sun (Moon) comes back to its natal longitude, and the chart
// cast for that instant at a chosen place (apparent longitudes, as the natal positions are).
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julianDay.ts';
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

/** The first solar return after options.afterUtc. */
export function solarReturn(natal: NatalChart, options: ReturnOptions): NatalChart {
  const start = jdUtFromUnixMs(Date.parse(options.afterUtc));
  const jd = nextAngle(bodyLongitude('sun'), natal.bodies.sun.longitudeDeg, start, 5, 372);
  if (jd === null) throw new Error('solar return not found within a year');
  return castAt(natal, jd, options);
}

/** The first lunar return after options.afterUtc. */
export function lunarReturn(natal: NatalChart, options: ReturnOptions): NatalChart {
  const start = jdUtFromUnixMs(Date.parse(options.afterUtc));
  const jd = nextAngle(bodyLongitude('moon'), natal.bodies.moon.longitudeDeg, start, 0.5, 29);
  if (jd === null) throw new Error('lunar return not found within a month');
  return castAt(natal, jd, options);
}
