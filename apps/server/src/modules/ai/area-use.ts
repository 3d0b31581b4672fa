import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AiUsageKind } from '@xingtu/contracts/ai';
import type { Db, Tx } from '../../db/client.ts';
import { aiPackages, aiUsageLogs } from '../../db/schema/ai.ts';
import type { Charge } from './quota.ts';

// For the AI areas beside chat (tarot, dice) that spend the same credits: an answered question saved
// with its use-log line (no chat session), and a credit earned rather than bought (friends' help), kept
// as a package so it is spent, listed and expired like a bought one.

/** The use-log line's values of a charge. */
export const useOf = (charge: Charge) => ({
  userId: charge.userId,
  source: charge.source,
  packageId: charge.source === 'package' ? charge.packageId : null,
});

/**
 * An area's answered question and its use-log line in one statement: atomic like a transaction, but
 * one round trip, so a pooled connection is held for the shortest time when many answers end at once.
 * `insert` is the area's insert of its row, with a returning clause.
 */
export async function saveAreaAnswer(
  db: Db,
  insert: SQLWrapper,
  charge: Charge,
  kind: Exclude<AiUsageKind, 'chart' | 'career' | 'kimi'>,
): Promise<void> {
  const use = useOf(charge);
  await db.execute(sql`
    with saved as (${insert.getSQL()})
    insert into ${aiUsageLogs} (user_id, source, package_id, session_id, mode)
    select ${use.userId}, ${use.source}, ${use.packageId}::int, null, ${kind} from saved`);
}

/** A package of `credits` questions given, not sold (no order line). */
export async function grantBonusPackage(
  tx: Tx,
  grant: { userId: number; title: string; credits: number; expiresAt: Date },
): Promise<void> {
  await tx.insert(aiPackages).values({
    userId: grant.userId,
    orderItemId: null,
    orderNo: null,
    unit: 1,
    title: grant.title,
    credits: grant.credits,
    expiresAt: grant.expiresAt,
  });
}
