import { MAJOR_ORBS, synastry, type Aspect } from '@xingtu/astro';
import type { LoveTestRecord } from '@xingtu/contracts/fun';
import type { loveTestBodySchema } from '@xingtu/contracts/fun-schemas';
import type { z } from 'zod';
import { POINTS } from '@xingtu/contracts/astrology';
import { LOVE_DIMENSIONS, LOVE_LEVELS, type Level } from '@xingtu/readings/data/fun';
import { LOVE_PLANET_KEYS, SYNASTRY_TEXTS } from '@xingtu/readings/data/love';
import { aspectFamilyOf, type AspectFamily } from '@xingtu/readings/keys';
import type { AppDeps } from '../../deps.ts';
import { funChart, insertResult, ownResult, signNameOf } from './shared.ts';

// The love compatibility test (/qcLove): the synastry of two charts scored in four dimensions — each
// dimension reads the cross-aspects of its own planets, a harmonious or conjoining aspect adds more than a
// tense one and an exact one more than a wide one. The texts are the readings' synastry corpus.

type Dimension = keyof typeof LOVE_DIMENSIONS;

/** Which pairs of planets (one from each chart, either way round) each dimension reads. */
const DIMENSION_PAIRS: Record<Dimension, readonly [string, string][]> = {
  attraction: [
    ['venus', 'mars'],
    ['venus', 'venus'],
    ['mars', 'mars'],
    ['sun', 'venus'],
    ['moon', 'mars'],
  ],
  emotion: [
    ['moon', 'moon'],
    ['sun', 'moon'],
    ['moon', 'venus'],
    ['moon', 'neptune'],
  ],
  communication: [
    ['mercury', 'mercury'],
    ['sun', 'mercury'],
    ['moon', 'mercury'],
    ['mercury', 'venus'],
    ['mercury', 'jupiter'],
  ],
  stability: [
    ['sun', 'sun'],
    ['sun', 'saturn'],
    ['moon', 'saturn'],
    ['venus', 'saturn'],
    ['sun', 'jupiter'],
  ],
};

const FAMILY_WEIGHT: Record<AspectFamily, number> = { conjunction: 1, harmonious: 1, tense: 0.35 };

const samePair = (x: Aspect, [p, q]: readonly [string, string]) =>
  (x.a === p && x.b === q) || (x.a === q && x.b === p);

/** 0–100 for a dimension: 45 with no contact, up by each aspect's family weight × exactness. */
export function dimensionScore(aspects: readonly Aspect[], pairs: readonly [string, string][]): number {
  let sum = 0;
  for (const x of aspects) {
    if (!pairs.some((pair) => samePair(x, pair))) continue;
    const family = aspectFamilyOf(x.type as never);
    if (!family) continue;
    sum += FAMILY_WEIGHT[family] * (0.5 + 0.5 * x.exactness);
  }
  return Math.round(Math.min(98, 45 + 22 * sum));
}

const levelOf = (score: number): Level => (score >= 75 ? 'high' : score >= 55 ? 'mid' : 'low');

export function loveResult(
  a: Parameters<typeof synastry>[0],
  b: Parameters<typeof synastry>[1],
  names: readonly [string, string] = ['你', 'TA'],
): Omit<LoveTestRecord, 'id' | 'names' | 'birthLines' | 'createdAt'> {
  const syn = synastry(a, b, { orbs: MAJOR_ORBS });
  const dimensions = (Object.keys(DIMENSION_PAIRS) as Dimension[]).map((key) => {
    const score = dimensionScore(syn.aspects, DIMENSION_PAIRS[key]);
    return { key, name: LOVE_DIMENSIONS[key].name, score, text: LOVE_DIMENSIONS[key].texts[levelOf(score)] };
  });
  const weights: Record<Dimension, number> = {
    attraction: 0.3,
    emotion: 0.3,
    communication: 0.2,
    stability: 0.2,
  };
  const score = Math.round(dimensions.reduce((n, d) => n + d.score * weights[d.key], 0));
  const level = LOVE_LEVELS.find((l) => score >= l.min)!;
  const order = LOVE_PLANET_KEYS as readonly string[];
  const aspects = syn.aspects
    .filter((x) => order.includes(x.a) && order.includes(x.b))
    .map((x) => {
      const family = aspectFamilyOf(x.type as never);
      const key = [x.a, x.b].sort((p, q) => order.indexOf(p) - order.indexOf(q)).join('-');
      const text = family ? SYNASTRY_TEXTS[key]?.[family] : undefined;
      const nameOf = (id: string) => POINTS[id as keyof typeof POINTS].nameZh;
      return family && text
        ? {
            title: `${names[0]}的${nameOf(x.a)}与${names[1]}的${nameOf(x.b)}${family === 'conjunction' ? '合相' : family === 'harmonious' ? '和谐' : '紧张'}`,
            family,
            orbDeg: Math.round(x.orbDeg * 10) / 10,
            text,
          }
        : null;
    })
    .filter((x) => x !== null)
    .sort((p, q) => p.orbDeg - q.orbDeg)
    .slice(0, 6);
  const signs = (['sun', 'moon', 'venus'] as const).map((id) => ({
    point: POINTS[id].nameZh,
    a: signNameOf(a.bodies[id].longitudeDeg),
    b: signNameOf(b.bodies[id].longitudeDeg),
  }));
  return { score, level: level.name, summary: level.text, dimensions, aspects, signs };
}

function toRecord(row: { publicId: string; result: unknown; createdAt: Date }): LoveTestRecord {
  return {
    id: row.publicId,
    ...(row.result as Omit<LoveTestRecord, 'id' | 'createdAt'>),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createLoveTest(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof loveTestBodySchema>,
): Promise<LoveTestRecord> {
  const a = await funChart(deps, userId, 'a.', body.a, '你');
  const b = await funChart(deps, userId, 'b.', body.b, 'TA');
  const result = {
    names: [a.name, b.name] as [string, string],
    birthLines: [a.line, b.line] as [string, string],
    ...loveResult(a.computed.chart, b.computed.chart, [a.name, b.name]),
  };
  const row = await insertResult(deps, userId, 'love', { a: a.birth, b: b.birth }, result);
  return toRecord(row);
}

export async function getLoveTest(deps: AppDeps, userId: number, id: string): Promise<LoveTestRecord> {
  return toRecord(await ownResult(deps, userId, 'love', id));
}
