import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import { DICE_CLAIM_MINUTES } from '@xingtu/contracts/dice';
import type { DiceQuestionRecord } from '@xingtu/contracts/dice-schemas';
import type { PageData, PageQuery } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import { diceQuestions, diceRolls } from '../../db/schema/dice.ts';
import { AppError, notFound } from '../../errors.ts';
import { assertClean } from '../sys/index.ts';
import { claimable, isUniqueViolation } from './claim-rules.ts';
import { namesOf, questionRecord, withRolls, type QuestionRow } from './question-record.ts';

// The dice astrologers' side of a question: the waiting list, claiming (one question per astrologer
// at a time, a claim lapsing after DICE_CLAIM_MINUTES), giving a claim back, and answering.
// Claiming is one conditional update, so of many astrologers claiming one question at once exactly
// one wins; the partial unique index dice_questions_one_claim_uq holds one claim per astrologer.

const MINUTE_MS = 60_000;

export async function waitingQuestions(
  deps: AppDeps,
  astrologerUserId: number,
  page: PageQuery,
): Promise<PageData<DiceQuestionRecord>> {
  const { db } = deps.database;
  const where = and(claimable(deps.now()), ne(diceQuestions.memberUserId, astrologerUserId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(diceQuestions)
      .where(where)
      .orderBy(asc(diceQuestions.paidAt), asc(diceQuestions.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(diceQuestions).where(where),
  ]);
  const joined = await withRolls(deps, rows);
  return {
    // A lapsed claim reads as open to the others.
    records: joined.map(({ row, roll, names }) =>
      questionRecord({ ...row, status: 'open', astrologerUserId: null }, roll, names),
    ),
    total: total?.n ?? 0,
    size: page.size,
    current: page.current,
  };
}

/** The astrologer's claim that is still live, after giving back their own lapsed ones. */
export async function currentClaim(deps: AppDeps, astrologerUserId: number): Promise<QuestionRow | null> {
  const { db } = deps.database;
  const now = deps.now();
  await db
    .update(diceQuestions)
    .set({ status: 'open', astrologerUserId: null, claimedAt: null, claimExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(diceQuestions.astrologerUserId, astrologerUserId),
        eq(diceQuestions.status, 'claimed'),
        lte(diceQuestions.claimExpiresAt, now),
      ),
    );
  const [row] = await db
    .select()
    .from(diceQuestions)
    .where(and(eq(diceQuestions.astrologerUserId, astrologerUserId), eq(diceQuestions.status, 'claimed')));
  return row ?? null;
}

export async function claimQuestion(
  deps: AppDeps,
  astrologerUserId: number,
  publicId: string,
): Promise<DiceQuestionRecord> {
  const { db } = deps.database;
  const mine = await currentClaim(deps, astrologerUserId);
  if (mine?.publicId === publicId) return astroQuestion(deps, astrologerUserId, publicId);
  if (mine) throw new AppError('DICE_CLAIM_BUSY');
  const now = deps.now();
  let claimed: QuestionRow | undefined;
  try {
    [claimed] = await db
      .update(diceQuestions)
      .set({
        status: 'claimed',
        astrologerUserId,
        claimedAt: now,
        claimExpiresAt: new Date(now.getTime() + DICE_CLAIM_MINUTES * MINUTE_MS),
        updatedAt: now,
      })
      .where(
        and(
          eq(diceQuestions.publicId, publicId),
          ne(diceQuestions.memberUserId, astrologerUserId),
          claimable(now),
        ),
      )
      .returning();
  } catch (error) {
    // The same astrologer claimed another question at the same moment.
    if (isUniqueViolation(error)) throw new AppError('DICE_CLAIM_BUSY');
    throw error;
  }
  if (claimed) return astroQuestion(deps, astrologerUserId, publicId);
  const [found] = await db.select().from(diceQuestions).where(eq(diceQuestions.publicId, publicId));
  if (!found || found.status === 'unpaid' || found.status === 'closed') throw notFound('这个问题不存在');
  if (found.memberUserId === astrologerUserId)
    throw new AppError('DICE_QUESTION_STATE', { message: '不能接自己提出的问题' });
  throw new AppError('DICE_CLAIM_TAKEN');
}

export async function releaseQuestion(
  deps: AppDeps,
  astrologerUserId: number,
  publicId: string,
): Promise<DiceQuestionRecord> {
  const now = deps.now();
  const [row] = await deps.database.db
    .update(diceQuestions)
    .set({ status: 'open', astrologerUserId: null, claimedAt: null, claimExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(diceQuestions.publicId, publicId),
        eq(diceQuestions.astrologerUserId, astrologerUserId),
        eq(diceQuestions.status, 'claimed'),
      ),
    )
    .returning();
  if (!row) throw new AppError('DICE_QUESTION_STATE', { message: '你没有接下这个问题' });
  const [roll] = await deps.database.db.select().from(diceRolls).where(eq(diceRolls.id, row.rollId));
  return questionRecord(row, roll!, new Map());
}

/** A question this astrologer holds or answered; any other id answers 404. */
export async function astroQuestion(
  deps: AppDeps,
  astrologerUserId: number,
  publicId: string,
): Promise<DiceQuestionRecord> {
  const [row] = await deps.database.db
    .select()
    .from(diceQuestions)
    .where(and(eq(diceQuestions.publicId, publicId), eq(diceQuestions.astrologerUserId, astrologerUserId)));
  if (!row || row.status === 'open') throw notFound('这个问题不存在');
  const [roll] = await deps.database.db.select().from(diceRolls).where(eq(diceRolls.id, row.rollId));
  return questionRecord(row, roll!, await namesOf(deps, [astrologerUserId]));
}

/** The astrologer's answer, moderated (001108), to a question they hold, before its deadline. */
export async function answerQuestion(
  deps: AppDeps,
  astrologerUserId: number,
  publicId: string,
  answer: string,
): Promise<DiceQuestionRecord> {
  const current = await astroQuestion(deps, astrologerUserId, publicId);
  await assertClean(deps, [answer]);
  const now = deps.now();
  const [row] = await deps.database.db
    .update(diceQuestions)
    .set({ status: 'answered', answer, answeredAt: now, claimExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(diceQuestions.publicId, publicId),
        eq(diceQuestions.astrologerUserId, astrologerUserId),
        eq(diceQuestions.status, 'claimed'),
        gt(diceQuestions.answerDueAt, now),
      ),
    )
    .returning();
  if (!row)
    throw new AppError('DICE_QUESTION_STATE', {
      message:
        current.status === 'claimed'
          ? '已超过回答期限，这个问题将退款给会员'
          : '这个问题已经不在你的待回答列表中',
    });
  return astroQuestion(deps, astrologerUserId, publicId);
}

/** The questions this astrologer answered (answered, accepted, or refunded after answering). */
export async function answeredQuestions(
  deps: AppDeps,
  astrologerUserId: number,
  page: PageQuery,
): Promise<PageData<DiceQuestionRecord>> {
  const { db } = deps.database;
  const where = and(
    eq(diceQuestions.astrologerUserId, astrologerUserId),
    inArray(diceQuestions.status, ['answered', 'accepted', 'refunded']),
    isNotNull(diceQuestions.answeredAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(diceQuestions)
      .where(where)
      .orderBy(desc(diceQuestions.answeredAt), desc(diceQuestions.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(diceQuestions).where(where),
  ]);
  const joined = await withRolls(deps, rows);
  return {
    records: joined.map(({ row, roll, names }) => questionRecord(row, roll, names)),
    total: total?.n ?? 0,
    size: page.size,
    current: page.current,
  };
}
