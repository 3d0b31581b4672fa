import {
  findCrossAspects,
  houseOfLongitude,
  natalChart,
  returnJdUt,
  jdUtFromUnixMs,
  unixMsFromJdUt,
  type NatalChart,
} from '@xingtu/astro';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { RETURN_KIND_NAMES_ZH, type ReturnsRecord } from '@xingtu/contracts/chart-techniques';
import type { ReturnsBody } from '@xingtu/contracts/chart-techniques-schemas';
import type { ChartRecord } from '@xingtu/contracts/charts';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import { returnReadings } from '@xingtu/readings/select-points';
import type { AppDeps } from '../../deps.ts';
import { aspectRecord, chartRecord, withoutLilith } from './chart-record.ts';
import { aspectOptionsOf, computeChart, timedFrameOf, type Viewer } from './compute-chart.ts';
import { localMidnightUtc } from './transits.ts';

// Solar and lunar returns: the instant the Sun (Moon) comes back to its natal longitude, found to well under a
// second (packages/astro returns.ts, checked against the Swiss Ephemeris), and the chart of that instant cast for
// the birthplace or another place (relocation). Times are shown in Beijing time.

const DAY_MS = 86_400_000;
const RETURN_ORB_DEG = 2;
const pad = (n: number): string => String(n).padStart(2, '0');

/** Where the search starts: a few days before this year's birthday, or Beijing midnight on the 1st of the month. */
function searchStartMs(natal: NatalChart, body: ReturnsBody): number {
  if (body.kind === 'lunar')
    return Date.parse(localMidnightUtc(`${body.year}-${pad(body.month!)}-01`, DEFAULT_TIME_ZONE));
  const birth = new Date(natal.utc);
  return Date.UTC(body.year, birth.getUTCMonth(), birth.getUTCDate()) - 5 * DAY_MS;
}

const toSecond = (ms: number): string => new Date(Math.round(ms / 1000) * 1000).toISOString();

/** POST /api/chart/returns: the solar return of a year or the first lunar return of a month, at a chosen place. */
export async function returnsFor(deps: AppDeps, viewer: Viewer, body: ReturnsBody): Promise<ReturnsRecord> {
  // In a sidereal zodiac the natal chart is sidereal and the return is the sidereal one: the Sun (Moon) back on
  // its natal sidereal longitude, read less the ayanamsa of the return instant (the return chart's own).
  const frame = timedFrameOf(body);
  const natal = await computeChart(deps, viewer, 'natal.', body.natal, body, frame);
  const target =
    body.kind === 'solar' ? natal.chart.bodies.sun.longitudeDeg : natal.chart.bodies.moon.longitudeDeg;
  const jd = returnJdUt(
    body.kind === 'solar' ? 'sun' : 'moon',
    target,
    jdUtFromUnixMs(searchStartMs(natal.chart, body)),
    frame.zodiac,
  );
  const exactUtc = toSecond(unixMsFromJdUt(jd));
  const place = body.place ?? {
    latitude: natal.chart.latitude,
    longitude: natal.chart.longitude,
    place_name: natal.record.birth.placeName ?? undefined,
  };
  const relocated =
    body.place !== undefined &&
    (Math.abs(body.place.latitude - natal.chart.latitude) > 1e-4 ||
      Math.abs(body.place.longitude - natal.chart.longitude) > 1e-4);
  const chart = natalChart({
    utc: new Date(unixMsFromJdUt(jd)).toISOString(),
    latitude: place.latitude,
    longitude: place.longitude,
    houseSystem: body.house_system,
    aspects: aspectOptionsOf(body),
    zodiac: frame.zodiac,
  });
  const kindZh = RETURN_KIND_NAMES_ZH[body.kind];
  const period = body.kind === 'solar' ? `${body.year}年` : `${body.year}年${body.month}月`;
  const who = natal.record.name ? `${natal.record.name}的` : '';
  const record: ChartRecord = chartRecord(
    chart,
    {
      input: { utc: chart.utc, latitude: place.latitude, longitude: place.longitude },
      label: {
        name: `${who}${period}${kindZh}盘`,
        contactId: null,
        date: formatBeijing(exactUtc, 'date'),
        time: formatBeijing(exactUtc, 'time'),
        timeZone: DEFAULT_TIME_ZONE,
        placeName: place.place_name ?? null,
        latitude: place.latitude,
        longitude: place.longitude,
      },
    },
    body.house_system,
  );
  if (natal.chart.timeUnknown)
    record.notes.unshift(
      body.kind === 'solar'
        ? '出生时间不详：本命太阳的位置可能有半度误差，返照时刻可能相差半天左右，仅供参考。'
        : '出生时间不详：本命月亮的位置可能相差数度，月亮返照的时刻可能相差半天以上，仅供参考。',
    );
  const majors = {
    conjunction: RETURN_ORB_DEG,
    opposition: RETURN_ORB_DEG,
    trine: RETURN_ORB_DEG,
    square: RETURN_ORB_DEG,
    sextile: RETURN_ORB_DEG,
  };
  const aspectsToNatal = findCrossAspects(
    natal.record.points.map((p) => ({ id: p.id, longitudeDeg: p.longitudeDeg, speedDegPerDay: 0 })),
    record.points.map((p) => ({ id: p.id, longitudeDeg: p.longitudeDeg, speedDegPerDay: p.speedDegPerDay })),
    { orbs: majors, luminaryOrbFactor: 1 },
  );
  return {
    natal: natal.record,
    kind: body.kind,
    kindZh,
    exactUtc,
    chart: record,
    relocated,
    aspectsToNatal: withoutLilith(aspectsToNatal).map(aspectRecord),
    ascInNatalHouse:
      chart.angles && natal.chart.houses
        ? houseOfLongitude(chart.angles.asc, natal.chart.houses.cusps)
        : null,
    readings: returnReadings(body.kind, chart),
  };
}
