import { count, countDistinct, desc, eq, or, sql } from 'drizzle-orm';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { PageData } from '@xingtu/contracts/envelope';
import { tarotAssists, tarotReadings, tarotShares } from '../../db/schema/tarot.ts';
import { users } from '../../db/schema/users.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { readingDetail } from './readings.ts';

// Operators: support reads a member's readings (the member is named by mobile, e-mail or user id), and
// the assist view lists one day's helpers with how many shares and how many different members they
// helped — a helper who reaches the daily limit for the same few owners day after day stands out.

async function memberId(deps: AppDeps, who: string): Promise<number> {
  const asId = /^\d{8,12}$/.test(who) && !/^1\d{10}$/.test(who) ? Number(who) : null;
  const [row] = await deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(users.mobile, who),
        eq(sql`lower(${users.email})`, who.toLowerCase()),
        ...(asId !== null ? [eq(users.id, asId)] : []),
      ),
    )
    .limit(1);
  if (!row) throw notFound('没有找到这位会员');
  return row.id;
}

export async function adminReadings(deps: AppDeps, query: { user: string; current: number; size: number }) {
  const userId = await memberId(deps, query.user);
  const { db } = deps.database;
  const where = eq(tarotReadings.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ reading: tarotReadings, shareCode: tarotShares.code })
      .from(tarotReadings)
      .leftJoin(tarotShares, eq(tarotShares.readingId, tarotReadings.id))
      .where(where)
      .orderBy(desc(tarotReadings.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(tarotReadings).where(where),
  ]);
  return {
    records: rows.map((r) => ({ ...readingDetail(r.reading, r.shareCode), userId })),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}

export interface AdminAssistRow {
  helperUserId: number;
  helperName: string;
  helperCreatedAt: string;
  day: string;
  assists: number;
  owners: number;
  ownerUserIds: number[];
}

export async function adminAssists(
  deps: AppDeps,
  query: { day?: string | undefined; current: number; size: number },
): Promise<PageData<AdminAssistRow>> {
  const day = query.day ?? formatBeijing(deps.now(), 'date');
  const { db } = deps.database;
  const assists = count(tarotAssists.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        helperUserId: tarotAssists.helperUserId,
        helperName: users.userName,
        helperCreatedAt: users.createdAt,
        assists,
        owners: countDistinct(tarotAssists.ownerUserId),
        ownerUserIds: sql<number[]>`array_agg(distinct ${tarotAssists.ownerUserId})`,
      })
      .from(tarotAssists)
      .innerJoin(users, eq(users.id, tarotAssists.helperUserId))
      .where(eq(tarotAssists.day, day))
      .groupBy(tarotAssists.helperUserId, users.userName, users.createdAt)
      .orderBy(desc(assists), tarotAssists.helperUserId)
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db
      .select({ n: countDistinct(tarotAssists.helperUserId) })
      .from(tarotAssists)
      .where(eq(tarotAssists.day, day)),
  ]);
  return {
    records: rows.map((r) => ({
      helperUserId: r.helperUserId,
      helperName: r.helperName,
      helperCreatedAt: r.helperCreatedAt.toISOString(),
      day,
      assists: r.assists,
      owners: r.owners,
      ownerUserIds: r.ownerUserIds.map(Number),
    })),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}
