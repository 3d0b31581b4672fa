import type { AiUsageKind } from '@xingtu/contracts/ai';
import type { Tx } from '../../db/client.ts';
import { aiPackages, aiUsageLogs } from '../../db/schema/ai.ts';
import type { Charge } from './quota.ts';

// For the AI areas beside chat (tarot, dice) that spend the same credits: the use-log line of an
// answered question (no chat session), and a credit earned rather than bought (friends' help), kept
// as a package so it is spent, listed and expired like a bought one.

/** The use-log line of an answered tarot or dice question, in the transaction that saves it. */
export async function logAreaUse(
  tx: Tx,
  charge: Charge,
  kind: Exclude<AiUsageKind, 'chart' | 'career' | 'kimi'>,
) {
  await tx.insert(aiUsageLogs).values({
    userId: charge.userId,
    source: charge.source,
    packageId: charge.source === 'package' ? charge.packageId : null,
    sessionId: null,
    mode: kind,
  });
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
