import { and, count, desc, eq } from 'drizzle-orm';
import type { BirthBody } from '@xingtu/contracts/charts-schemas';
import type { NvcEntryRecord, NvcGuideRecord } from '@xingtu/contracts/fun';
import type { nvcEntryBodySchema } from '@xingtu/contracts/fun-schemas';
import { NVC_MERCURY_TIPS, NVC_MOON_TIPS } from '@xingtu/readings/data/fun';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { funNvcEntries } from '../../db/schema/fun.ts';
import { notFound } from '../../errors.ts';
import { funChart, newFunId, signKeyOf, signNameOf } from './shared.ts';

// The non-violent communication practice (/funny/nvc): observation, feeling, need and request written by
// the member and kept in their history; the tips come from the Moon (how feelings arrive) and Mercury
// (how words come out) of the member's own chart.

type EntryRow = typeof funNvcEntries.$inferSelect;

export async function nvcGuide(deps: AppDeps, userId: number, birth: BirthBody): Promise<NvcGuideRecord> {
  const c = await funChart(deps, userId, '', { birth }, '我');
  const tip = (lon: number, texts: Record<string, string>) => {
    const sign = signKeyOf(lon);
    return { sign, signName: signNameOf(lon), text: texts[sign]! };
  };
  return {
    moon: tip(c.computed.chart.bodies.moon.longitudeDeg, NVC_MOON_TIPS),
    mercury: tip(c.computed.chart.bodies.mercury.longitudeDeg, NVC_MERCURY_TIPS),
  };
}

/** 「当我看到……，我感到……，因为我需要……。你愿意……吗？」 */
export function nvcSentence(e: Pick<EntryRow, 'observation' | 'feeling' | 'need' | 'request'>): string {
  const trim = (text: string) => text.replace(/[。！？，,.!?\s]+$/u, '');
  const request = trim(e.request);
  return `当我看到${trim(e.observation)}，我感到${trim(e.feeling)}，因为我需要${trim(e.need)}。${request.endsWith('吗') ? request : `你愿意${request}吗`}？`;
}

function toRecord(row: EntryRow): NvcEntryRecord {
  return {
    id: row.publicId,
    observation: row.observation,
    feeling: row.feeling,
    need: row.need,
    request: row.request,
    sentence: nvcSentence(row),
    guide: (row.guide as NvcGuideRecord | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createNvcEntry(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof nvcEntryBodySchema>,
): Promise<NvcEntryRecord> {
  const guide = body.birth ? await nvcGuide(deps, userId, body.birth) : null;
  const [row] = await deps.database.db
    .insert(funNvcEntries)
    .values({
      publicId: newFunId(),
      userId,
      observation: body.observation,
      feeling: body.feeling,
      need: body.need,
      request: body.request,
      guide,
      createdAt: deps.now(),
    })
    .returning();
  return toRecord(row!);
}

export async function listNvcEntries(
  deps: AppDeps,
  userId: number,
  query: { current: number; size: number },
): Promise<{ records: NvcEntryRecord[]; total: number; size: number; current: number }> {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(funNvcEntries)
    .where(eq(funNvcEntries.userId, userId))
    .orderBy(desc(funNvcEntries.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [total] = await db.select({ n: count() }).from(funNvcEntries).where(eq(funNvcEntries.userId, userId));
  return { records: rows.map(toRecord), total: total!.n, size: query.size, current: query.current };
}

async function ownEntry(deps: AppDeps, userId: number, publicId: string): Promise<EntryRow> {
  const [row] = await deps.database.db
    .select()
    .from(funNvcEntries)
    .where(and(eq(funNvcEntries.publicId, publicId), eq(funNvcEntries.userId, userId)));
  if (!row) throw notFound('练习记录不存在');
  return row;
}

export async function getNvcEntry(deps: AppDeps, userId: number, id: string): Promise<NvcEntryRecord> {
  return toRecord(await ownEntry(deps, userId, id));
}

export async function deleteNvcEntry(deps: AppDeps, userId: number, id: string): Promise<void> {
  const row = await ownEntry(deps, userId, id);
  await deps.database.db.delete(funNvcEntries).where(eq(funNvcEntries.id, row.id));
}
