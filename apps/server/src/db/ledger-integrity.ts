import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

// One integrity check for every money ledger kept the same way (the wallet, an astrologer's
// earnings): an account row per user holding balance_fen, and an append-only ledger of delta_fen
// lines each carrying the balance_after_fen it left. An account is healthy when its balance equals
// the sum of its ledger and its last line's balance_after; a ledger without an account is a problem.

export interface LedgerIntegrityProblem {
  userId: number;
  balanceFen: number;
  ledgerSumFen: number;
  lastBalanceAfterFen: number | null;
}

interface ProblemRow {
  user_id: string | number;
  balance_fen: string | number;
  ledger_sum: string | number;
  last_after: string | number | null;
}

/** Every account of `accounts` that its `ledger` does not add up to (and, unless allowed, below zero). Empty = healthy. */
export async function checkLedgerIntegrity(
  db: Db,
  tables: { accounts: PgTable; ledger: PgTable },
  options: { negativeIsProblem: boolean },
): Promise<LedgerIntegrityProblem[]> {
  const accounts = sql.identifier(getTableName(tables.accounts));
  const ledger = sql.identifier(getTableName(tables.ledger));
  const negative = options.negativeIsProblem ? sql`or a.balance_fen < 0` : sql``;
  const result = await db.execute(sql`
    select a.user_id, a.balance_fen, coalesce(s.total, 0) as ledger_sum, l.balance_after_fen as last_after
    from ${accounts} a
    left join (select user_id, sum(delta_fen) as total from ${ledger} group by user_id) s on s.user_id = a.user_id
    left join lateral (select balance_after_fen from ${ledger} where user_id = a.user_id order by id desc limit 1) l on true
    where a.balance_fen <> coalesce(s.total, 0) ${negative} or coalesce(l.balance_after_fen, 0) <> a.balance_fen
    union all
    select s.user_id, 0, s.total, null from (select user_id, sum(delta_fen) as total from ${ledger} group by user_id) s
    where not exists (select 1 from ${accounts} a where a.user_id = s.user_id)`);
  return (result as unknown as { rows: ProblemRow[] }).rows.map((row) => ({
    userId: Number(row.user_id),
    balanceFen: Number(row.balance_fen),
    ledgerSumFen: Number(row.ledger_sum),
    lastBalanceAfterFen: row.last_after === null ? null : Number(row.last_after),
  }));
}
