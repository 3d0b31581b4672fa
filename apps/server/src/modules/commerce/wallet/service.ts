import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { LEDGER_CAUSE_LABELS, type LedgerCause, type LedgerEntryRecord } from '@xingtu/contracts/commerce';
import type { PageData } from '@xingtu/contracts/envelope';
import type { Db, Tx } from '../../../db/client.ts';
import { checkLedgerIntegrity, type LedgerIntegrityProblem } from '../../../db/ledger-integrity.ts';
import { orders } from '../../../db/schema/orders.ts';
import { payments } from '../../../db/schema/payments.ts';
import { walletLedger, wallets } from '../../../db/schema/wallet.ts';
import { AppError } from '../../../errors.ts';

// The balance only moves here, and every move writes one ledger row in the same transaction.
// Debits are a single guarded UPDATE (balance >= amount), so the balance never goes below zero
// however many payments race for it.

export interface LedgerRefs {
  orderId?: number | null;
  paymentId?: number | null;
  refundId?: number | null;
  /** One ledger entry per key: a retried credit for the same cause is a no-op. */
  idempotencyKey?: string | null;
  note?: string | null;
}

type Executor = Db | Tx;

async function alreadyApplied(tx: Executor, key: string | null | undefined): Promise<boolean> {
  if (!key) return false;
  const [row] = await tx
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(eq(walletLedger.idempotencyKey, key));
  return Boolean(row);
}

/** Adds money; returns the new balance, or null when this idempotency key was already credited. */
export async function creditWallet(
  tx: Tx,
  userId: number,
  amountFen: number,
  cause: LedgerCause,
  refs: LedgerRefs = {},
): Promise<number | null> {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0)
    throw new Error(`credit must be a positive integer of fen, got ${amountFen}`);
  if (await alreadyApplied(tx, refs.idempotencyKey)) return null;
  const [row] = await tx
    .insert(wallets)
    .values({ userId, balanceFen: amountFen })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { balanceFen: sql`${wallets.balanceFen} + ${amountFen}`, updatedAt: sql`now()` },
    })
    .returning({ balanceFen: wallets.balanceFen });
  await writeLedger(tx, userId, amountFen, row!.balanceFen, cause, refs);
  return row!.balanceFen;
}

/**
 * Takes money out (never below zero: one guarded UPDATE); returns the new balance, or null when this
 * idempotency key was already applied. Throws the 钱包余额不足 error when the balance does not cover it.
 */
export async function debitWallet(
  tx: Tx,
  userId: number,
  amountFen: number,
  cause: LedgerCause,
  refs: LedgerRefs = {},
): Promise<number | null> {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0)
    throw new Error(`debit must be a positive integer of fen, got ${amountFen}`);
  if (await alreadyApplied(tx, refs.idempotencyKey)) return null;
  const [row] = await tx
    .update(wallets)
    .set({ balanceFen: sql`${wallets.balanceFen} - ${amountFen}`, updatedAt: sql`now()` })
    .where(and(eq(wallets.userId, userId), gte(wallets.balanceFen, amountFen)))
    .returning({ balanceFen: wallets.balanceFen });
  if (!row) throw insufficientBalance();
  await writeLedger(tx, userId, -amountFen, row.balanceFen, cause, refs);
  return row.balanceFen;
}

/**
 * Paying from the balance, as CTEs for one statement's WITH list: `debited` (the guarded debit),
 * `paid` (the succeeded wallet payment, its id) and the ledger row. When the balance does not cover
 * the amount, `debited` and `paid` are empty and nothing is written. The payments module adds the
 * order's move to the same statement (bench/orders-bench.ts).
 */
export function walletPaymentCtes(payment: {
  userId: number;
  orderId: number;
  amountFen: number;
  paymentNo: string;
  note: string;
  now: Date;
}): SQL {
  const { userId, orderId, amountFen, paymentNo, note } = payment;
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0)
    throw new Error(`debit must be a positive integer of fen, got ${amountFen}`);
  const now = payment.now.toISOString();
  return sql`debited as (
      update ${wallets} set balance_fen = balance_fen - ${amountFen}, updated_at = now()
      where user_id = ${userId} and balance_fen >= ${amountFen}
      returning user_id, balance_fen
    ),
    paid as (
      insert into ${payments} (payment_no, order_id, user_id, channel, amount_fen, status, gateway_txn_id, paid_at, created_at)
      select ${paymentNo}, ${orderId}::int, user_id, 'wallet', ${amountFen}::int, 'succeeded', ${paymentNo}, ${now}::timestamptz, ${now}::timestamptz
      from debited
      returning id
    ),
    entry as (
      insert into ${walletLedger} (user_id, delta_fen, balance_after_fen, cause, order_id, payment_id, note)
      select d.user_id, ${-amountFen}::bigint, d.balance_fen, 'payment', ${orderId}::int, p.id, ${note}::text
      from debited d cross join paid p
    )`;
}

async function writeLedger(
  tx: Tx,
  userId: number,
  deltaFen: number,
  balanceAfterFen: number,
  cause: LedgerCause,
  refs: LedgerRefs,
) {
  await tx.insert(walletLedger).values({
    userId,
    deltaFen,
    balanceAfterFen,
    cause,
    orderId: refs.orderId ?? null,
    paymentId: refs.paymentId ?? null,
    refundId: refs.refundId ?? null,
    idempotencyKey: refs.idempotencyKey ?? null,
    note: refs.note ?? null,
  });
}

export async function walletBalance(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balanceFen: wallets.balanceFen })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.balanceFen ?? 0;
}

export async function ledgerPage(
  db: Db,
  userId: number,
  current: number,
  size: number,
): Promise<PageData<LedgerEntryRecord>> {
  const [total] = await db.select({ n: count() }).from(walletLedger).where(eq(walletLedger.userId, userId));
  // The member reads the order and the payment of a line by their numbers, never their ids.
  const rows = await db
    .select({ line: walletLedger, orderNo: orders.orderNo, paymentNo: payments.paymentNo })
    .from(walletLedger)
    .leftJoin(orders, eq(orders.id, walletLedger.orderId))
    .leftJoin(payments, eq(payments.id, walletLedger.paymentId))
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.id))
    .limit(size)
    .offset((current - 1) * size);
  return {
    records: rows.map(({ line, orderNo, paymentNo }) => ({
      deltaFen: line.deltaFen,
      balanceAfterFen: line.balanceAfterFen,
      cause: line.cause as LedgerCause,
      causeLabel: LEDGER_CAUSE_LABELS[line.cause as LedgerCause] ?? line.cause,
      orderNo,
      paymentNo,
      note: line.note,
      createdAt: line.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    size,
    current,
  };
}

export type WalletIntegrityProblem = LedgerIntegrityProblem;

/** Every wallet whose balance differs from its ledger sum or from its last entry's balance_after, or is below zero. Empty = healthy. */
export function checkWalletIntegrity(db: Db): Promise<WalletIntegrityProblem[]> {
  return checkLedgerIntegrity(db, { accounts: wallets, ledger: walletLedger }, { negativeIsProblem: true });
}

export const insufficientBalance = (): AppError =>
  new AppError('OPERATION_FAILED', { message: '钱包余额不足，请先充值或选择其他支付方式' });
