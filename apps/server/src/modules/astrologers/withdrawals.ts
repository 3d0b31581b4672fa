import { and, count, desc, eq } from 'drizzle-orm';
import {
  ASTROLOGER_MESSAGES as M,
  MAX_OPEN_WITHDRAWALS,
  MIN_WITHDRAWAL_FEN,
  WITHDRAWAL_CHANNEL_LABELS,
  WITHDRAWAL_STATUS_LABELS,
  type AdminWithdrawalRecord,
  type WithdrawalChannel,
  type WithdrawalRecord,
  type WithdrawalStatus,
} from '@xingtu/contracts/astrologers';
import type { PageData } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { astrologerWithdrawals } from '../../db/schema/astrologers.ts';
import { AppError, notFound } from '../../errors.ts';
import { newAstrologerId } from './astrologer-ids.ts';
import { appendEntry, lockAccount, settledSumFen } from './ledger.ts';

// Settled earnings are paid out on request: the amount leaves the ledger when asked (so it cannot
// be asked for twice), an operator pays it outside and marks it paid, or refuses it and the amount
// comes back as a new ledger line.

type WithdrawalRow = typeof astrologerWithdrawals.$inferSelect;

const mask = (accountNo: string) => `${'*'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;

function toRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    withdrawalNo: row.withdrawalNo,
    amountFen: row.amountFen,
    channel: row.channel as WithdrawalChannel,
    channelLabel: WITHDRAWAL_CHANNEL_LABELS[row.channel as WithdrawalChannel],
    accountMasked: mask(row.accountNo),
    status: row.status as WithdrawalStatus,
    statusLabel: WITHDRAWAL_STATUS_LABELS[row.status as WithdrawalStatus],
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

const toAdminRecord = (row: WithdrawalRow): AdminWithdrawalRecord => ({
  ...toRecord(row),
  userId: String(row.userId),
  accountName: row.accountName,
  accountNo: row.accountNo,
});

export interface WithdrawalRequest {
  amount_fen: number;
  channel: WithdrawalChannel;
  account_name: string;
  account_no: string;
}

const refused = (message: string) => new AppError('OPERATION_FAILED', { message });

export async function requestWithdrawal(
  deps: AppDeps,
  userId: number,
  request: WithdrawalRequest,
): Promise<WithdrawalRecord> {
  if (request.amount_fen < MIN_WITHDRAWAL_FEN) throw refused(M.withdrawalTooSmall);
  const now = deps.now();
  const row = await deps.database.db.transaction(async (tx) => {
    // The account lock orders concurrent requests: each sees the others' withdrawals.
    await lockAccount(tx, userId);
    const [open] = await tx
      .select({ n: count() })
      .from(astrologerWithdrawals)
      .where(and(eq(astrologerWithdrawals.userId, userId), eq(astrologerWithdrawals.status, 'waiting')));
    if ((open?.n ?? 0) >= MAX_OPEN_WITHDRAWALS) throw refused(M.withdrawalTooMany);
    if (request.amount_fen > (await settledSumFen(tx, userId, now))) throw refused(M.withdrawalOverBalance);
    const [inserted] = await tx
      .insert(astrologerWithdrawals)
      .values({
        withdrawalNo: newAstrologerId('w'),
        userId,
        amountFen: request.amount_fen,
        channel: request.channel,
        accountName: request.account_name,
        accountNo: request.account_no,
      })
      .returning();
    await appendEntry(tx, {
      userId,
      cause: 'withdrawal',
      withdrawalId: inserted!.id,
      deltaFen: -request.amount_fen,
      idempotencyKey: `withdrawal:${inserted!.withdrawalNo}`,
      note: `提现至${WITHDRAWAL_CHANNEL_LABELS[request.channel]}`,
      availableAt: now,
    });
    return inserted!;
  });
  return toRecord(row);
}

async function page<T>(
  deps: AppDeps,
  where: ReturnType<typeof and>,
  query: { current: number; size: number },
  map: (row: WithdrawalRow) => T,
): Promise<PageData<T>> {
  const { db } = deps.database;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(astrologerWithdrawals)
      .where(where)
      .orderBy(desc(astrologerWithdrawals.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(astrologerWithdrawals).where(where),
  ]);
  return { records: rows.map(map), total: total?.n ?? 0, size: query.size, current: query.current };
}

export const myWithdrawals = (deps: AppDeps, userId: number, query: { current: number; size: number }) =>
  page(deps, and(eq(astrologerWithdrawals.userId, userId)), query, toRecord);

export const adminListWithdrawals = (
  deps: AppDeps,
  query: { status?: WithdrawalStatus | undefined; current: number; size: number },
) =>
  page(
    deps,
    and(query.status ? eq(astrologerWithdrawals.status, query.status) : undefined),
    query,
    toAdminRecord,
  );

async function handle(
  deps: AppDeps,
  withdrawalNo: string,
  work: (tx: Tx, row: WithdrawalRow) => Promise<void>,
): Promise<AdminWithdrawalRecord> {
  const row = await deps.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(astrologerWithdrawals)
      .where(eq(astrologerWithdrawals.withdrawalNo, withdrawalNo))
      .for('update');
    if (!found) throw notFound(M.withdrawalNotFound);
    if (found.status !== 'waiting') throw refused(M.withdrawalHandled);
    await work(tx, found);
    const [updated] = await tx
      .select()
      .from(astrologerWithdrawals)
      .where(eq(astrologerWithdrawals.id, found.id));
    return updated!;
  });
  return toAdminRecord(row);
}

export const payWithdrawal = (deps: AppDeps, operatorId: number, withdrawalNo: string) =>
  handle(deps, withdrawalNo, async (tx, row) => {
    await tx
      .update(astrologerWithdrawals)
      .set({ status: 'paid', handledBy: operatorId, handledAt: deps.now() })
      .where(eq(astrologerWithdrawals.id, row.id));
  });

export const rejectWithdrawal = (deps: AppDeps, operatorId: number, withdrawalNo: string, reason: string) =>
  handle(deps, withdrawalNo, async (tx, row) => {
    await tx
      .update(astrologerWithdrawals)
      .set({ status: 'rejected', reason, handledBy: operatorId, handledAt: deps.now() })
      .where(eq(astrologerWithdrawals.id, row.id));
    await lockAccount(tx, row.userId);
    await appendEntry(tx, {
      userId: row.userId,
      cause: 'withdrawal_returned',
      withdrawalId: row.id,
      deltaFen: row.amountFen,
      idempotencyKey: `withdrawal-returned:${row.withdrawalNo}`,
      note: `提现退回：${reason}`,
      availableAt: deps.now(),
    });
  });
