import { and, eq, inArray, sql } from 'drizzle-orm';
import { DICE_ANSWER_DEADLINE_HOURS, DICE_QA_PRICE_FEN } from '@xingtu/contracts/dice';
import type { DiceQuestionRecord } from '@xingtu/contracts/dice-schemas';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { diceQuestions, diceRolls } from '../../db/schema/dice.ts';
import { AppError, notFound } from '../../errors.ts';
import { placeOrder, upsertAreaProduct, type PaidItem } from '../commerce/index.ts';
import { assertClean } from '../sys/index.ts';
import { isUniqueViolation } from './claim-rules.ts';
import { creditDiceEarning, reverseDiceEarning } from './astrologer-port.ts';
import { newPublicId } from './public-id.ts';
import { namesOf, questionRecord, type QuestionRow } from './question-record.ts';
import { ownRoll } from './rolls.ts';

// A member asks the dice astrologers about one of their rolls: a question (unpaid) and an order for
// the private product of type 21; paying opens it to the astrologers (onPaid), an order ending unpaid
// closes it (onClosed), a refund ends it and takes back an astrologer's credited share (onRefunded).
// Accepting an answer (the member, or the settle job after 72 h) credits the astrologer's share once.

const HOUR_MS = 3_600_000;
const LIVE = ['unpaid', 'open', 'claimed', 'answered', 'accepted'] as const;

const stateError = (message?: string) => new AppError('DICE_QUESTION_STATE', message ? { message } : {});

/** The private product every dice answer is sold as (type 21, NSP Q&A). */
export function diceProductId(deps: AppDeps): Promise<number> {
  return upsertAreaProduct(
    deps.database.db,
    {
      slug: 'dice-qa-answer',
      type: PRODUCT_TYPE.NSP_QA,
      title: '骰子问答 · 占星师解读',
      summary: '由通过审核的骰子问答占星师，结合你掷出的三颗骰子亲笔解读你的问题。',
      priceFen: DICE_QA_PRICE_FEN,
      targetKind: 'dice-qa',
      targetId: 'answer',
      onSale: true,
    },
    deps.now(),
  );
}

export async function askAstrologer(
  deps: AppDeps,
  userId: number,
  rollPublicId: string,
  timeoutMinutes: number,
): Promise<{ question: DiceQuestionRecord; orderNo: string }> {
  const roll = await ownRoll(deps, userId, rollPublicId);
  const { db } = deps.database;
  const [live] = await db
    .select()
    .from(diceQuestions)
    .where(and(eq(diceQuestions.rollId, roll.id), inArray(diceQuestions.status, [...LIVE])));
  if (live?.status === 'unpaid' && live.orderNo)
    return { question: questionRecord(live, roll, new Map()), orderNo: live.orderNo };
  if (live) throw stateError('这次占卜已经请占星师解读过了');

  const productId = await diceProductId(deps);
  const now = deps.now();
  let row: QuestionRow;
  try {
    [row] = (await db
      .insert(diceQuestions)
      .values({
        publicId: newPublicId(),
        rollId: roll.id,
        memberUserId: userId,
        status: 'unpaid',
        priceFen: DICE_QA_PRICE_FEN,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [QuestionRow];
  } catch (error) {
    if (isUniqueViolation(error)) throw stateError('这次占卜已经请占星师解读过了');
    throw error;
  }
  let order: Awaited<ReturnType<typeof placeOrder>>;
  try {
    order = await placeOrder(
      deps,
      userId,
      { product_id: productId, quantity: 1, remark: `骰子问答：${roll.question.slice(0, 60)}` },
      { timeoutMinutes, privateProduct: true },
    );
  } catch (error) {
    await db
      .update(diceQuestions)
      .set({ status: 'closed', updatedAt: deps.now() })
      .where(eq(diceQuestions.id, row.id));
    throw error;
  }
  const [placed] = await db
    .update(diceQuestions)
    .set({ orderId: order.id, orderNo: order.orderNo })
    .where(eq(diceQuestions.id, row.id))
    .returning();
  return { question: questionRecord(placed!, roll, new Map()), orderNo: order.orderNo };
}

// ---- commerce's handlers (inside the paying / refunding / closing transaction) ----

/** Paid: the question opens to the dice astrologers, with its answer deadline. */
export async function openPaid(item: PaidItem, tx: Tx, now: Date): Promise<void> {
  const [row] = await tx
    .select()
    .from(diceQuestions)
    .where(eq(diceQuestions.orderId, item.orderId))
    .for('update');
  if (!row) throw new AppError('OPERATION_FAILED', { message: '未找到这个订单的问题，请联系客服' });
  if (row.status !== 'unpaid') return;
  await tx
    .update(diceQuestions)
    .set({
      status: 'open',
      paidAt: now,
      answerDueAt: new Date(now.getTime() + DICE_ANSWER_DEADLINE_HOURS * HOUR_MS),
      updatedAt: now,
    })
    .where(eq(diceQuestions.id, row.id));
}

/** The order ended unpaid: the question is closed (the member may ask again). */
export async function closeUnpaid(orderId: number, tx: Tx, now: Date): Promise<void> {
  await tx
    .update(diceQuestions)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(diceQuestions.orderId, orderId), eq(diceQuestions.status, 'unpaid')));
}

/**
 * Refunded (the deadline passed, or an operator): the question ends; a credited share is taken back.
 * Told of every refund of the order: each partial refund takes back its own share of the astrologer's
 * earning, once (keyed by the refund), and the refund that completes the price takes back the rest.
 */
export async function endRefunded(deps: AppDeps, item: PaidItem, tx: Tx, now: Date): Promise<void> {
  const [row] = await tx
    .select()
    .from(diceQuestions)
    .where(eq(diceQuestions.orderId, item.orderId))
    .for('update');
  if (!row || row.status === 'closed') return;
  const refundedGrossFen = item.refundedFen ?? item.amountFen;
  const credited = row.status === 'accepted' || (row.status === 'refunded' && row.acceptedAt !== null);
  if (credited && row.astrologerUserId !== null && row.orderNo && refundedGrossFen > 0)
    await reverseDiceEarning(
      deps,
      {
        astrologerUserId: row.astrologerUserId,
        orderNo: row.orderNo,
        refundedGrossFen,
        ...(item.refundId === undefined ? {} : { reference: `refund:${item.refundId}` }),
      },
      tx,
    );
  if (row.status === 'refunded') return;
  await tx
    .update(diceQuestions)
    .set({
      status: 'refunded',
      refundReason: row.refundReason ?? '订单已退款',
      claimExpiresAt: null,
      updatedAt: now,
    })
    .where(eq(diceQuestions.id, row.id));
}

// ---- accepting an answer ----

/**
 * answered → accepted, once (a conditional update: the member and the settle job may race), and the
 * astrologer's share credited in the same transaction. Returns false when it was not answered.
 */
export async function acceptAnswered(
  deps: AppDeps,
  questionId: number,
  by: { kind: 'member'; rating: number; comment: string | null } | { kind: 'auto' },
): Promise<boolean> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(diceQuestions)
      .set({
        status: 'accepted',
        acceptedAt: now,
        acceptedBy: by.kind,
        updatedAt: now,
        ...(by.kind === 'member' ? { rating: by.rating, ratingComment: by.comment } : {}),
      })
      .where(and(eq(diceQuestions.id, questionId), eq(diceQuestions.status, 'answered')))
      .returning();
    if (!row) return false;
    const [roll] = await tx
      .select({ question: diceRolls.question })
      .from(diceRolls)
      .where(eq(diceRolls.id, row.rollId));
    await creditDiceEarning(
      deps,
      {
        astrologerUserId: row.astrologerUserId!,
        orderNo: row.orderNo!,
        grossFen: row.priceFen,
        question: roll?.question ?? '',
      },
      tx,
    );
    return true;
  });
}

/** The member accepts and rates an answer (or rates one accepted automatically, once). */
export async function acceptByMember(
  deps: AppDeps,
  userId: number,
  publicId: string,
  input: { rating: number; comment?: string | undefined },
): Promise<DiceQuestionRecord> {
  const row = await ownQuestion(deps, userId, publicId);
  const comment = input.comment ? input.comment : null;
  if (comment) await assertClean(deps, [comment]);
  if (row.status === 'answered') {
    await acceptAnswered(deps, row.id, { kind: 'member', rating: input.rating, comment });
  } else if (row.status === 'accepted' && row.rating === null) {
    await deps.database.db
      .update(diceQuestions)
      .set({ rating: input.rating, ratingComment: comment, updatedAt: deps.now() })
      .where(and(eq(diceQuestions.id, row.id), sql`${diceQuestions.rating} is null`));
  } else
    throw stateError(row.status === 'accepted' ? '这个回答已经评价过了' : '占星师还没有回答，暂时不能评价');
  return memberQuestion(deps, userId, publicId);
}

export async function ownQuestion(deps: AppDeps, userId: number, publicId: string): Promise<QuestionRow> {
  const [row] = await deps.database.db
    .select()
    .from(diceQuestions)
    .where(and(eq(diceQuestions.publicId, publicId), eq(diceQuestions.memberUserId, userId)));
  if (!row) throw notFound('这个问题不存在');
  return row;
}

export async function memberQuestion(
  deps: AppDeps,
  userId: number,
  publicId: string,
): Promise<DiceQuestionRecord> {
  const row = await ownQuestion(deps, userId, publicId);
  const [roll] = await deps.database.db.select().from(diceRolls).where(eq(diceRolls.id, row.rollId));
  return questionRecord(row, roll!, await namesOf(deps, [row.astrologerUserId]));
}
