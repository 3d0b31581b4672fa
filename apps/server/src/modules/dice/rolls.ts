import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { AI_ENGINE_LABELS, type AiEngine } from '@xingtu/contracts/ai';
import type { DiceQuestionStatus } from '@xingtu/contracts/dice';
import type { DiceRollRecord, DiceRollSummary } from '@xingtu/contracts/dice-schemas';
import type { PageData, PageQuery } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import { diceQuestions, diceRolls } from '../../db/schema/dice.ts';
import { notFound } from '../../errors.ts';
import { namesOf, questionRecord, type RollRow } from './question-record.ts';
import { facesOf, rollOf } from './roll.ts';

// A member's own rolls: the history list and one roll with its reading and any paid question.
// Another member's roll id answers 404, as a missing one does.

export async function ownRoll(deps: AppDeps, userId: number, publicId: string): Promise<RollRow> {
  const [row] = await deps.database.db
    .select()
    .from(diceRolls)
    .where(and(eq(diceRolls.publicId, publicId), eq(diceRolls.userId, userId)));
  if (!row) throw notFound('这次占卜不存在');
  return row;
}

export async function rollDetail(deps: AppDeps, userId: number, publicId: string): Promise<DiceRollRecord> {
  const roll = await ownRoll(deps, userId, publicId);
  const [question] = await deps.database.db
    .select()
    .from(diceQuestions)
    .where(and(eq(diceQuestions.rollId, roll.id), notInArray(diceQuestions.status, ['closed'])))
    .orderBy(desc(diceQuestions.id))
    .limit(1);
  const names = await namesOf(deps, [question?.astrologerUserId ?? null]);
  return {
    id: roll.publicId,
    question: roll.question,
    faces: facesOf(rollOf(roll)),
    answer: roll.answer,
    status: roll.status as 'done' | 'stopped',
    engineLabel: AI_ENGINE_LABELS[roll.engine as AiEngine] ?? roll.engine,
    createdAt: roll.createdAt.toISOString(),
    astrologerQuestion: question ? questionRecord(question, roll, names) : null,
  };
}

export async function listRolls(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<PageData<DiceRollSummary>> {
  const { db } = deps.database;
  const where = eq(diceRolls.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(diceRolls)
      .where(where)
      .orderBy(desc(diceRolls.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(diceRolls).where(where),
  ]);
  const statuses = new Map<number, DiceQuestionStatus>();
  if (rows.length > 0) {
    const questions = await db
      .select({ rollId: diceQuestions.rollId, status: diceQuestions.status })
      .from(diceQuestions)
      .where(
        and(
          inArray(
            diceQuestions.rollId,
            rows.map((r) => r.id),
          ),
          notInArray(diceQuestions.status, ['closed']),
        ),
      )
      .orderBy(diceQuestions.id);
    for (const q of questions) statuses.set(q.rollId, q.status as DiceQuestionStatus);
  }
  return {
    records: rows.map((row) => ({
      id: row.publicId,
      question: row.question,
      faces: facesOf(rollOf(row)),
      createdAt: row.createdAt.toISOString(),
      questionStatus: statuses.get(row.id) ?? null,
    })),
    total: total?.n ?? 0,
    size: page.size,
    current: page.current,
  };
}
