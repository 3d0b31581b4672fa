import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { ExamChartSource } from '@xingtu/contracts/exams';
import type {
  AdminExam,
  AdminExamDetail,
  examQuestionBodySchema,
  examSettingsBodySchema,
} from '@xingtu/contracts/exams-schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { products } from '../../db/schema/catalog.ts';
import { examQuestions, exams } from '../../db/schema/exams.ts';
import { notFound, validationError } from '../../errors.ts';

// The console's exams (editors, admins): an exam's settings — time allowed, pass mark, how many
// questions an attempt draws, the product (a course, a certification sign-up) a member must own to sit
// it, open or closed — and its question bank: single, multiple and chart-reading questions with their
// answers and explanations. Attempts already started keep the questions they drew; an edited question
// is graded by its new answer, so answers are best fixed before an exam opens.

type Settings = z.output<typeof examSettingsBodySchema>;
type QuestionBody = z.output<typeof examQuestionBodySchema>;
type ExamRow = typeof exams.$inferSelect;

const EXAM_GONE = '考试不存在';
const REQUIRABLE = [PRODUCT_TYPE.COURSE, PRODUCT_TYPE.AUTHENTICATION];

async function examRow(deps: AppDeps, slug: string): Promise<ExamRow> {
  const [exam] = await deps.database.db.select().from(exams).where(eq(exams.slug, slug));
  if (!exam) throw notFound(EXAM_GONE);
  return exam;
}

async function summaries(deps: AppDeps, rows: ExamRow[]): Promise<AdminExam[]> {
  const db = deps.database.db;
  const ids = rows.map((row) => row.id);
  const productIds = rows.flatMap((row) => (row.requiredProductId === null ? [] : [row.requiredProductId]));
  const [banks, named] = await Promise.all([
    ids.length
      ? db
          .select({ examId: examQuestions.examId, n: count() })
          .from(examQuestions)
          .where(inArray(examQuestions.examId, ids))
          .groupBy(examQuestions.examId)
      : [],
    productIds.length
      ? db
          .select({ id: products.id, title: products.title })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
  ]);
  const bankOf = new Map(banks.map((row) => [row.examId, Number(row.n)]));
  const productOf = new Map(named.map((row) => [row.id, row]));
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    certificateTitle: row.certificateTitle,
    durationMinutes: row.durationMinutes,
    passScore: row.passScore,
    drawCount: row.drawCount,
    requiredProduct: row.requiredProductId === null ? null : (productOf.get(row.requiredProductId) ?? null),
    status: row.status === 'off' ? 'off' : 'on',
    bankSize: bankOf.get(row.id) ?? 0,
  }));
}

export async function adminExams(deps: AppDeps): Promise<AdminExam[]> {
  const rows = await deps.database.db.select().from(exams).orderBy(asc(exams.sort), asc(exams.id));
  return summaries(deps, rows);
}

export async function adminExamDetail(deps: AppDeps, slug: string): Promise<AdminExamDetail> {
  const db = deps.database.db;
  const exam = await examRow(deps, slug);
  const [[summary], questions, choices] = await Promise.all([
    summaries(deps, [exam]),
    db.select().from(examQuestions).where(eq(examQuestions.examId, exam.id)).orderBy(asc(examQuestions.id)),
    db
      .select({ id: products.id, title: products.title, type: products.type })
      .from(products)
      .where(inArray(products.type, REQUIRABLE))
      .orderBy(asc(products.type), asc(products.id)),
  ]);
  return {
    ...summary!,
    questions: questions.map((q) => ({
      id: q.id,
      kind: q.kind as 'single' | 'multiple' | 'chart',
      stem: q.stem,
      options: q.options,
      answer: q.answer,
      explanation: q.explanation,
      chart: q.chart ?? null,
    })),
    productChoices: choices,
  };
}

export async function updateExamSettings(
  deps: AppDeps,
  slug: string,
  body: Settings,
): Promise<AdminExamDetail> {
  const db = deps.database.db;
  const exam = await examRow(deps, slug);
  if (body.required_product_id !== null) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, body.required_product_id), inArray(products.type, REQUIRABLE)));
    if (!product) throw validationError('required_product_id', '关联商品须是一门课程或认证报名');
  }
  await db
    .update(exams)
    .set({
      title: body.title,
      summary: body.summary,
      certificateTitle: body.certificate_title,
      durationMinutes: body.duration_minutes,
      passScore: body.pass_score,
      drawCount: body.draw_count,
      requiredProductId: body.required_product_id,
      status: body.status,
    })
    .where(eq(exams.id, exam.id));
  return adminExamDetail(deps, slug);
}

function questionValues(body: QuestionBody) {
  const chart: ExamChartSource | null =
    body.kind === 'chart' && body.chart
      ? {
          label: body.chart.label,
          date: body.chart.date,
          time: body.chart.time,
          timeZone: body.chart.time_zone,
          latitude: body.chart.latitude,
          longitude: body.chart.longitude,
          placeName: body.chart.place_name,
        }
      : null;
  return {
    kind: body.kind,
    stem: body.stem,
    options: body.options,
    answer: [...new Set(body.answer)].sort((a, b) => a - b),
    explanation: body.explanation,
    chart,
  };
}

export async function saveExamQuestion(
  deps: AppDeps,
  slug: string,
  questionId: number | null,
  body: QuestionBody,
): Promise<AdminExamDetail> {
  const db = deps.database.db;
  const exam = await examRow(deps, slug);
  if (questionId === null) {
    await db
      .insert(examQuestions)
      .values({ examId: exam.id, key: `console-${randomBytes(6).toString('hex')}`, ...questionValues(body) });
  } else {
    const updated = await db
      .update(examQuestions)
      .set(questionValues(body))
      .where(and(eq(examQuestions.id, questionId), eq(examQuestions.examId, exam.id)))
      .returning({ id: examQuestions.id });
    if (updated.length === 0) throw notFound('题目不存在');
  }
  return adminExamDetail(deps, slug);
}
