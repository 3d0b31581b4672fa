import { and, count, desc, eq } from 'drizzle-orm';
import type { PageData, PageQuery } from '@xingtu/contracts/envelope';
import type { TarotReadingDetail, TarotReadingSummary } from '@xingtu/contracts/tarot-schemas';
import { TAROT_SPREAD_BY_ID, type TarotSpreadId } from '@xingtu/readings/data/tarot/spreads';
import { tarotReadings, tarotShares } from '../../db/schema/tarot.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';

// A member's readings: their history and one reading in full. Another member's reading is 404, the same
// as a missing one.

export type ReadingRow = typeof tarotReadings.$inferSelect;

export function readingSummary(row: ReadingRow, shareCode: string | null): TarotReadingSummary {
  const spreadId = row.spreadId as TarotSpreadId;
  return {
    id: row.publicId,
    question: row.question,
    spread: spreadId,
    spreadName: TAROT_SPREAD_BY_ID[spreadId].name,
    cards: row.cards,
    status: row.status as 'done' | 'stopped',
    shareCode,
    createdAt: row.createdAt.toISOString(),
  };
}

export function readingDetail(row: ReadingRow, shareCode: string | null): TarotReadingDetail {
  return {
    ...readingSummary(row, shareCode),
    answer: row.answer,
    engine: row.engine as 'builtin' | 'model',
    charged: row.chargedFrom as 'free' | 'package',
  };
}

export async function ownReading(deps: AppDeps, userId: number, publicId: string): Promise<ReadingRow> {
  const [row] = await deps.database.db
    .select()
    .from(tarotReadings)
    .where(and(eq(tarotReadings.publicId, publicId), eq(tarotReadings.userId, userId)));
  if (!row) throw notFound('解读记录不存在');
  return row;
}

export async function listReadings(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<PageData<TarotReadingSummary>> {
  const { db } = deps.database;
  const where = eq(tarotReadings.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ reading: tarotReadings, shareCode: tarotShares.code })
      .from(tarotReadings)
      .leftJoin(tarotShares, eq(tarotShares.readingId, tarotReadings.id))
      .where(where)
      .orderBy(desc(tarotReadings.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(tarotReadings).where(where),
  ]);
  return {
    records: rows.map((r) => readingSummary(r.reading, r.shareCode)),
    total: total?.n ?? 0,
    size: page.size,
    current: page.current,
  };
}

export async function getReading(
  deps: AppDeps,
  userId: number,
  publicId: string,
): Promise<TarotReadingDetail> {
  const row = await ownReading(deps, userId, publicId);
  const [share] = await deps.database.db
    .select({ code: tarotShares.code })
    .from(tarotShares)
    .where(eq(tarotShares.readingId, row.id));
  return readingDetail(row, share?.code ?? null);
}
