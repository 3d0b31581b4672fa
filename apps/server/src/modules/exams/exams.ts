import { and, asc, count, eq, max } from 'drizzle-orm';
import type { ExamDetail, ExamSummary } from '@xingtu/contracts/exams-schemas';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { certificates, examAttempts, examQuestions, exams } from '../../db/schema/exams.ts';
import { notFound } from '../../errors.ts';
import { hasEntitlement } from '../commerce/index.ts';

// The exams on offer and what one member may do with one: sit it (an exam may require a product —
// a course, the ISAR certification sign-up — kept as a product reference), continue it, or read the
// certificate it gave.

export type ExamRow = typeof exams.$inferSelect;

export async function examBySlug(db: Db, slug: string): Promise<ExamRow> {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.slug, slug), eq(exams.status, 'on')));
  if (!exam) throw notFound('考试不存在');
  return exam;
}

export async function maySit(deps: AppDeps, userId: number, exam: ExamRow): Promise<boolean> {
  return exam.requiredProductId === null || hasEntitlement(deps, userId, exam.requiredProductId);
}

export async function summaryOf(db: Db, exam: ExamRow): Promise<ExamSummary> {
  const [[bank], [product]] = await Promise.all([
    db.select({ n: count() }).from(examQuestions).where(eq(examQuestions.examId, exam.id)),
    exam.requiredProductId === null
      ? Promise.resolve([])
      : db
          .select({
            id: products.id,
            title: products.title,
            targetKind: products.targetKind,
            targetId: products.targetId,
          })
          .from(products)
          .where(eq(products.id, exam.requiredProductId)),
  ]);
  const size = bank?.n ?? 0;
  const required = product && {
    id: product.id,
    title: product.title,
    courseId: product.targetKind === 'course' ? product.targetId : null,
  };
  return {
    slug: exam.slug,
    title: exam.title,
    summary: exam.summary,
    certificateTitle: exam.certificateTitle,
    durationMinutes: exam.durationMinutes,
    passScore: exam.passScore,
    questionCount: Math.min(size, exam.drawCount ?? size),
    requiredProduct: required ?? null,
  };
}

export async function listExams(deps: AppDeps): Promise<ExamSummary[]> {
  const { db } = deps.database;
  const rows = await db
    .select()
    .from(exams)
    .where(eq(exams.status, 'on'))
    .orderBy(asc(exams.sort), asc(exams.id));
  return Promise.all(rows.map((exam) => summaryOf(db, exam)));
}

export async function getExam(deps: AppDeps, userId: number, slug: string): Promise<ExamDetail> {
  const { db } = deps.database;
  const exam = await examBySlug(db, slug);
  const [summary, locked, [open], [cert], [stats]] = await Promise.all([
    summaryOf(db, exam),
    maySit(deps, userId, exam).then((may) => !may),
    db
      .select({ id: examAttempts.publicId, examId: examAttempts.examId, title: exams.title })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(and(eq(examAttempts.userId, userId), eq(examAttempts.status, 'open'))),
    db
      .select({ number: certificates.number })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.examId, exam.id))),
    db
      .select({ n: count(), best: max(examAttempts.score) })
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, userId), eq(examAttempts.examId, exam.id))),
  ]);
  return {
    ...summary,
    locked,
    openAttemptId: open && open.examId === exam.id ? open.id : null,
    otherOpenAttempt: open && open.examId !== exam.id ? { id: open.id, examTitle: open.title } : null,
    certificateNumber: cert?.number ?? null,
    attempts: stats?.n ?? 0,
    bestScore: stats?.best ?? null,
  };
}
