import { elementBalance, type NatalChart } from '@xingtu/astro';
import type { ChartSourceBody } from '@xingtu/contracts/charts-schemas';
import type { ElementTestRecord } from '@xingtu/contracts/fun';
import { POINTS, signOfLongitude } from '@xingtu/contracts/astrology';
import { ELEMENT_PAIRS, ELEMENT_TEXTS, type ElementKey } from '@xingtu/readings/data/fun';
import type { AppDeps } from '../../deps.ts';
import { funChart, insertResult, ownResult } from './shared.ts';

// The element test (/fourElement): the signs of the Sun … Pluto and the Ascendant counted by element, the
// Sun, Moon and Ascendant weighted double (the usual emphasis of the personal points), with the texts of
// the leading and the lacking element.

const ELEMENTS: readonly ElementKey[] = ['fire', 'earth', 'air', 'water'];
const PLANETS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
const WEIGHTS = { sun: 2, moon: 2, asc: 2 };
const MODALITY_NAMES = { cardinal: '本位', fixed: '固定', mutable: '变动' } as const;

type Result = Omit<ElementTestRecord, 'id' | 'name' | 'birthLine' | 'createdAt'>;

export function elementResult(chart: NatalChart): Result {
  const points = PLANETS.map((id) => ({ id, longitudeDeg: chart.bodies[id].longitudeDeg }));
  if (chart.angles) points.push({ id: 'asc' as never, longitudeDeg: chart.angles.asc });
  const balance = elementBalance(points, WEIGHTS);
  const total = Object.values(balance.element).reduce((n, v) => n + v, 0);
  const elements = ELEMENTS.map((key) => ({
    key,
    name: ELEMENT_TEXTS[key].name,
    score: balance.element[key],
    percent: Math.round((balance.element[key] / total) * 100),
    points: points
      .filter((p) => signOfLongitude(p.longitudeDeg).element === key)
      .map((p) => (p.id === ('asc' as never) ? '上升点' : POINTS[p.id].nameZh)),
  }));
  const ranked = [...elements].sort(
    (p, q) => q.score - p.score || ELEMENTS.indexOf(p.key) - ELEMENTS.indexOf(q.key),
  );
  const leading = ranked[0]!;
  const second = ranked[1]!;
  const last = ranked[ranked.length - 1]!;
  const lacking = last.percent < 12 ? last : null;
  const pairKey = [leading.key, second.key]
    .sort((p, q) => ELEMENTS.indexOf(p) - ELEMENTS.indexOf(q))
    .join('-');
  const twin = second.percent >= 28;
  const pattern = twin ? `${leading.name}${second.name}偏旺` : `${leading.name}元素为主`;
  const readings: Result['readings'] = [
    {
      heading: `${leading.name}元素最旺`,
      factor: `${leading.name}元素 ${leading.percent}%：${leading.points.join('、')}`,
      text: ELEMENT_TEXTS[leading.key].strong,
    },
  ];
  if (twin)
    readings.push({
      heading: `${leading.name}与${second.name}的组合`,
      factor: `${second.name}元素 ${second.percent}%：${second.points.join('、')}`,
      text: ELEMENT_PAIRS[pairKey]!,
    });
  if (lacking)
    readings.push({
      heading: `${lacking.name}元素偏弱`,
      factor: lacking.points.length
        ? `${lacking.name}元素 ${lacking.percent}%：${lacking.points.join('、')}`
        : `没有行星落在${lacking.name}象星座`,
      text: ELEMENT_TEXTS[lacking.key].weak,
    });
  return {
    timeKnown: chart.angles !== null,
    elements,
    modalities: (Object.keys(MODALITY_NAMES) as (keyof typeof MODALITY_NAMES)[]).map((key) => ({
      key,
      name: MODALITY_NAMES[key],
      score: balance.modality[key],
    })),
    leading: leading.key,
    lacking: lacking?.key ?? null,
    pattern,
    readings,
  };
}

function toRecord(row: { publicId: string; result: unknown; createdAt: Date }): ElementTestRecord {
  return {
    id: row.publicId,
    ...(row.result as Omit<ElementTestRecord, 'id' | 'createdAt'>),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createElementTest(
  deps: AppDeps,
  userId: number,
  source: ChartSourceBody,
): Promise<ElementTestRecord> {
  const c = await funChart(deps, userId, '', source, '我');
  const result = { name: c.name, birthLine: c.line, ...elementResult(c.computed.chart) };
  return toRecord(await insertResult(deps, userId, 'element', c.birth, result));
}

export async function getElementTest(deps: AppDeps, userId: number, id: string): Promise<ElementTestRecord> {
  return toRecord(await ownResult(deps, userId, 'element', id));
}
