import { and, eq, sql } from 'drizzle-orm';
import type { EarningCause, EarningKind } from '@xingtu/contracts/astrologers';
import type { Db, Tx } from '../../db/client.ts';
import { astrologerEarningAccounts, astrologerEarnings } from '../../db/schema/astrologers.ts';
import { newAstrologerId } from './astrologer-ids.ts';

// The earnings ledger's one writer. Every change takes the astrologer's account row lock first, so
// changes of one astrologer run one after another: the idempotency check, the balance and the
// line's balance_after are always consistent, and a withdrawal can never spend money twice.

export type EntryRow = typeof astrologerEarnings.$inferSelect;

/** One ledger line as other areas see it (integer fen). */
export interface EarningEntry {
  entryNo: string;
  astrologerUserId: number;
  orderNo: string | null;
  kind: EarningKind | null;
  cause: EarningCause;
  grossFen: number;
  commissionFen: number;
  deltaFen: number;
  balanceAfterFen: number;
  availableAt: Date;
}

export interface EntryDraft {
  userId: number;
  cause: EarningCause;
  kind?: EarningKind | null;
  orderNo?: string | null;
  withdrawalId?: number | null;
  grossFen?: number;
  commissionFen?: number;
  /** Non-zero integer fen: positive adds, negative takes away. */
  deltaFen: number;
  /** Unique across the ledger: the same key twice writes once. */
  idempotencyKey: string;
  note?: string | null;
  availableAt: Date;
}

/** Locks (creating if needed) the astrologer's account row for the rest of the transaction. */
export async function lockAccount(tx: Tx, userId: number): Promise<number> {
  await tx.insert(astrologerEarningAccounts).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balanceFen: astrologerEarningAccounts.balanceFen })
    .from(astrologerEarningAccounts)
    .where(eq(astrologerEarningAccounts.userId, userId))
    .for('update');
  return row!.balanceFen;
}

export async function findEntryByKey(db: Db | Tx, key: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(astrologerEarnings).where(eq(astrologerEarnings.idempotencyKey, key));
  return row;
}

/** Appends one line (the account row must be locked by lockAccount); null when the key was applied. */
export async function appendEntry(tx: Tx, draft: EntryDraft): Promise<EntryRow | null> {
  if (!Number.isSafeInteger(draft.deltaFen) || draft.deltaFen === 0)
    throw new Error(`a ledger line moves a non-zero integer of fen, got ${draft.deltaFen}`);
  if (await findEntryByKey(tx, draft.idempotencyKey)) return null;
  const [account] = await tx
    .update(astrologerEarningAccounts)
    .set({
      balanceFen: sql`${astrologerEarningAccounts.balanceFen} + ${draft.deltaFen}`,
      updatedAt: sql`now()`,
    })
    .where(eq(astrologerEarningAccounts.userId, draft.userId))
    .returning({ balanceFen: astrologerEarningAccounts.balanceFen });
  if (!account) throw new Error('lockAccount must run before appendEntry');
  const [row] = await tx
    .insert(astrologerEarnings)
    .values({
      entryNo: newAstrologerId('e'),
      userId: draft.userId,
      cause: draft.cause,
      kind: draft.kind ?? null,
      orderNo: draft.orderNo ?? null,
      withdrawalId: draft.withdrawalId ?? null,
      grossFen: draft.grossFen ?? 0,
      commissionFen: draft.commissionFen ?? 0,
      deltaFen: draft.deltaFen,
      balanceAfterFen: account.balanceFen,
      idempotencyKey: draft.idempotencyKey,
      note: draft.note ?? null,
      availableAt: draft.availableAt,
    })
    .returning();
  return row!;
}

export function toEarningEntry(row: EntryRow): EarningEntry {
  return {
    entryNo: row.entryNo,
    astrologerUserId: row.userId,
    orderNo: row.orderNo,
    kind: row.kind as EarningKind | null,
    cause: row.cause as EarningCause,
    grossFen: row.grossFen,
    commissionFen: row.commissionFen,
    deltaFen: row.deltaFen,
    balanceAfterFen: row.balanceAfterFen,
    availableAt: row.availableAt,
  };
}

/** Settled money (available_at reached) minus what was taken out: what may be withdrawn now. */
export async function settledSumFen(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${astrologerEarnings.deltaFen})` })
    .from(astrologerEarnings)
    .where(
      and(
        eq(astrologerEarnings.userId, userId),
        sql`${astrologerEarnings.availableAt} <= ${now.toISOString()}`,
      ),
    );
  return Number(row?.total ?? 0);
}
