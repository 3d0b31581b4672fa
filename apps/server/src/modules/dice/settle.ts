import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { DICE_AUTO_ACCEPT_HOURS } from '@xingtu/contracts/dice';
import type { AppDeps } from '../../deps.ts';
import { diceQuestions } from '../../db/schema/dice.ts';
import { refund } from '../commerce/index.ts';
import { acceptAnswered } from './questions.ts';

// The dice area's timed rules, run by one periodic job (once across instances; stateless and
// idempotent, so a second run or a second instance changes nothing more):
// - an answer neither accepted nor disputed for DICE_AUTO_ACCEPT_HOURS is accepted, crediting the
//   astrologer's share (acceptAnswered is a conditional update plus an idempotent ledger line);
// - a paid question still unanswered at its deadline is refunded in full to the member's wallet
//   (commerce's refund runs onRefunded, which ends the question).

export const DICE_SETTLE_JOB = 'dice-settle';
export const DICE_SETTLE_EVERY_MS = 5 * 60_000;

const HOUR_MS = 3_600_000;
/** A refund marked but not finished (the instance died) is tried again after this. */
const REFUND_RETRY_MS = 10 * 60_000;
const BATCH = 100;

export const DEADLINE_REFUND_REASON = '超过48小时没有占星师回答，已全额退款到钱包';

export interface SettleResult {
  accepted: number;
  refunded: number;
}

export async function settleDiceQuestions(
  deps: AppDeps,
  onError?: (error: unknown) => void,
): Promise<SettleResult> {
  const { db } = deps.database;
  const now = deps.now();
  const result: SettleResult = { accepted: 0, refunded: 0 };

  const due = await db
    .select({ id: diceQuestions.id })
    .from(diceQuestions)
    .where(
      and(
        eq(diceQuestions.status, 'answered'),
        lte(diceQuestions.answeredAt, new Date(now.getTime() - DICE_AUTO_ACCEPT_HOURS * HOUR_MS)),
      ),
    )
    .limit(BATCH);
  for (const { id } of due) if (await acceptAnswered(deps, id, { kind: 'auto' })) result.accepted += 1;

  const overdue = await db
    .select({ id: diceQuestions.id })
    .from(diceQuestions)
    .where(and(inArray(diceQuestions.status, ['open', 'claimed']), lte(diceQuestions.answerDueAt, now)))
    .limit(BATCH);
  for (const { id } of overdue) {
    // Mark first (one instance wins the mark), then refund through commerce.
    const [marked] = await db
      .update(diceQuestions)
      .set({ refundReason: DEADLINE_REFUND_REASON, updatedAt: now })
      .where(
        and(
          eq(diceQuestions.id, id),
          inArray(diceQuestions.status, ['open', 'claimed']),
          or(
            isNull(diceQuestions.refundReason),
            lte(diceQuestions.updatedAt, new Date(now.getTime() - REFUND_RETRY_MS)),
          ),
        ),
      )
      .returning({ orderId: diceQuestions.orderId });
    if (!marked?.orderId) continue;
    try {
      await refund(
        deps,
        marked.orderId,
        { destination: 'wallet', reason: DEADLINE_REFUND_REASON },
        { type: 'system', id: 'dice-deadline' },
      );
      result.refunded += 1;
    } catch (error) {
      onError?.(error);
    }
  }
  return result;
}
