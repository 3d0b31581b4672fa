import type { NatalChart } from '@xingtu/astro';
import type { BirthBody } from '@xingtu/contracts/charts-schemas';
import type { SignBigThree, SignReadingText } from '@xingtu/contracts/sign-share';
import { signOfLongitudeDeg, type PlanetKey, type SignKey } from '@xingtu/readings/keys';
import { bigThreeReading, chartRulerReading, signZh, type BigThreePoint } from '@xingtu/readings/sign-share';
import type { AppDeps } from '../../deps.ts';
import { computeChart, type Viewer } from '../charts/index.ts';

// A friend's three signs from what they have entered so far, through the chart engine: the Sun from the
// date; the Moon once a time is given (or without one, when the Moon stays in one sign all day); the
// Ascendant and its ruler once the place is known too. Nothing is stored.

// Before a place is chosen, the chart is drawn at Beijing in Beijing time: the Sun's and Moon's signs
// hardly depend on the place, and no Ascendant is read from it.
const PROVISIONAL_PLACE = { latitude: 39.9042, longitude: 116.4074, time_zone: 'Asia/Shanghai' };
const SETTINGS = { house_system: 'P' as const, orbs: undefined };

const hasPlace = (birth: BirthBody) =>
  (birth.latitude !== undefined && birth.longitude !== undefined) || Boolean(birth.place_name);

export const signOf = (chart: NatalChart, body: PlanetKey): SignKey =>
  signOfLongitudeDeg(chart.bodies[body].longitudeDeg);

const degreeIn = (longitudeDeg: number) => Math.round((longitudeDeg % 30) * 10) / 10;

export function readingText(point: BigThreePoint, sign: SignKey): SignReadingText {
  return { sign, signZh: signZh(sign), ...bigThreeReading(point, sign) };
}

async function chartAt(deps: AppDeps, viewer: Viewer, birth: BirthBody): Promise<NatalChart> {
  const { chart } = await computeChart(deps, viewer, '', { birth }, SETTINGS);
  return chart;
}

/** The three signs (and what is known of them) for a birth given in part or in full. */
export async function bigThreeOf(deps: AppDeps, viewer: Viewer, given: BirthBody): Promise<SignBigThree> {
  const placed = hasPlace(given);
  const birth: BirthBody = placed ? given : { ...given, ...PROVISIONAL_PLACE };
  const chart = await chartAt(deps, viewer, birth);
  const sun = signOf(chart, 'sun');
  let moon: SignKey | null = null;
  let moonDegree: number | null = null;
  if (birth.time !== null || birth.shichen) {
    moon = signOf(chart, 'moon');
    moonDegree = degreeIn(chart.bodies.moon.longitudeDeg);
  } else {
    // No time: the Moon is certain only when it is in the same sign at the day's first and last minute.
    const [first, last] = await Promise.all([
      chartAt(deps, viewer, { ...birth, time: '00:00' }),
      chartAt(deps, viewer, { ...birth, time: '23:59' }),
    ]);
    if (signOf(first, 'moon') === signOf(last, 'moon')) moon = signOf(first, 'moon');
  }
  const ascendant =
    placed && chart.angles && birth.time !== null ? signOfLongitudeDeg(chart.angles.asc) : null;
  const ruler = ascendant ? chartRulerReading(ascendant, (planet) => signOf(chart, planet)) : null;
  return {
    sun: readingText('sun', sun),
    moon: moon ? readingText('moon', moon) : null,
    ascendant: ascendant ? readingText('ascendant', ascendant) : null,
    chartRuler: ruler
      ? { planetZh: ruler.planetZh, sign: ruler.sign, signZh: signZh(ruler.sign), text: ruler.text }
      : null,
    sunDegree: degreeIn(chart.bodies.sun.longitudeDeg),
    moonDegree,
    ascendantDegree: ascendant && chart.angles ? degreeIn(chart.angles.asc) : null,
  };
}
