import {
  directedAspects,
  findCrossAspects,
  houseOfLongitude,
  progressedMoonEvents,
  secondaryProgression,
  solarArcDirections,
  type DirectedAspectEvent,
} from '@xingtu/astro';
import { ASPECTS, HOUSE_NAMES_ZH, SIGNS } from '@xingtu/contracts/astrology';
import type { ProgressionsBody } from '@xingtu/contracts/charts-schemas';
import {
  PROGRESSED_ANGLE_METHOD_NAMES_ZH,
  type DirectedEventRecord,
  type ProgressionsRecord,
} from '@xingtu/contracts/charts';
import {
  directedText,
  progressedChartReadings,
  progressedMoonEntryText,
  progressedMoonReadings,
} from '@xingtu/readings/select-points';
import type { AppDeps } from '../../deps.ts';
import {
  anglesOf,
  aspectRecord,
  CHART_POINT_IDS,
  familyOf,
  houseRecords,
  pointNameZh,
  pointRecord,
} from './chart-record.ts';
import { chartInFrame, computeChart, timedFrameOf, TROPICAL_RADIX, type Viewer } from './compute-chart.ts';
import { localMidnightUtc } from './transits.ts';

const PROGRESSED_ORB_DEG = 1;

function eventLine(e: DirectedAspectEvent): DirectedEventRecord {
  const who = e.technique === 'secondary' ? '推运' : '太阳弧';
  const family = familyOf(e.type);
  return {
    utc: e.utc,
    technique: e.technique,
    text: `${who}${pointNameZh(e.mover)}${e.retrograde ? '（逆行）' : ''} ${ASPECTS[e.type].nameZh} 本命${pointNameZh(e.natalPoint)}`,
    reading: family === 'minor' ? null : directedText(e.mover, e.natalPoint, family),
  };
}

/**
 * POST /api/chart/progressions: the secondary-progressed chart for a day of life (the MC by the chosen arc, the
 * other cusps from it), the solar-arc directed points, and the dated events of the following year.
 */
export async function progressionsFor(
  deps: AppDeps,
  viewer: Viewer,
  body: ProgressionsBody,
): Promise<ProgressionsRecord> {
  // The page shows the natal chart in the member's zodiac; the engine progresses the tropical chart and reads the
  // answer in that zodiac (the progressed sky less the ayanamsa of the progressed instant).
  const frame = timedFrameOf(body);
  const natal = await computeChart(deps, viewer, 'natal.', body.natal, body, frame);
  const zodiac = frame.zodiac;
  const chart = zodiac === 'tropical' ? natal.chart : chartInFrame(natal.birth.input, body, TROPICAL_RADIX);
  const zone = natal.birth.label.timeZone;
  const fromUtc = localMidnightUtc(body.date, zone);
  const toUtc = new Date(Date.parse(fromUtc) + 365.25 * 86_400_000).toISOString();
  const p = secondaryProgression(chart, fromUtc, {
    houseSystem: body.house_system,
    angles: body.angles,
    zodiac,
  });
  const cusps = natal.chart.houses?.cusps ?? null;
  const points = CHART_POINT_IDS.map((id) =>
    pointRecord(id, p.bodies[id].longitudeDeg, {
      house: cusps ? houseOfLongitude(p.bodies[id].longitudeDeg, cusps) : null,
      speedDegPerDay: p.bodies[id].speedDegPerDay,
    }),
  );
  const sa = solarArcDirections(chart, fromUtc, zodiac);
  const directed = CHART_POINT_IDS.map((id) =>
    pointRecord(id, sa.points[id]!, {
      house: cusps ? houseOfLongitude(sa.points[id]!, cusps) : null,
      speedDegPerDay: 0,
    }),
  );
  const orbs = {
    conjunction: PROGRESSED_ORB_DEG,
    opposition: PROGRESSED_ORB_DEG,
    trine: PROGRESSED_ORB_DEG,
    square: PROGRESSED_ORB_DEG,
    sextile: PROGRESSED_ORB_DEG,
  };
  const aspects = findCrossAspects(
    natal.record.points
      .slice(0, 10)
      .map((x) => ({ id: x.id, longitudeDeg: x.longitudeDeg, speedDegPerDay: 0 })),
    points
      .slice(0, 10)
      .map((x) => ({ id: x.id, longitudeDeg: x.longitudeDeg, speedDegPerDay: x.speedDegPerDay })),
    { orbs, luminaryOrbFactor: 1 },
  );
  const events: DirectedEventRecord[] = [
    ...directedAspects(chart, {
      fromUtc,
      toUtc,
      technique: 'secondary',
      angles: body.angles,
      zodiac,
    }).map(eventLine),
    ...directedAspects(chart, { fromUtc, toUtc, technique: 'solarArc', zodiac }).map(eventLine),
    ...progressedMoonEvents(chart, fromUtc, toUtc, zodiac).map((e) => ({
      utc: e.utc,
      technique: 'progressedMoon' as const,
      reading: progressedMoonEntryText(e.kind, e.entered),
      text:
        e.kind === 'sign'
          ? `推运月亮进入${SIGNS[e.entered]!.nameZh}`
          : `推运月亮进入本命${HOUSE_NAMES_ZH[e.entered - 1]!.nameZh}`,
    })),
  ].sort((x, y) => x.utc.localeCompare(y.utc));
  return {
    natal: natal.record,
    date: body.date,
    angleMethod: p.angleMethod,
    angleMethodZh: PROGRESSED_ANGLE_METHOD_NAMES_ZH[p.angleMethod],
    solarArcDeg: Math.round(p.solarArcDeg * 1e4) / 1e4,
    progressed: {
      points,
      houses: p.houses ? houseRecords(p.houses.cusps) : null,
      angles: p.houses ? anglesOf(p.houses.ascDeg, p.houses.mcDeg) : null,
    },
    directed,
    aspects: aspects.map(aspectRecord),
    events,
    readings: [
      ...progressedMoonReadings(p.bodies.moon.longitudeDeg, cusps),
      ...progressedChartReadings(p.bodies),
    ].map((section) => ({
      key: section.key,
      title: section.title,
      items: section.items.map((i) => ({ key: i.key, title: i.title, text: i.text })),
    })),
  };
}
