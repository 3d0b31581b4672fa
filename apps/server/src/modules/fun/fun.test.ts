import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import {
  btfRunRecordSchema,
  elementTestRecordSchema,
  loveTestRecordSchema,
  themeSignRecordSchema,
} from '@xingtu/contracts/fun-schemas';
import { funBtfChecks } from '../../db/schema/fun.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundWallet, grantRole, makeProduct } from '../commerce/test/factories.ts';

// The fun tests over HTTP: results follow from the charts (the same births give the same result, another
// birth another), are kept for their owner only (another member's id is 404), bad input is refused in
// Chinese; the themed sign test goes round by round; the rectification ranks candidates with reasons
// and the paid expert check is delivered through commerce and answered by an operator.

const birthA = {
  date: '1990-05-12',
  time: '08:20',
  time_zone: 'Asia/Shanghai',
  latitude: 31.23,
  longitude: 121.47,
  place_name: '上海市',
};
const birthB = {
  date: '1988-11-03',
  time: '21:45',
  time_zone: 'Asia/Shanghai',
  latitude: 39.9,
  longitude: 116.4,
  place_name: '北京市',
};
const birthC = {
  date: '1995-02-27',
  time: '13:05',
  time_zone: 'Asia/Shanghai',
  latitude: 23.13,
  longitude: 113.26,
  place_name: '广州市',
};

describe('fun tests', () => {
  let t: TestApp;
  let api: ApiClient;
  let token: string;
  let userId: number;
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    const me = await registerUser(api);
    token = me.auth.access_token;
    userId = Number(me.user.userId);
    stranger = (await registerUser(api)).auth.access_token;
  });
  afterAll(() => t.close());

  it('love test: the same two births give the same result, another birth another; kept for its owner', async () => {
    const first = await api.post(
      '/api/fun/love-tests',
      { a: { birth: birthA, name: '小林' }, b: { birth: birthB, name: '阿杰' } },
      token,
    );
    expect(first.status).toBe(200);
    const one = loveTestRecordSchema.parse(first.body.data.records);
    const again = loveTestRecordSchema.parse(
      (
        await api.post(
          '/api/fun/love-tests',
          { a: { birth: birthA, name: '小林' }, b: { birth: birthB, name: '阿杰' } },
          token,
        )
      ).body.data.records,
    );
    const other = loveTestRecordSchema.parse(
      (
        await api.post(
          '/api/fun/love-tests',
          { a: { birth: birthA, name: '小林' }, b: { birth: birthC, name: '阿杰' } },
          token,
        )
      ).body.data.records,
    );
    const { id: _a, createdAt: _b, ...same } = one;
    const { id: _c, createdAt: _d, ...same2 } = again;
    expect(same2).toEqual(same);
    expect(one.id).not.toBe(again.id);
    expect(other.dimensions.map((d) => d.score)).not.toEqual(one.dimensions.map((d) => d.score));
    expect(one.score).toBeGreaterThanOrEqual(0);
    expect(one.score).toBeLessThanOrEqual(100);
    expect(one.names).toEqual(['小林', '阿杰']);
    // 1990-05-12: the Sun in Taurus; 1988-11-03: the Sun in Scorpio.
    expect(one.signs[0]).toEqual({ point: '太阳', a: '金牛座', b: '天蝎座' });
    expect((await api.get(`/api/fun/love-tests/${one.id}`, token)).body.data.records).toEqual(one);
    expect((await api.get(`/api/fun/love-tests/${one.id}`, stranger)).status).toBe(404);
    expect((await api.get(`/api/fun/love-tests/${one.id}`)).status).toBe(401);
    const bad = await api.post(
      '/api/fun/love-tests',
      { a: { birth: birthA }, b: { birth: { ...birthB, date: '1988-02-30' } } },
      token,
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('日期不存在');
  });

  it('element test: the balance follows the chart; the same birth gives the same balance', async () => {
    const one = elementTestRecordSchema.parse(
      (await api.post('/api/fun/element-tests', { birth: birthA, name: '我' }, token)).body.data.records,
    );
    const again = elementTestRecordSchema.parse(
      (await api.post('/api/fun/element-tests', { birth: birthA, name: '我' }, token)).body.data.records,
    );
    const other = elementTestRecordSchema.parse(
      (await api.post('/api/fun/element-tests', { birth: birthC, name: '我' }, token)).body.data.records,
    );
    expect(again.elements).toEqual(one.elements);
    expect(again.readings).toEqual(one.readings);
    expect(other.elements).not.toEqual(one.elements);
    // Ten planets and the Ascendant, the Sun, Moon and Ascendant counted twice: 14 points.
    expect(one.elements.reduce((n, e) => n + e.score, 0)).toBe(14);
    // 1990-05-12: the Sun in Taurus (earth).
    expect(one.elements.find((e) => e.key === 'earth')!.points).toContain('太阳');
    expect(one.readings[0]!.heading).toContain(one.elements.find((e) => e.key === one.leading)!.name);
    expect((await api.get(`/api/fun/element-tests/${one.id}`, stranger)).status).toBe(404);
    const noTime = elementTestRecordSchema.parse(
      (await api.post('/api/fun/element-tests', { birth: { ...birthA, time: null } }, token)).body.data
        .records,
    );
    expect(noTime.timeKnown).toBe(false);
    expect(noTime.elements.reduce((n, e) => n + e.score, 0)).toBe(12);
  });

  it('themed sign test: two rounds in order, the chart answer revealed after each choice', async () => {
    const made = await api.post('/api/fun/theme-signs', { theme: 'love', birth: birthA, name: '我' }, token);
    const test = themeSignRecordSchema.parse(made.body.data.records);
    expect(test.rounds.map((r) => r.point)).toEqual(['venus', 'mars']);
    expect(test.rounds[0]!.options).toHaveLength(3);
    expect(test.rounds[0]!.actual).toBeNull();
    expect(JSON.stringify(test.rounds[0]!.options)).not.toContain('座');
    const early = await api.post(
      `/api/fun/theme-signs/${test.id}/rounds/2`,
      { choice: test.rounds[1]!.options[0]!.key },
      token,
    );
    expect(early.body.resultCode).toBe('003470');
    const r1 = themeSignRecordSchema.parse(
      (
        await api.post(
          `/api/fun/theme-signs/${test.id}/rounds/1`,
          { choice: test.rounds[0]!.options[0]!.key },
          token,
        )
      ).body.data.records,
    );
    // 1990-05-12: Venus in Aries.
    expect(r1.rounds[0]!.actual).toMatchObject({ key: 'aries', signName: '白羊座' });
    expect(r1.rounds[0]!.actual!.text).toContain('金星在白羊座');
    const twice = await api.post(`/api/fun/theme-signs/${test.id}/rounds/1`, { choice: 'aries' }, token);
    expect(twice.body.resultCode).toBe('003471');
    const offered = r1.rounds[1]!.options.map((o) => o.key as string);
    const notOffered = ['aries', 'taurus', 'gemini', 'cancer'].find((k) => !offered.includes(k));
    const outside = await api.post(`/api/fun/theme-signs/${test.id}/rounds/2`, { choice: notOffered }, token);
    expect(outside.status).toBe(422);
    const done = themeSignRecordSchema.parse(
      (
        await api.post(
          `/api/fun/theme-signs/${test.id}/rounds/2`,
          { choice: r1.rounds[1]!.options[1]!.key },
          token,
        )
      ).body.data.records,
    );
    expect(done.summary).toContain('金星在白羊座');
    expect((await api.get(`/api/fun/theme-signs/${test.id}`, stranger)).status).toBe(404);
  });

  it('NVC: tips from the Moon and Mercury, entries kept in the member’s own history', async () => {
    const guide = await api.post('/api/fun/nvc/guide', { birth: birthA }, token);
    expect(guide.body.data.records.moon.signName).toMatch(/座$/);
    const made = await api.post(
      '/api/fun/nvc',
      {
        observation: '这周你有三次晚饭后没有洗碗',
        feeling: '疲惫',
        need: '分担家务',
        request: '从明天起晚饭后由你洗碗',
        birth: birthA,
      },
      token,
    );
    expect(made.body.data.records.sentence).toBe(
      '当我看到这周你有三次晚饭后没有洗碗，我感到疲惫，因为我需要分担家务。你愿意从明天起晚饭后由你洗碗吗？',
    );
    expect(made.body.data.records.guide).toEqual(guide.body.data.records);
    const list = await api.get('/api/fun/nvc', token);
    expect(list.body.data.records.map((e: { id: string }) => e.id)).toContain(made.body.data.records.id);
    expect((await api.get('/api/fun/nvc', stranger)).body.data.total).toBe(0);
    expect((await api.get(`/api/fun/nvc/${made.body.data.records.id}`, stranger)).status).toBe(404);
    const empty = await api.post(
      '/api/fun/nvc',
      { observation: '', feeling: '累', need: '休息', request: '帮忙' },
      token,
    );
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain('请填写观察');
    expect((await api.delete(`/api/fun/nvc/${made.body.data.records.id}`, token)).status).toBe(200);
    expect((await api.get(`/api/fun/nvc/${made.body.data.records.id}`, token)).status).toBe(404);
  });

  it('developmental ages: Saturn return and Uranus opposition with exact dates of the chart', async () => {
    const answer = await api.post('/api/fun/development-ages', { birth: birthA, name: '我' }, token);
    expect(answer.status).toBe(200);
    const ages = answer.body.data.records.ages as {
      key: string;
      age: number;
      exactDates: string[];
      status: string;
    }[];
    const saturn = ages.find((a) => a.key === 'saturn-return-1')!;
    expect(saturn.age).toBeGreaterThan(28.5);
    expect(saturn.age).toBeLessThan(30.5);
    // Saturn was at about 24° Capricorn in May 1990 and came back there in 2019–2020.
    expect(saturn.exactDates[0]).toMatch(/^20(19|20)-/);
    expect(saturn.status).toBe('past');
    const uranus = ages.find((a) => a.key === 'uranus-opposition')!;
    // Uranus at 8° Capricorn in 1990 reaches 8° Cancer in 2034 (an opposition at 44: Uranus is slow there).
    expect(uranus.exactDates[0]).toMatch(/^2034-/);
    expect(uranus.status).toBe('future');
  });

  it('rectification: ranked candidates with reasons, bad events refused; the expert check is paid, delivered and answered', async () => {
    const events = [
      { date: '2012-09-15', kind: 'marriage' },
      { date: '2015-03-02', kind: 'career' },
      { date: '2018-07-20', kind: 'relocation', note: '搬到杭州' },
    ];
    const few = await api.post(
      '/api/fun/btf',
      { birth: birthA, reliability: 'D', events: events.slice(0, 2) },
      token,
    );
    expect(few.status).toBe(422);
    expect(JSON.stringify(few.body)).toContain('请至少填写3件人生大事');
    const early = await api.post(
      '/api/fun/btf',
      {
        birth: birthA,
        reliability: 'D',
        events: [...events.slice(0, 2), { date: '1989-01-01', kind: 'study' }],
      },
      token,
    );
    expect(JSON.stringify(early.body)).toContain('事件日期应在出生之后');
    const made = await api.post('/api/fun/btf', { birth: birthA, reliability: 'D', events }, token);
    expect(made.status).toBe(200);
    const run = btfRunRecordSchema.parse(made.body.data.records);
    expect(run.windowMinutes).toBe(45);
    expect(run.givenTime).toBe('08:20');
    expect(run.candidates.length).toBeGreaterThan(0);
    expect(run.candidates[0]!.score).toBe(100);
    for (const c of run.candidates) expect(Math.abs(c.offsetMinutes)).toBeLessThanOrEqual(45);
    expect(run.candidates[0]!.reasons[0]).toMatch(/^20\d\d年\d+月 /);
    expect((await api.get(`/api/fun/btf/${run.id}`, stranger)).status).toBe(404);
    const again = btfRunRecordSchema.parse(
      (await api.post('/api/fun/btf', { birth: birthA, reliability: 'D', events }, token)).body.data.records,
    );
    expect(again.candidates).toEqual(run.candidates);

    // The expert check: a type 61 product paid from the wallet becomes an open task with the latest run.
    const product = await makeProduct(t.deps.database.db, {
      type: PRODUCT_TYPE.BTCA,
      title: '生时校正人工校对',
      priceFen: 19900,
      targetKind: 'btf-check',
      targetId: 'expert',
    });
    await fundWallet(t.deps.database.db, userId, 19900);
    const order = await api.post('/api/orders', { product_id: product.id }, token);
    expect(order.body.success).toBe(true);
    const paid = await api.post(
      '/api/payments',
      { order_no: order.body.data.records.orderNo, channel: 'wallet' },
      token,
    );
    expect(paid.body.success).toBe(true);
    const mine = await api.get('/api/fun/btf-checks', token);
    expect(mine.body.data.records).toHaveLength(1);
    expect(mine.body.data.records[0]).toMatchObject({ status: 'open', runId: again.id, answer: null });
    expect((await api.get('/api/fun/btf-checks', stranger)).body.data.records).toEqual([]);

    // Members never see the console's endpoint; an operator lists and answers the task once.
    expect((await api.get('/api/admin/fun/btf-checks', token)).status).toBe(404);
    const operator = await registerUser(api);
    await grantRole(t.deps.database.db, Number(operator.user.userId), 'support');
    const tasks = await api.get('/api/admin/fun/btf-checks?status=open', operator.auth.access_token);
    const task = tasks.body.data.records.find((r: { runId: string }) => r.runId === again.id);
    expect(task.run.candidates).toEqual(run.candidates);
    const short = await api.post(
      `/api/admin/fun/btf-checks/${task.id}/answer`,
      { answer: '太短' },
      operator.auth.access_token,
    );
    expect(short.status).toBe(422);
    const answer = '结合三件大事的行运与太阳弧，建议采用08:14出生，上升双子座后段。';
    const answered = await api.post(
      `/api/admin/fun/btf-checks/${task.id}/answer`,
      { answer },
      operator.auth.access_token,
    );
    expect(answered.body.data.records).toMatchObject({ status: 'answered', answer });
    const twice = await api.post(
      `/api/admin/fun/btf-checks/${task.id}/answer`,
      { answer },
      operator.auth.access_token,
    );
    expect(twice.body.resultCode).toBe('003472');
    expect((await api.get('/api/fun/btf-checks', token)).body.data.records[0]).toMatchObject({
      status: 'answered',
      answer,
    });
    const [row] = await t.deps.database.db
      .select()
      .from(funBtfChecks)
      .where(eq(funBtfChecks.publicId, task.id));
    expect(row!.answeredBy).toBe(Number(operator.user.userId));
  });
  it('the expert check is sold only for a rectification no open check is looking at (003473)', async () => {
    const buyer = await registerUser(api);
    const me = buyer.auth.access_token;
    const product = await makeProduct(t.deps.database.db, {
      type: PRODUCT_TYPE.BTCA,
      title: '生时校正专家复核',
      priceFen: 19900,
      targetKind: 'btf-check',
      targetId: 'expert',
    });
    await fundWallet(t.deps.database.db, Number(buyer.user.userId), 3 * 19900);
    const order = () => api.post('/api/orders', { product_id: product.id }, me);
    const pay = (orderNo: string) => api.post('/api/payments', { order_no: orderNo, channel: 'wallet' }, me);

    // Nothing to check: refused before any order exists.
    const empty = await order();
    expect(empty.body.resultCode).toBe('003473');
    expect(empty.body.desc).toBe('请先完成一次生时校正，再申请专家复核');
    expect((await api.get('/api/orders', me)).body.data.total).toBe(0);

    const events = [
      { date: '2012-09-15', kind: 'marriage' },
      { date: '2015-03-02', kind: 'career' },
      { date: '2018-07-20', kind: 'relocation' },
    ];
    const made = await api.post('/api/fun/btf', { birth: birthA, reliability: 'D', events }, me);
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const runId = made.body.data.records.id;
    // Two orders placed while the run is free: the first paid takes it, the second cannot be paid.
    const first = await order();
    const second = await order();
    expect(first.body.success && second.body.success).toBe(true);
    expect((await pay(first.body.data.records.orderNo)).body.success).toBe(true);
    const refused = await pay(second.body.data.records.orderNo);
    expect(refused.body.resultCode).toBe('003473');
    expect(refused.body.desc).toContain('都已在专家复核中');
    expect((await order()).body.resultCode).toBe('003473');
    const checks = (await api.get('/api/fun/btf-checks', me)).body.data.records;
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ status: 'open', runId });

    // A new rectification can be checked: the waiting order is paid and looks at it.
    const next = await api.post('/api/fun/btf', { birth: birthB, reliability: 'D', events }, me);
    expect((await pay(second.body.data.records.orderNo)).body.success).toBe(true);
    const both = (await api.get('/api/fun/btf-checks', me)).body.data.records;
    expect(both.map((check: { runId: string }) => check.runId).sort()).toEqual(
      [runId, next.body.data.records.id].sort(),
    );
  });
});
