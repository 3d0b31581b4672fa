import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  commissionFen as commissionOf,
  EARNING_CAUSE_LABELS,
  EARNING_COMMISSION_PERCENT,
  EARNING_KINDS,
  EARNING_SETTLEMENT_DAYS,
  MIN_WITHDRAWAL_FEN,
  type CapitalEntryRecord,
  type CapitalSummary,
  type EarningCause,
  type EarningKind,
} from '@xingtu/contracts/astrologers';
import { APPROVAL_STATUS } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { checkLedgerIntegrity, type LedgerIntegrityProblem } from '../../db/ledger-integrity.ts';
import {
  astrologerEarningAccounts,
  astrologerEarnings,
  astrologerWithdrawals,
} from '../../db/schema/astrologers.ts';
import { astrologerCapacities } from '../../db/schema/users.ts';
import {
  appendEntry,
  findEntryByKey,
  lockAccount,
  settledSumFen,
  toEarningEntry,
  type EarningEntry,
} from './ledger.ts';

// Income from paid work, the platform's commission taken off, settled after EARNING_SETTLEMENT_DAYS;
// refunds reverse it. Other areas call creditEarning / reverseEarning through index.ts.

const DAY_MS = 86_400_000;

export interface CreditEarningInput {
  astrologerUserId: number;
  orderNo: string;
  /** What the member paid for this line, integer fen > 0. */
  grossFen: number;
  kind: EarningKind;
  note?: string;
}

export interface ReverseEarningInput {
  astrologerUserId: number;
  orderNo: string;
  kind: EarningKind;
  /** The part of the gross refunded (fen); the whole gross when absent. */
  refundedGrossFen?: number;
  /** Unique per refund (e.g. the refund number) when an order is refunded in parts. */
  reference?: string;
  note?: string;
}

const incomeKey = (userId: number, orderNo: string, kind: EarningKind) =>
  `income:${userId}:${orderNo}:${kind}`;

function run<T>(deps: AppDeps, tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  return tx ? work(tx) : deps.database.db.transaction(work);
}

async function assertAstrologer(tx: Tx, userId: number): Promise<void> {
  const [row] = await tx
    .select({ id: astrologerCapacities.id })
    .from(astrologerCapacities)
    .where(
      and(
        eq(astrologerCapacities.userId, userId),
        eq(astrologerCapacities.applove, APPROVAL_STATUS.APPROVED),
      ),
    )
    .limit(1);
  if (!row)
    throw new Error(`user ${userId} has no approved astrologer capacity: no earnings can be credited`);
}

export function creditEarning(
  deps: AppDeps,
  input: CreditEarningInput,
  tx?: Tx,
): Promise<EarningEntry | null> {
  if (!EARNING_KINDS.includes(input.kind)) throw new Error(`unknown earning kind ${String(input.kind)}`);
  const commission = commissionOf(input.grossFen, input.kind);
  const now = deps.now();
  return run(deps, tx, async (t) => {
    await assertAstrologer(t, input.astrologerUserId);
    await lockAccount(t, input.astrologerUserId);
    const row = await appendEntry(t, {
      userId: input.astrologerUserId,
      cause: 'income',
      kind: input.kind,
      orderNo: input.orderNo,
      grossFen: input.grossFen,
      commissionFen: commission,
      deltaFen: input.grossFen - commission,
      idempotencyKey: incomeKey(input.astrologerUserId, input.orderNo, input.kind),
      note: input.note ?? null,
      availableAt: new Date(now.getTime() + EARNING_SETTLEMENT_DAYS * DAY_MS),
    });
    return row ? toEarningEntry(row) : null;
  });
}

export function reverseEarning(
  deps: AppDeps,
  input: ReverseEarningInput,
  tx?: Tx,
): Promise<EarningEntry | null> {
  const now = deps.now();
  return run(deps, tx, async (t) => {
    await lockAccount(t, input.astrologerUserId);
    const income = await findEntryByKey(t, incomeKey(input.astrologerUserId, input.orderNo, input.kind));
    if (!income) return null;
    const refunded = input.refundedGrossFen ?? income.grossFen;
    if (!Number.isSafeInteger(refunded) || refunded <= 0)
      throw new Error(`refunded gross must be a positive integer of fen, got ${refunded}`);
    const [reversed] = await t
      .select({
        total: sql<string | null>`sum(${astrologerEarnings.deltaFen})`,
        gross: sql<string | null>`sum(${astrologerEarnings.grossFen})`,
      })
      .from(astrologerEarnings)
      .where(
        and(
          eq(astrologerEarnings.userId, input.astrologerUserId),
          eq(astrologerEarnings.cause, 'reversal'),
          eq(astrologerEarnings.orderNo, input.orderNo),
          eq(astrologerEarnings.kind, input.kind),
        ),
      );
    const remaining = income.deltaFen + Number(reversed?.total ?? 0);
    // The astrologer gives back the same share of their net as the member got back of the gross.
    const proportional = Math.floor(
      (income.deltaFen * Math.min(refunded, income.grossFen)) / income.grossFen,
    );
    // The refund that brings the refunded gross to the whole price takes back all that is left (no
    // fen lost to rounding across partial refunds).
    const refundedBefore = -Number(reversed?.gross ?? 0);
    const amount =
      refundedBefore + refunded >= income.grossFen ? remaining : Math.min(proportional, remaining);
    if (amount <= 0) return null;
    const row = await appendEntry(t, {
      userId: input.astrologerUserId,
      cause: 'reversal',
      kind: input.kind,
      orderNo: input.orderNo,
      grossFen: -Math.min(refunded, income.grossFen),
      commissionFen: 0,
      deltaFen: -amount,
      idempotencyKey: `reversal:${input.astrologerUserId}:${input.reference ?? `${input.orderNo}:${input.kind}`}`,
      note: input.note ?? null,
      // Still settling income is reversed inside its own settlement; settled income at once.
      availableAt: income.availableAt > now ? income.availableAt : now,
    });
    return row ? toEarningEntry(row) : null;
  });
}

export async function capitalSummary(deps: AppDeps, userId: number): Promise<CapitalSummary> {
  const { db } = deps.database;
  const now = deps.now();
  const [totals] = await db
    .select({
      balance: sql<string | null>`sum(${astrologerEarnings.deltaFen})`,
      settling: sql<
        string | null
      >`sum(${astrologerEarnings.deltaFen}) filter (where ${astrologerEarnings.availableAt} > ${now.toISOString()})`,
      income: sql<
        string | null
      >`sum(${astrologerEarnings.deltaFen}) filter (where ${astrologerEarnings.cause} in ('income', 'reversal'))`,
    })
    .from(astrologerEarnings)
    .where(eq(astrologerEarnings.userId, userId));
  const [withdrawing] = await db
    .select({ total: sql<string | null>`sum(${astrologerWithdrawals.amountFen})` })
    .from(astrologerWithdrawals)
    .where(and(eq(astrologerWithdrawals.userId, userId), eq(astrologerWithdrawals.status, 'waiting')));
  const settled = await settledSumFen(db, userId, now);
  return {
    balanceFen: Number(totals?.balance ?? 0),
    withdrawableFen: Math.max(0, settled),
    settlingFen: Number(totals?.settling ?? 0),
    withdrawingFen: Number(withdrawing?.total ?? 0),
    totalIncomeFen: Number(totals?.income ?? 0),
    settlementDays: EARNING_SETTLEMENT_DAYS,
    minWithdrawalFen: MIN_WITHDRAWAL_FEN,
    commissionPercent: { ...EARNING_COMMISSION_PERCENT },
  };
}

export async function capitalDetails(
  deps: AppDeps,
  userId: number,
  query: { current: number; size: number; cause?: EarningCause | undefined; kind?: EarningKind | undefined },
): Promise<PageData<CapitalEntryRecord>> {
  const { db } = deps.database;
  const where = and(
    eq(astrologerEarnings.userId, userId),
    query.cause ? eq(astrologerEarnings.cause, query.cause) : undefined,
    query.kind ? eq(astrologerEarnings.kind, query.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(astrologerEarnings)
      .where(where)
      .orderBy(desc(astrologerEarnings.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(astrologerEarnings).where(where),
  ]);
  const withdrawalIds = rows.map((row) => row.withdrawalId).filter((id): id is number => id !== null);
  const numbers = new Map<number, string>();
  if (withdrawalIds.length > 0) {
    const found = await db
      .select({ id: astrologerWithdrawals.id, no: astrologerWithdrawals.withdrawalNo })
      .from(astrologerWithdrawals)
      .where(inArray(astrologerWithdrawals.id, withdrawalIds));
    for (const { id, no } of found) numbers.set(id, no);
  }
  return {
    records: rows.map((row) => ({
      entryNo: row.entryNo,
      cause: row.cause as EarningCause,
      causeLabel: EARNING_CAUSE_LABELS[row.cause as EarningCause] ?? row.cause,
      kind: row.kind as EarningKind | null,
      orderNo: row.orderNo,
      withdrawalNo: row.withdrawalId === null ? null : (numbers.get(row.withdrawalId) ?? null),
      grossFen: row.grossFen,
      commissionFen: row.commissionFen,
      deltaFen: row.deltaFen,
      balanceAfterFen: row.balanceAfterFen,
      note: row.note,
      availableAt: row.availableAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}

export type EarningIntegrityProblemRow = LedgerIntegrityProblem;

/** Every account whose balance differs from its ledger sum or from its last line's balance_after. Empty = healthy. */
export function checkEarningIntegrity(db: Db): Promise<EarningIntegrityProblemRow[]> {
  return checkLedgerIntegrity(
    db,
    { accounts: astrologerEarningAccounts, ledger: astrologerEarnings },
    { negativeIsProblem: false },
  );
}
