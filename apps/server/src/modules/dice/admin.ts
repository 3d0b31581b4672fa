import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DiceQuestionStatus } from '@xingtu/contracts/dice';
import type { DiceAdminQuestion } from '@xingtu/contracts/dice-schemas';
import type { PageData } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import { diceQuestions, diceRolls } from '../../db/schema/dice.ts';
import { AppError, notFound } from '../../errors.ts';
import { refund } from '../commerce/index.ts';
import { adminRecord, namesOf, withRolls } from './question-record.ts';

// Operators' view of the dice marketplace: every question by state (stuck ones first: the oldest
// payments), taking a claim back so another astrologer can answer, and a full refund of a question
// not yet accepted (commerce's refund runs onRefunded, which ends it).

export async function adminQuestions(
  deps: AppDeps,
  query: { status?: DiceQuestionStatus | undefined; current: number; size: number },
): Promise<PageData<DiceAdminQuestion>> {
  const { db } = deps.database;
  const where = query.status ? eq(diceQuestions.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(diceQuestions)
      .where(where)
      .orderBy(desc(diceQuestions.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(diceQuestions).where(where),
  ]);
  const joined = await withRolls(deps, rows);
  return {
    records: joined.map(({ row, roll, names }) => adminRecord(row, roll, names)),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}

async function adminOne(deps: AppDeps, publicId: string): Promise<DiceAdminQuestion> {
  const [row] = await deps.database.db
    .select()
    .from(diceQuestions)
    .where(eq(diceQuestions.publicId, publicId));
  if (!row) throw notFound('这个问题不存在');
  const [roll] = await deps.database.db.select().from(diceRolls).where(eq(diceRolls.id, row.rollId));
  return adminRecord(row, roll!, await namesOf(deps, [row.astrologerUserId]));
}

export async function adminRelease(deps: AppDeps, publicId: string): Promise<DiceAdminQuestion> {
  const [row] = await deps.database.db
    .update(diceQuestions)
    .set({
      status: 'open',
      astrologerUserId: null,
      claimedAt: null,
      claimExpiresAt: null,
      updatedAt: deps.now(),
    })
    .where(and(eq(diceQuestions.publicId, publicId), eq(diceQuestions.status, 'claimed')))
    .returning({ id: diceQuestions.id });
  if (!row) {
    await adminOne(deps, publicId);
    throw new AppError('DICE_QUESTION_STATE', { message: '只有占星师解读中的问题可以收回' });
  }
  return adminOne(deps, publicId);
}

export async function adminRefund(
  deps: AppDeps,
  operatorId: number,
  publicId: string,
  reason: string,
): Promise<DiceAdminQuestion> {
  const [row] = await deps.database.db
    .update(diceQuestions)
    .set({ refundReason: reason, updatedAt: deps.now() })
    .where(
      and(
        eq(diceQuestions.publicId, publicId),
        inArray(diceQuestions.status, ['open', 'claimed', 'answered']),
      ),
    )
    .returning({ orderId: diceQuestions.orderId });
  if (!row?.orderId) {
    await adminOne(deps, publicId);
    throw new AppError('DICE_QUESTION_STATE', { message: '只有已支付、尚未完成的问题可以退款' });
  }
  await refund(deps, row.orderId, { destination: 'wallet', reason }, { type: 'admin', id: operatorId });
  return adminOne(deps, publicId);
}
