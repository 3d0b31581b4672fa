import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PageData, PageQuery } from '@xingtu/contracts/envelope';
import {
  EXAM_RETAKE_WAIT_HOURS,
  examLockedMessage,
  examRetakeMessage,
  type ExamQuestionKind,
} from '@xingtu/contracts/exams';
import type {
  AttemptDetail,
  AttemptQuestion,
  AttemptSummary,
  SavedAnswer,
} from '@xingtu/contracts/exams-schemas';
import type { AppDeps } from '../../deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { certificates, examAttempts, examQuestions, exams } from '../../db/schema/exams.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../errors.ts';
import { chartWheelOf } from './chart-wheel.ts';
import { issueCertificate, newCertificateNumber } from './certificates.ts';
import { examBySlug, maySit, summaryOf as examSummaryOf, type ExamRow } from './exams.ts';

// Sitting an exam. The server draws the questions (random order per attempt) and fixes the deadline
// when the attempt starts; the clock is the server's, so closing the tab does not stop it. Answers are
// saved one at a time by a conditional UPDATE that holds only while the attempt is open and before
// the deadline (plus a short grace for the network): a later answer is refused with 003411. An attempt
// whose deadline has passed is graded with what was saved, on submission or on the next read.

/** Network grace: an answer sent in the last second still counts when it lands this much later. */
export const EXAM_GRACE_MS = 2_000;

type AttemptRow = typeof examAttempts.$inferSelect;
type QuestionRow = typeof examQuestions.$inferSelect;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
function newAttemptId(): string {
  const bytes = randomBytes(16);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % 36]!;
  return id;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function remainingSeconds(row: AttemptRow, now: Date): number {
  if (row.status !== 'open') return 0;
  return Math.max(0, Math.ceil((row.deadline.getTime() - now.getTime()) / 1000));
}

/** A choice list is well formed for its question: in range, no repeats, one for single and chart. */
export function checkChoices(question: Pick<QuestionRow, 'kind' | 'options'>, choices: number[]): void {
  const unique = new Set(choices);
  const inRange = choices.every((c) => c >= 0 && c < question.options.length);
  const single = question.kind !== 'multiple';
  if (unique.size !== choices.length || !inRange || (single && choices.length > 1))
    throw new AppError('EXAM_ANSWER_INVALID');
}

export function isCorrect(answer: readonly number[], chosen: readonly number[] | undefined): boolean {
  if (!chosen || chosen.length !== answer.length) return false;
  const right = new Set(answer);
  return chosen.every((c) => right.has(c));
}

/** Score in percent, rounded down (a pass is never rounded up into being). */
export function scoreOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.floor((correct * 100) / total);
}

// A question never changes once it is in a bank (a new wording is a new question), so each is read
// from the database once per process: the submit path then reads only the attempt.
const questionCache = new Map<number, QuestionRow>();
const QUESTION_CACHE_MAX = 20_000;

async function questionsOf(db: Db | Tx, ids: readonly number[]): Promise<Map<number, QuestionRow>> {
  const found = new Map<number, QuestionRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = questionCache.get(id);
    if (hit) found.set(id, hit);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await db.select().from(examQuestions).where(inArray(examQuestions.id, missing));
    if (questionCache.size + rows.length > QUESTION_CACHE_MAX) questionCache.clear();
    for (const row of rows) {
      questionCache.set(row.id, row);
      found.set(row.id, row);
    }
  }
  return found;
}

async function marksOf(
  db: Db | Tx,
  row: AttemptRow,
  exam: ExamRow,
  answers: Record<string, number[]>,
): Promise<{ correct: number; score: number; passed: boolean }> {
  const questions = await questionsOf(db, row.questionIds);
  const correct = row.questionIds.filter((id) => {
    const question = questions.get(id);
    return question ? isCorrect(question.answer, answers[String(id)]) : false;
  }).length;
  const score = scoreOf(correct, row.questionIds.length);
  return { correct, score, passed: score >= exam.passScore };
}

/** Grades an open attempt inside `tx` (locked by the caller) and issues the certificate on a pass. */
async function grade(
  deps: AppDeps,
  tx: Tx,
  row: AttemptRow,
  exam: ExamRow,
  answers: Record<string, number[]>,
  endedBy: 'submitted' | 'timeout',
  now: Date,
): Promise<{ row: AttemptRow; certificateNumber: string | null }> {
  const { correct, score, passed } = await marksOf(tx, row, exam, answers);
  const [graded] = await tx
    .update(examAttempts)
    .set({ status: 'graded', answers, gradedAt: now, endedBy, correctCount: correct, score, passed })
    .where(and(eq(examAttempts.id, row.id), eq(examAttempts.status, 'open')))
    .returning();
  if (!graded) throw new AppError('EXAM_GRADED');
  const certificateNumber = passed ? await issueCertificate(deps, tx, graded, exam, now) : null;
  return { row: graded, certificateNumber };
}

async function examOf(db: Db | Tx, examId: number): Promise<ExamRow> {
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!exam) throw notFound('考试不存在');
  return exam;
}

/** Grades every open attempt of the member whose deadline (and grace) has passed. */
async function gradeLapsed(deps: AppDeps, userId: number, now: Date): Promise<void> {
  const { db } = deps.database;
  const lapsed = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.status, 'open'),
        lte(examAttempts.deadline, new Date(now.getTime() - EXAM_GRACE_MS)),
      ),
    );
  for (const { id } of lapsed) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, id)).for('update');
      if (!row || row.status !== 'open') return;
      await grade(deps, tx, row, await examOf(tx, row.examId), row.answers, 'timeout', now);
    });
  }
}

async function ownAttempt(deps: AppDeps, userId: number, publicId: string): Promise<AttemptRow> {
  const [row] = await deps.database.db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.publicId, publicId), eq(examAttempts.userId, userId)));
  if (!row) throw notFound('答卷不存在');
  return row;
}

async function certificateNumberOf(db: Db, attemptId: number): Promise<string | null> {
  const [cert] = await db
    .select({ number: certificates.number })
    .from(certificates)
    .where(eq(certificates.attemptId, attemptId));
  return cert?.number ?? null;
}

function summaryOf(row: AttemptRow, exam: ExamRow, certificateNumber: string | null): AttemptSummary {
  return {
    id: row.publicId,
    examSlug: exam.slug,
    examTitle: exam.title,
    status: row.status === 'graded' ? 'graded' : 'open',
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    gradedAt: row.gradedAt?.toISOString() ?? null,
    endedBy: row.endedBy === 'submitted' || row.endedBy === 'timeout' ? row.endedBy : null,
    questionCount: row.questionIds.length,
    correctCount: row.correctCount,
    score: row.score,
    passScore: exam.passScore,
    passed: row.passed,
    certificateNumber,
  };
}

async function detailOf(deps: AppDeps, row: AttemptRow, exam: ExamRow): Promise<AttemptDetail> {
  const { db } = deps.database;
  const graded = row.status === 'graded';
  // The key and the explanations only for a pass: a failed attempt's key would pass the retake.
  const revealed = graded && row.passed === true;
  const questions = await questionsOf(db, row.questionIds);
  const list: AttemptQuestion[] = [];
  for (const id of row.questionIds) {
    const q = questions.get(id);
    if (!q) continue;
    const chosen = row.answers[String(id)] ?? [];
    list.push({
      id: q.id,
      kind: q.kind as ExamQuestionKind,
      stem: q.stem,
      options: q.options,
      chart: q.chart ? await chartWheelOf(deps, q.id, q.chart) : null,
      chosen,
      answer: revealed ? q.answer : null,
      correct: graded ? isCorrect(q.answer, chosen) : null,
      explanation: revealed ? q.explanation : null,
    });
  }
  return {
    ...summaryOf(row, exam, graded ? await certificateNumberOf(db, row.id) : null),
    remainingSeconds: remainingSeconds(row, deps.now()),
    durationMinutes: exam.durationMinutes,
    questions: list,
  };
}

/** The member's attempt, graded first when its time ran out while nobody was looking. */
async function freshAttempt(deps: AppDeps, userId: number, publicId: string): Promise<AttemptRow> {
  const row = await ownAttempt(deps, userId, publicId);
  const now = deps.now();
  if (row.status === 'open' && row.deadline.getTime() + EXAM_GRACE_MS <= now.getTime()) {
    await gradeLapsed(deps, userId, now);
    return ownAttempt(deps, userId, publicId);
  }
  return row;
}

export async function startAttempt(deps: AppDeps, userId: number, slug: string): Promise<AttemptDetail> {
  const { db } = deps.database;
  const now = deps.now();
  const exam = await examBySlug(db, slug);
  if (!(await maySit(deps, userId, exam))) {
    const { requiredProduct } = await examSummaryOf(db, exam);
    throw new AppError('EXAM_LOCKED', requiredProduct ? { message: examLockedMessage(requiredProduct) } : {});
  }
  await gradeLapsed(deps, userId, now);
  const [passed] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.examId, exam.id)));
  if (passed) throw new AppError('EXAM_PASSED');
  const [lastFailed] = await db
    .select({ gradedAt: examAttempts.gradedAt })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.examId, exam.id),
        eq(examAttempts.status, 'graded'),
        eq(examAttempts.passed, false),
      ),
    )
    .orderBy(desc(examAttempts.gradedAt))
    .limit(1);
  if (lastFailed?.gradedAt) {
    const availableAt = new Date(lastFailed.gradedAt.getTime() + EXAM_RETAKE_WAIT_HOURS * 3_600_000);
    if (availableAt > now)
      throw new AppError('EXAM_RETAKE_WAIT', { message: examRetakeMessage(availableAt) });
  }

  const open = async () => {
    const [row] = await db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, userId), eq(examAttempts.status, 'open')));
    if (!row) return null;
    if (row.examId !== exam.id) throw new AppError('EXAM_OTHER_OPEN');
    return row;
  };
  const existing = await open();
  if (existing) return detailOf(deps, existing, exam);

  const bank = await db
    .select({ id: examQuestions.id })
    .from(examQuestions)
    .where(eq(examQuestions.examId, exam.id))
    .orderBy(asc(examQuestions.id));
  if (bank.length === 0) throw notFound('考试暂无题目');
  const drawn = shuffled(bank.map((q) => q.id)).slice(0, exam.drawCount ?? bank.length);
  try {
    const [row] = await db
      .insert(examAttempts)
      .values({
        publicId: newAttemptId(),
        userId,
        examId: exam.id,
        questionIds: drawn,
        startedAt: now,
        deadline: new Date(now.getTime() + exam.durationMinutes * 60_000),
      })
      .returning();
    return detailOf(deps, row!, exam);
  } catch (error) {
    // Two starts at once: the partial unique index kept one; continue that one.
    const raced = await open();
    if (raced) return detailOf(deps, raced, exam);
    throw error;
  }
}

export async function getAttempt(deps: AppDeps, userId: number, publicId: string): Promise<AttemptDetail> {
  const row = await freshAttempt(deps, userId, publicId);
  return detailOf(deps, row, await examOf(deps.database.db, row.examId));
}

export async function saveAnswer(
  deps: AppDeps,
  userId: number,
  publicId: string,
  body: { question_id: number; choices: number[] },
): Promise<SavedAnswer> {
  const { db } = deps.database;
  const row = await ownAttempt(deps, userId, publicId);
  if (row.status !== 'open') throw new AppError('EXAM_GRADED');
  if (!row.questionIds.includes(body.question_id)) throw notFound('题目不存在');
  const [question] = await db
    .select({ kind: examQuestions.kind, options: examQuestions.options })
    .from(examQuestions)
    .where(eq(examQuestions.id, body.question_id));
  if (!question) throw notFound('题目不存在');
  checkChoices(question, body.choices);
  const now = deps.now();
  const cutoff = new Date(now.getTime() - EXAM_GRACE_MS);
  const [saved] = await db
    .update(examAttempts)
    .set({
      answers: sql`jsonb_set(${examAttempts.answers}, ${`{${body.question_id}}`}::text[], ${JSON.stringify(body.choices)}::jsonb)`,
    })
    .where(
      and(
        eq(examAttempts.id, row.id),
        eq(examAttempts.status, 'open'),
        sql`${examAttempts.deadline} > ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .returning({ answers: examAttempts.answers, deadline: examAttempts.deadline });
  if (!saved) {
    const latest = await freshAttempt(deps, userId, publicId);
    throw new AppError(latest.endedBy === 'submitted' ? 'EXAM_GRADED' : 'EXAM_TIME_UP');
  }
  return {
    questionId: body.question_id,
    answered: Object.values(saved.answers).filter((c) => c.length > 0).length,
    remainingSeconds: Math.max(0, Math.ceil((saved.deadline.getTime() - now.getTime()) / 1000)),
  };
}

/** The final answers merged into the saved ones, each checked against its question. */
async function mergedAnswers(
  db: Db | Tx,
  row: AttemptRow,
  extra: [string, number[]][],
): Promise<Record<string, number[]>> {
  const answers = { ...row.answers };
  if (extra.length === 0) return answers;
  const questions = await questionsOf(
    db,
    extra.map(([id]) => Number(id)),
  );
  for (const [id, choices] of extra) {
    const question = questions.get(Number(id));
    if (!question || !row.questionIds.includes(question.id)) throw notFound('题目不存在');
    checkChoices(question, choices);
    answers[id] = choices;
  }
  return answers;
}

/**
 * Hands in an attempt. The usual case is two statements: the attempt read, then one statement that
 * grades it (guarded: still open and its saved answers unchanged since the read — an auto-save landing
 * in between makes it read again) and issues the certificate on a pass. A lapsed attempt, or one that
 * keeps changing, goes the locked way.
 */
export async function submitAttempt(
  deps: AppDeps,
  userId: number,
  publicId: string,
  finalAnswers: Record<string, number[]> | undefined,
): Promise<AttemptSummary> {
  const { db } = deps.database;
  const now = deps.now();
  const extra = Object.entries(finalAnswers ?? {});
  for (let tries = 0; tries < 3; tries += 1) {
    const [found] = await db
      .select({ attempt: examAttempts, exam: exams })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(and(eq(examAttempts.publicId, publicId), eq(examAttempts.userId, userId)));
    if (!found) throw notFound('答卷不存在');
    const { attempt: row, exam } = found;
    if (row.status !== 'open') throw new AppError('EXAM_GRADED');
    if (row.deadline.getTime() + EXAM_GRACE_MS <= now.getTime()) break;
    const answers = await mergedAnswers(db, row, extra);
    const { correct, score, passed } = await marksOf(db, row, exam, answers);
    const result = await db.execute(sql`
      with graded as (
        update ${examAttempts} set status = 'graded', answers = ${JSON.stringify(answers)}::jsonb,
          graded_at = ${now.toISOString()}::timestamptz, ended_by = 'submitted',
          correct_count = ${correct}, score = ${score}, passed = ${passed}
        where id = ${row.id} and status = 'open' and answers = ${JSON.stringify(row.answers)}::jsonb
        returning id, user_id
      ),
      cert as (
        insert into ${certificates} (number, user_id, exam_id, attempt_id, holder_name, title, score, issued_at)
        select ${newCertificateNumber()}, u.id, ${exam.id}, g.id,
          coalesce(nullif(btrim(u.name), ''), u.user_name, '学员'), ${exam.certificateTitle}, ${score},
          ${now.toISOString()}::timestamptz
        from graded g join ${users} u on u.id = g.user_id
        where ${passed}
        on conflict (user_id, exam_id) do nothing
        returning number
      )
      select (select count(*)::int from graded) as graded, (select number from cert limit 1) as number`);
    const [outcome] = (result as unknown as { rows: { graded: number; number: string | null }[] }).rows;
    if (outcome?.graded === 1)
      return summaryOf(
        {
          ...row,
          status: 'graded',
          answers,
          gradedAt: now,
          endedBy: 'submitted',
          correctCount: correct,
          score,
          passed,
        },
        exam,
        outcome.number,
      );
  }
  return submitLocked(deps, userId, publicId, extra, now);
}

async function submitLocked(
  deps: AppDeps,
  userId: number,
  publicId: string,
  extra: [string, number[]][],
  now: Date,
): Promise<AttemptSummary> {
  const { db } = deps.database;
  const late = { value: false };
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ attempt: examAttempts, exam: exams })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(and(eq(examAttempts.publicId, publicId), eq(examAttempts.userId, userId)))
      .for('update', { of: examAttempts });
    if (!found) throw notFound('答卷不存在');
    const { attempt: row, exam } = found;
    if (row.status !== 'open') throw new AppError('EXAM_GRADED');
    const lapsed = row.deadline.getTime() + EXAM_GRACE_MS <= now.getTime();
    if (lapsed) {
      late.value = extra.length > 0;
      return { ...(await grade(deps, tx, row, exam, row.answers, 'timeout', now)), exam };
    }
    const answers = await mergedAnswers(tx, row, extra);
    return { ...(await grade(deps, tx, row, exam, answers, 'submitted', now)), exam };
  });
  // Answers sent after the time are refused; the attempt stands graded on what was saved in time.
  if (late.value) throw new AppError('EXAM_TIME_UP');
  return summaryOf(outcome.row, outcome.exam, outcome.certificateNumber);
}

export async function listAttempts(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<PageData<AttemptSummary>> {
  const { db } = deps.database;
  await gradeLapsed(deps, userId, deps.now());
  const where = eq(examAttempts.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: examAttempts, exam: exams, certificate: certificates.number })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .leftJoin(certificates, eq(certificates.attemptId, examAttempts.id))
      .where(where)
      .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(examAttempts).where(where),
  ]);
  return {
    records: rows.map((r) => summaryOf(r.attempt, r.exam, r.certificate)),
    total: total?.n ?? 0,
    size: page.size,
    current: page.current,
  };
}
