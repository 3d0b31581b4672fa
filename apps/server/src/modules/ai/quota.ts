import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { AI_FREE_DAILY_QUESTIONS, type AiUsageKind } from '@xingtu/contracts/ai';
import type { AiQuotaRecord, AiUsageRecord } from '@xingtu/contracts/ai-schemas';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { PageData, PageQuery } from '@xingtu/contracts/envelope';
import { aiDailyUsage, aiPackages, aiUsageLogs } from '../../db/schema/ai.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

// Questions are paid for first from today's free allowance, then from packages (soonest to expire
// first). A credit is taken before the answer starts, by conditional updates (used below the limit)
// in one statement, so parallel requests can never take the same credit twice; it is given back when no
// answer came (a stall, a failure, a dropped connection before the first word).

export type Charge =
  { source: 'free'; userId: number; day: string } | { source: 'package'; userId: number; packageId: number };

const today = (deps: AppDeps) => formatBeijing(deps.now(), 'date');

const livePackage = (userId: number, now: Date) =>
  and(
    eq(aiPackages.userId, userId),
    eq(aiPackages.status, 'active'),
    lt(aiPackages.used, aiPackages.credits),
    or(isNull(aiPackages.expiresAt), gt(aiPackages.expiresAt, now)),
  );

async function takePackage(deps: AppDeps, userId: number): Promise<Charge | null> {
  const { db } = deps.database;
  const now = deps.now();
  const candidates = await db
    .select({ id: aiPackages.id })
    .from(aiPackages)
    .where(livePackage(userId, now))
    .orderBy(sql`${aiPackages.expiresAt} asc nulls last`, asc(aiPackages.id));
  for (const candidate of candidates) {
    const [taken] = await db
      .update(aiPackages)
      .set({ used: sql`${aiPackages.used} + 1` })
      .where(and(eq(aiPackages.id, candidate.id), livePackage(userId, now)))
      .returning({ id: aiPackages.id });
    if (taken) return { source: 'package', userId, packageId: taken.id };
  }
  return null;
}

/**
 * Today's free allowance, else the package expiring soonest, in one statement (one round trip before
 * the answer starts). The package row is locked, so a parallel question waits and checks it again.
 */
async function takeInOneStatement(deps: AppDeps, userId: number): Promise<Charge | null> {
  const day = today(deps);
  const now = deps.now().toISOString();
  const result = await deps.database.db.execute(sql`
    with free as (
      insert into ${aiDailyUsage} as d (user_id, day, used) values (${userId}, ${day}, 1)
      on conflict (user_id, day) do update set used = d.used + 1
        where d.used < ${AI_FREE_DAILY_QUESTIONS}
      returning 1
    ),
    pick as (
      select id from ${aiPackages}
      where not exists (select 1 from free)
        and user_id = ${userId} and status = 'active' and used < credits
        and (expires_at is null or expires_at > ${now}::timestamptz)
      order by expires_at asc nulls last, id
      limit 1
      for update
    ),
    package as (
      update ${aiPackages} p set used = p.used + 1
      from pick where p.id = pick.id and p.used < p.credits
      returning p.id
    )
    select (select count(*) from free)::int as free, (select id from package) as package_id`);
  const row = (result as unknown as { rows: { free: number; package_id: number | null }[] }).rows[0];
  if (row?.free) return { source: 'free', userId, day };
  if (row?.package_id != null) return { source: 'package', userId, packageId: Number(row.package_id) };
  return null;
}

/**
 * Takes one credit or refuses with 010002. The one statement almost always answers; only when it
 * found nothing (the package it locked was used up meanwhile) are the packages tried one by one.
 */
export async function takeCredit(deps: AppDeps, userId: number): Promise<Charge> {
  const charge = (await takeInOneStatement(deps, userId)) ?? (await takePackage(deps, userId));
  if (!charge) throw new AppError('PACKAGE_INSUFFICIENT');
  return charge;
}

/** Gives a credit back: the question got no answer. */
export async function returnCredit(deps: AppDeps, charge: Charge): Promise<void> {
  const { db } = deps.database;
  if (charge.source === 'free')
    await db
      .update(aiDailyUsage)
      .set({ used: sql`${aiDailyUsage.used} - 1` })
      .where(
        and(
          eq(aiDailyUsage.userId, charge.userId),
          eq(aiDailyUsage.day, charge.day),
          gt(aiDailyUsage.used, 0),
        ),
      );
  else
    await db
      .update(aiPackages)
      .set({ used: sql`${aiPackages.used} - 1` })
      .where(and(eq(aiPackages.id, charge.packageId), gt(aiPackages.used, 0)));
}

type PackageStatus = AiQuotaRecord['packages'][number]['status'];

export async function quotaOf(
  deps: AppDeps,
  userId: number,
): Promise<Omit<AiQuotaRecord, 'engine' | 'engineLabel'>> {
  const { db } = deps.database;
  const now = deps.now();
  const [day] = await db
    .select({ used: aiDailyUsage.used })
    .from(aiDailyUsage)
    .where(and(eq(aiDailyUsage.userId, userId), eq(aiDailyUsage.day, today(deps))));
  const rows = await db
    .select()
    .from(aiPackages)
    .where(eq(aiPackages.userId, userId))
    .orderBy(desc(aiPackages.id));
  const statusOf = (row: (typeof rows)[number]): PackageStatus =>
    row.status === 'refunded'
      ? 'refunded'
      : row.expiresAt && row.expiresAt <= now
        ? 'expired'
        : row.used >= row.credits
          ? 'used_up'
          : 'active';
  const packages = rows.map((row) => ({
    title: row.title,
    orderNo: row.orderNo,
    credits: row.credits,
    used: row.used,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status: statusOf(row),
  }));
  return {
    freeDaily: AI_FREE_DAILY_QUESTIONS,
    freeLeft: Math.max(0, AI_FREE_DAILY_QUESTIONS - (day?.used ?? 0)),
    packageLeft: packages
      .filter((p) => p.status === 'active')
      .reduce((sum, p) => sum + p.credits - p.used, 0),
    packages,
  };
}

export async function usageLogsOf(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<PageData<AiUsageRecord>> {
  const { db } = deps.database;
  const where = eq(aiUsageLogs.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        source: aiUsageLogs.source,
        mode: aiUsageLogs.mode,
        packageTitle: aiPackages.title,
        createdAt: aiUsageLogs.createdAt,
      })
      .from(aiUsageLogs)
      .leftJoin(aiPackages, eq(aiPackages.id, aiUsageLogs.packageId))
      .where(where)
      .orderBy(desc(aiUsageLogs.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(aiUsageLogs).where(where),
  ]);
  return {
    records: rows.map((row) => ({
      source: row.source as 'free' | 'package',
      mode: row.mode as AiUsageKind,
      packageTitle: row.packageTitle,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    size: page.size,
    current: page.current,
  };
}
