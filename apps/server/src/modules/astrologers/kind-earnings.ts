import { and, eq, sql } from 'drizzle-orm';
import type { CapitalEntryRecord, EarningKind } from '@xingtu/contracts/astrologers';
import type { PageData } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import { astrologerEarnings } from '../../db/schema/astrologers.ts';
import { capitalDetails } from './earnings.ts';

// One kind of an astrologer's income (the dice answers' qa, …): its ledger lines and totals, for an
// area's own earnings page.

export async function earningEntriesOfKind(
  deps: AppDeps,
  userId: number,
  kind: EarningKind,
  page: { current: number; size: number },
): Promise<PageData<CapitalEntryRecord> & { totalFen: number; settlingFen: number }> {
  const now = deps.now();
  const [sums] = await deps.database.db
    .select({
      total: sql<string | null>`sum(${astrologerEarnings.deltaFen})`,
      settling: sql<
        string | null
      >`sum(${astrologerEarnings.deltaFen}) filter (where ${astrologerEarnings.availableAt} > ${now.toISOString()})`,
    })
    .from(astrologerEarnings)
    .where(and(eq(astrologerEarnings.userId, userId), eq(astrologerEarnings.kind, kind)));
  const entries = await capitalDetails(deps, userId, { ...page, kind });
  return { ...entries, totalFen: Number(sums?.total ?? 0), settlingFen: Number(sums?.settling ?? 0) };
}
