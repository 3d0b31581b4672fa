import { ephemerisAt, jdUtFromUnixMs, natalChart, type BodyId } from '@xingtu/astro';
import { signOfLongitude, type SignId } from '@xingtu/contracts/astrology';
import type { CareerBody } from '@xingtu/contracts/charts-schemas';
import type { CareerHouse, CareerRecord } from '@xingtu/contracts/charts';
import type { AppDeps } from '../../deps.ts';
import { degreeMinute, pointNameZh } from './chart-record.ts';
import {
  chartInFrame,
  computeChart,
  frameOf,
  radixOnlyNote,
  timedFrameOf,
  type Viewer,
} from './compute-chart.ts';
import { careerReadingsFor } from './readings.ts';
import { transitEvents } from './transit-events.ts';

// Traditional rulers (Ptolemy), with the modern co-rulers named beside them.
const RULERS: Record<SignId, { ruler: BodyId; modern?: BodyId }> = {
  aries: { ruler: 'mars' },
  taurus: { ruler: 'venus' },
  gemini: { ruler: 'mercury' },
  cancer: { ruler: 'moon' },
  leo: { ruler: 'sun' },
  virgo: { ruler: 'mercury' },
  libra: { ruler: 'venus' },
  scorpio: { ruler: 'mars', modern: 'pluto' },
  sagittarius: { ruler: 'jupiter' },
  capricorn: { ruler: 'saturn' },
  aquarius: { ruler: 'saturn', modern: 'uranus' },
  pisces: { ruler: 'jupiter', modern: 'neptune' },
};

const CAREER_HOUSES = [
  { number: 10, titleZh: '事业与社会地位' },
  { number: 6, titleZh: '日常工作与职场环境' },
  { number: 2, titleZh: '收入与价值观' },
];

const YEAR_MS = 365 * 86_400_000;

/** POST /api/chart/career: the MC and its ruler, houses 10, 6 and 2, and the coming year of Saturn and Jupiter. */
export async function careerFor(deps: AppDeps, viewer: Viewer, body: CareerBody): Promise<CareerRecord> {
  const natal = await computeChart(deps, viewer, 'natal.', body.natal, body);
  const { record } = natal;
  const find = (id: string) => record.points.find((p) => p.id === id)!;
  let mc: CareerRecord['mc'] = null;
  if (record.angles) {
    const sign = signOfLongitude(record.angles.mc);
    const rule = RULERS[sign.id];
    mc = {
      signZh: sign.nameZh,
      ...degreeMinute(record.angles.mc),
      ruler: find(rule.ruler),
      modernRulerZh: rule.modern ? pointNameZh(rule.modern) : null,
    };
  }
  const houses: CareerHouse[] = CAREER_HOUSES.map(({ number, titleZh }) => {
    const cusp = record.houses?.[number - 1];
    const rule = cusp ? RULERS[cusp.signId as SignId] : null;
    return {
      number,
      titleZh,
      signZh: cusp?.signZh ?? null,
      rulerZh: rule ? pointNameZh(rule.ruler) : null,
      planets: record.points.filter((p) => p.house === number),
    };
  });
  const start = deps.now();
  const end = new Date(start.getTime() + YEAR_MS);
  // The year's transits are timed against the radix in the member's zodiac (each transiting instant less its own
  // ayanamsa, the natal chart less the birth's), as on /chart; a harmonic chart is not timed (the note says so).
  const frame = frameOf(body);
  const radix =
    frame.harmonic === 1 ? natal.chart : chartInFrame(natal.birth.input, body, timedFrameOf(body));
  const frameNote = radixOnlyNote(body, '未来一年的木星、土星行运');
  if (frameNote) record.notes.push(frameNote);
  return {
    natal: record,
    mc,
    houses,
    from: start.toISOString().slice(0, 10),
    to: end.toISOString().slice(0, 10),
    transits: transitEvents(radix, start.toISOString(), end.toISOString(), ['jupiter', 'saturn']),
    // Where Saturn and Jupiter stand now, in the zodiac of the chart they are read against.
    readings: careerReadingsFor(
      natal.chart,
      frame.zodiac === 'tropical'
        ? ephemerisAt(jdUtFromUnixMs(start.getTime())).bodies
        : natalChart({ utc: start.toISOString(), latitude: 0, longitude: 0, zodiac: frame.zodiac }).bodies,
    ),
  };
}
