import { and, count, desc, eq, inArray, notExists } from 'drizzle-orm';
import { BTF_CHECK_STATUS_NAMES, type BtfCheckAdminRecord, type BtfCheckRecord } from '@xingtu/contracts/fun';
import type { AppDeps } from '../../deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { funBtfChecks, funBtfRuns } from '../../db/schema/fun.ts';
import { AppError, notFound } from '../../errors.ts';
import type { PaidItem, PurchaseGuard } from '../commerce/index.ts';
import { runRecord } from './btf.ts';
import { newFunId } from './shared.ts';

// The paid expert check of a rectification (product type 61, BTCA). It is sold only to a member with a
// rectification no open check is looking at (beforePurchase); commerce's onPaid delivers it inside the
// paying transaction as an open task with that rectification attached; an operator
// (admin or support, acting for the astrologers) answers it in the console; a refund withdraws it.

type CheckRow = typeof funBtfChecks.$inferSelect;

function checkRecord(row: CheckRow, runPublicId: string | null): BtfCheckRecord {
  const status = row.status === 'answered' ? 'answered' : 'open';
  return {
    id: row.publicId,
    orderNo: row.orderNo,
    status,
    statusName: BTF_CHECK_STATUS_NAMES[status],
    runId: runPublicId,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The member's latest rectification run that no open expert check is already looking at. */
async function latestUncheckedRun(db: Db | Tx, userId: number): Promise<{ id: number } | undefined> {
  const [run] = await db
    .select({ id: funBtfRuns.id })
    .from(funBtfRuns)
    .where(
      and(
        eq(funBtfRuns.userId, userId),
        notExists(
          db
            .select({ id: funBtfChecks.id })
            .from(funBtfChecks)
            .where(and(eq(funBtfChecks.runId, funBtfRuns.id), eq(funBtfChecks.status, 'open'))),
        ),
      ),
    )
    .orderBy(desc(funBtfRuns.id))
    .limit(1);
  return run;
}

/**
 * beforePurchase(BTCA): an expert check needs something to check, a rectification run of the member's
 * with no open check on it (an answered or withdrawn check frees the run again). Asked when the order
 * is placed and again before it is paid (two unpaid orders cannot both take the one run).
 */
export const assertBtfCheckable: PurchaseGuard = async ({ userId }, { db }) => {
  if (await latestUncheckedRun(db, userId)) return;
  const [anyRun] = await db
    .select({ id: funBtfRuns.id })
    .from(funBtfRuns)
    .where(eq(funBtfRuns.userId, userId))
    .limit(1);
  throw new AppError(
    'BTF_CHECK_NEEDS_RUN',
    anyRun ? { message: '你的生时校正都已在专家复核中，请先完成一次新的生时校正，再申请专家复核' } : {},
  );
};

/** onPaid(BTCA): one open task per order item (idempotent), with the latest run not already being checked. */
export async function deliverBtfCheck(item: PaidItem, { tx, now }: { tx: Tx; now: Date }): Promise<void> {
  // A gateway capture cannot be refused here: without a free run the task takes the latest one.
  const [fallback] = await tx
    .select({ id: funBtfRuns.id })
    .from(funBtfRuns)
    .where(eq(funBtfRuns.userId, item.userId))
    .orderBy(desc(funBtfRuns.id))
    .limit(1);
  const run = (await latestUncheckedRun(tx, item.userId)) ?? fallback;
  await tx
    .insert(funBtfChecks)
    .values({
      publicId: newFunId(),
      orderItemId: item.itemId,
      orderNo: item.orderNo,
      userId: item.userId,
      runId: run?.id ?? null,
      status: 'open',
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** onRefunded(BTCA): the task is withdrawn (kept for the record, hidden from everyone's lists). */
export async function withdrawBtfCheck(item: PaidItem, { tx }: { tx: Tx }): Promise<void> {
  await tx.update(funBtfChecks).set({ status: 'withdrawn' }).where(eq(funBtfChecks.orderItemId, item.itemId));
}

async function runIdsOf(deps: AppDeps, rows: CheckRow[]) {
  const ids = rows.map((r) => r.runId).filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map<number, typeof funBtfRuns.$inferSelect>();
  const runs = await deps.database.db.select().from(funBtfRuns).where(inArray(funBtfRuns.id, ids));
  return new Map(runs.map((r) => [r.id, r]));
}

export async function listMyBtfChecks(deps: AppDeps, userId: number): Promise<BtfCheckRecord[]> {
  const rows = await deps.database.db
    .select()
    .from(funBtfChecks)
    .where(and(eq(funBtfChecks.userId, userId), inArray(funBtfChecks.status, ['open', 'answered'])))
    .orderBy(desc(funBtfChecks.id));
  const runs = await runIdsOf(deps, rows);
  return rows.map((row) => checkRecord(row, row.runId ? (runs.get(row.runId)?.publicId ?? null) : null));
}

export async function adminListBtfChecks(
  deps: AppDeps,
  query: { status?: 'open' | 'answered' | undefined; current: number; size: number },
): Promise<{ records: BtfCheckAdminRecord[]; total: number; size: number; current: number }> {
  const db = deps.database.db;
  const where = inArray(funBtfChecks.status, query.status ? [query.status] : ['open', 'answered']);
  const rows = await db
    .select()
    .from(funBtfChecks)
    .where(where)
    .orderBy(desc(funBtfChecks.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [total] = await db.select({ n: count() }).from(funBtfChecks).where(where);
  const runs = await runIdsOf(deps, rows);
  return {
    records: rows.map((row) => {
      const run = row.runId ? runs.get(row.runId) : undefined;
      return {
        ...checkRecord(row, run?.publicId ?? null),
        userId: String(row.userId),
        run: run ? runRecord(run) : null,
      };
    }),
    total: total!.n,
    size: query.size,
    current: query.current,
  };
}

export async function answerBtfCheck(
  deps: AppDeps,
  operatorId: number,
  publicId: string,
  answer: string,
): Promise<BtfCheckRecord> {
  const db = deps.database.db;
  const [row] = await db.select().from(funBtfChecks).where(eq(funBtfChecks.publicId, publicId));
  if (!row || row.status === 'withdrawn') throw notFound('校对任务不存在');
  const [updated] = await db
    .update(funBtfChecks)
    .set({ status: 'answered', answer, answeredBy: operatorId, answeredAt: deps.now() })
    .where(and(eq(funBtfChecks.id, row.id), eq(funBtfChecks.status, 'open')))
    .returning();
  if (!updated) throw new AppError('BTF_CHECK_ANSWERED');
  const runs = await runIdsOf(deps, [updated]);
  return checkRecord(updated, updated.runId ? (runs.get(updated.runId)?.publicId ?? null) : null);
}
