import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { exams } from '../../db/schema/exams.ts';
import { seedDemoCourses } from '../../db/seed/courses.ts';
import {
  EXAM_BANK,
  FOUNDATION_COURSE_PRODUCT_SLUG,
  FOUNDATION_EXAM_SLUG,
  linkFoundationExamToCourse,
  seedDemoExams,
} from '../../db/seed/exams.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enrolAndPay, personMaker } from '../courses/test/fixtures.ts';

// The seeded foundation exam belongs to the natal-basics course: a member without the course is told
// which course to enrol in (and where), and is never given the questions; after enrolling and paying,
// the exam opens.

const COURSE_TITLE = '占星入门：读懂你的第一张星盘';

describe('the seeded course exam', () => {
  let t: TestApp;
  let api: ApiClient;
  const person = personMaker(() => t, '138');

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    const { db } = t.deps.database;
    await seedDemoExams(db);
    await seedDemoCourses(db, (await person('沈老师')).id);
    await linkFoundationExamToCourse(db);
    await linkFoundationExamToCourse(db);
  });
  afterAll(() => t.close());

  it('requires the natal-basics course product', async () => {
    const { db } = t.deps.database;
    const [course] = await db
      .select()
      .from(products)
      .where(eq(products.slug, FOUNDATION_COURSE_PRODUCT_SLUG));
    const [exam] = await db.select().from(exams).where(eq(exams.slug, FOUNDATION_EXAM_SLUG));
    expect(course).toMatchObject({ title: COURSE_TITLE, targetKind: 'course', targetId: 'natal-basics' });
    expect(exam!.requiredProductId).toBe(course!.id);
  });

  it('shows a member without the course the way to it, never the questions; enrolled and paid, they sit it', async () => {
    const member = await person('未报名的');
    const required = { title: COURSE_TITLE, courseId: 'natal-basics' };
    const list = (await api.get('/api/exams', member.token)).body.data.records;
    expect(list.find((e: { slug: string }) => e.slug === FOUNDATION_EXAM_SLUG)).toMatchObject({
      requiredProduct: required,
    });
    const detail = await api.get(`/api/exams/${FOUNDATION_EXAM_SLUG}`, member.token);
    expect(detail.body.data.records).toMatchObject({
      locked: true,
      openAttemptId: null,
      requiredProduct: required,
    });

    const refused = await api.post(`/api/exams/${FOUNDATION_EXAM_SLUG}/attempts`, {}, member.token);
    expect(refused.body).toMatchObject({
      success: false,
      resultCode: '003410',
      desc: `这是课程「${COURSE_TITLE}」的结业考试，报名这门课程并完成付款后即可参加`,
      data: null,
    });
    const told = JSON.stringify([refused.body, detail.body]);
    expect(EXAM_BANK.some((q) => told.includes(q.stem))).toBe(false);

    await enrolAndPay(t, api, member, 'natal-basics');
    const opened = (await api.get(`/api/exams/${FOUNDATION_EXAM_SLUG}`, member.token)).body.data.records;
    expect(opened.locked).toBe(false);
    const attempt = await api.post(`/api/exams/${FOUNDATION_EXAM_SLUG}/attempts`, {}, member.token);
    expect(attempt.body.success, JSON.stringify(attempt.body)).toBe(true);
    expect(attempt.body.data.records.questions).toHaveLength(EXAM_BANK.length);
  });

  it('keeps a product an operator linked the exam to', async () => {
    const { db } = t.deps.database;
    const [other] = await db.select().from(products).where(eq(products.slug, 'isar-certification'));
    await db.update(exams).set({ requiredProductId: other!.id }).where(eq(exams.slug, FOUNDATION_EXAM_SLUG));
    await linkFoundationExamToCourse(db);
    const [exam] = await db.select().from(exams).where(eq(exams.slug, FOUNDATION_EXAM_SLUG));
    expect(exam!.requiredProductId).toBe(other!.id);
  });
});
