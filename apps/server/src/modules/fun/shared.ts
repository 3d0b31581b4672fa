import { and, eq } from 'drizzle-orm';
import type { NatalChart } from '@xingtu/astro';
import type { BirthBody, ChartSourceBody } from '@xingtu/contracts/charts-schemas';
import { signOfLongitude } from '@xingtu/contracts/astrology';
import type { SignKey } from '@xingtu/readings/keys';
import type { AppDeps } from '../../deps.ts';
import { funResults } from '../../db/schema/fun.ts';
import { notFound } from '../../errors.ts';
import { computeChart, type ComputedChart } from '../charts/index.ts';
import { birthLine, newReportId } from '../reports/index.ts';

// What every fun test shares: a source resolved into a chart (with the chart pages' refusals), the birth
// line pages show, random public ids, and the results table read by its owner only.

export const newFunId = newReportId;

export interface FunChart {
  computed: ComputedChart;
  name: string;
  birth: BirthBody;
  line: string;
}

export async function funChart(
  deps: AppDeps,
  userId: number,
  prefix: string,
  source: ChartSourceBody,
  fallbackName: string,
): Promise<FunChart> {
  const computed = await computeChart(deps, userId, prefix, source, { house_system: 'P', orbs: undefined });
  const { label } = computed.birth;
  const birth: BirthBody = {
    date: label.date,
    time: label.time,
    time_zone: label.timeZone,
    latitude: label.latitude,
    longitude: label.longitude,
    ...(label.placeName ? { place_name: label.placeName } : {}),
  };
  return {
    computed,
    name: label.name ?? (source.name?.trim() || fallbackName),
    birth,
    line: birthLine(birth),
  };
}

export const signKeyOf = (deg: number): SignKey => signOfLongitude(deg).id as SignKey;
export const signNameOf = (deg: number): string => signOfLongitude(deg).nameZh;
export const bodySign = (
  chart: NatalChart,
  id: 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn',
) => signKeyOf(chart.bodies[id].longitudeDeg);

export type FunKind = 'love' | 'element' | 'themeSign';

export async function insertResult(
  deps: AppDeps,
  userId: number,
  kind: FunKind,
  input: unknown,
  result: Record<string, unknown>,
): Promise<typeof funResults.$inferSelect> {
  const now = deps.now();
  const [row] = await deps.database.db
    .insert(funResults)
    .values({ publicId: newFunId(), userId, kind, input, result, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function ownResult(
  deps: AppDeps,
  userId: number,
  kind: FunKind,
  publicId: string,
): Promise<typeof funResults.$inferSelect> {
  const [row] = await deps.database.db
    .select()
    .from(funResults)
    .where(and(eq(funResults.publicId, publicId), eq(funResults.userId, userId), eq(funResults.kind, kind)));
  if (!row) throw notFound('测试结果不存在');
  return row;
}
