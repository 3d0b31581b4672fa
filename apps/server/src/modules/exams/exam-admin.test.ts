import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { operatorAudit } from '../../db/schema/console.ts';
import { EXAM_BANK, FOUNDATION_EXAM_SLUG, seedDemoExams } from '../../db/seed/exams.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundWallet, grantRole, makeProduct } from '../commerce/test/factories.ts';

interface Who {
  id: number;
  token: string;
}

const CHART = {
  label: '练习盘：春分',
  date: '2024-03-20',
  time: '11:06',
  time_zone: 'Asia/Shanghai',
  latitude: 39.9,
  longitude: 116.4,
  place_name: '北京',
};

describe('question banks and exam settings in the console', () => {
  let t: TestApp;
  let api: ApiClient;
  const person = async (role?: string): Promise<Who> => {
    const answer = await registerUser(api);
    const who = { token: answer.auth.access_token, id: Number(answer.user.userId) };
    if (role) await grantRole(t.deps.database.db, who.id, role);
    return who;
  };
  const url = `/api/admin/exams/${FOUNDATION_EXAM_SLUG}`;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    await seedDemoExams(t.deps.database.db);
  });
  afterAll(() => t.close());

  it('members get 404, support 000007; editors read the bank with its answers', async () => {
    const member = await person();
    expect((await api.get('/api/admin/exams', member.token)).status).toBe(404);
    const support = await person('support');
    expect((await api.get(url, support.token)).body.resultCode).toBe('000007');
    const editor = await person('editor');
    const list = (await api.get('/api/admin/exams', editor.token)).body.data.records;
    expect(list.find((e: { slug: string }) => e.slug === FOUNDATION_EXAM_SLUG)).toMatchObject({
      bankSize: EXAM_BANK.length,
      requiredProduct: null,
    });
    const detail = (await api.get(url, editor.token)).body.data.records;
    expect(detail.questions).toHaveLength(EXAM_BANK.length);
    expect(detail.questions[0].answer.length).toBeGreaterThan(0);
  });

  it('settings: time, pass mark, draw count and the course product a member must own', async () => {
    const editor = await person('editor');
    // Bought from the shop here (a course product is bought through enrolment, tested in courses).
    const course = await makeProduct(t.deps.database.db, {
      type: PRODUCT_TYPE.AUTHENTICATION,
      title: '占星认证报名',
      priceFen: 990,
    });
    const report = await makeProduct(t.deps.database.db, { type: PRODUCT_TYPE.REPORT, title: '一份报告' });
    const base = (await api.get(url, editor.token)).body.data.records;
    const settings = {
      title: base.title,
      summary: base.summary,
      certificate_title: base.certificateTitle,
      duration_minutes: 20,
      pass_score: 70,
      draw_count: 5,
      required_product_id: course.id,
      status: 'on',
    };
    const wrongProduct = await api.put(url, { ...settings, required_product_id: report.id }, editor.token);
    expect(wrongProduct.status).toBe(422);
    expect(wrongProduct.body.desc).toContain('课程或认证报名');
    expect((await api.put(url, { ...settings, pass_score: 0 }, editor.token)).status).toBe(422);
    const saved = await api.put(url, settings, editor.token);
    expect(saved.body.data.records).toMatchObject({
      durationMinutes: 20,
      passScore: 70,
      drawCount: 5,
      requiredProduct: { id: course.id, title: '占星认证报名' },
    });
    expect(saved.body.data.records.productChoices.map((p: { id: number }) => p.id)).toContain(course.id);

    // A member without the course may not sit it; after buying it, an attempt draws five questions.
    const member = await person();
    const locked = await api.post(`/api/exams/${FOUNDATION_EXAM_SLUG}/attempts`, {}, member.token);
    expect(locked.body.resultCode).toBe('003410');
    await fundWallet(t.deps.database.db, member.id, 10_000);
    const order = await api.post('/api/orders', { product_id: course.id }, member.token);
    expect(order.body.success, JSON.stringify(order.body)).toBe(true);
    const paid = await api.post(
      '/api/payments',
      { order_no: order.body.data.records.orderNo, channel: 'wallet' },
      member.token,
    );
    expect(paid.body.success, JSON.stringify(paid.body)).toBe(true);
    const attempt = await api.post(`/api/exams/${FOUNDATION_EXAM_SLUG}/attempts`, {}, member.token);
    expect(attempt.body.success, JSON.stringify(attempt.body)).toBe(true);
    expect(attempt.body.data.records.questions).toHaveLength(5);
    const audit = await t.deps.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.actorId, editor.id));
    expect(audit).toHaveLength(1);
  });

  it('questions: single, multiple and chart-reading, checked for a coherent answer', async () => {
    const editor = await person('editor');
    const single = {
      kind: 'single',
      stem: '太阳在白羊座入旺还是入庙？',
      options: ['入庙', '入旺', '落陷', '入弱'],
      answer: [1],
      explanation: '传统上太阳在白羊座入旺，在狮子座入庙。',
    };
    const post = (body: object) => api.post(`${url}/questions`, body, editor.token);
    const twoForSingle = await post({ ...single, answer: [0, 1] });
    expect(twoForSingle.status).toBe(422);
    expect(twoForSingle.body.desc).toContain('只有 1 个正确答案');
    expect((await post({ ...single, answer: [7] })).body.desc).toContain('已有的选项');
    expect((await post({ ...single, options: ['同一个', '同一个'], answer: [0] })).body.desc).toContain(
      '不能重复',
    );
    expect((await post({ ...single, kind: 'multiple' })).body.desc).toContain('至少有 2 个正确答案');
    expect((await post({ ...single, kind: 'chart' })).body.desc).toContain('出生资料');

    const added = await post(single);
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    const multiple = await post({
      ...single,
      kind: 'multiple',
      stem: '以下哪些是火象星座？',
      options: ['白羊座', '狮子座', '巨蟹座', '射手座'],
      answer: [3, 0, 1],
    });
    const chart = await post({
      ...single,
      kind: 'chart',
      stem: '这张盘的太阳落在哪个星座？',
      options: ['双鱼座', '白羊座', '金牛座', '水瓶座'],
      answer: [1],
      chart: CHART,
    });
    const questions = chart.body.data.records.questions;
    expect(questions).toHaveLength(EXAM_BANK.length + 3);
    const last = questions.at(-1);
    expect(last).toMatchObject({ kind: 'chart', chart: { timeZone: 'Asia/Shanghai', placeName: '北京' } });
    expect(multiple.body.data.records.questions.at(-1).answer).toEqual([0, 1, 3]);

    const edited = await api.put(
      `${url}/questions/${last.id}`,
      { ...single, kind: 'chart', chart: CHART, answer: [0], stem: '这张盘的太阳在哪个星座（改）？' },
      editor.token,
    );
    expect(edited.body.data.records.questions.at(-1)).toMatchObject({
      answer: [0],
      stem: '这张盘的太阳在哪个星座（改）？',
    });
    expect((await api.put(`${url}/questions/999999`, single, editor.token)).status).toBe(404);
  });
});
