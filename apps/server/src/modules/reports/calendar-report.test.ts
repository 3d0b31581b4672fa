// The personal calendar report: bought through the shop like every report, filled once in three steps (person,
// period ≤ 12 months, focus areas), read month by month and day by day from the stored input (cached per report
// and month); another member's is 404, a refunded one 410, bad input 000422 that writes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CalendarReportDayRecord,
  CalendarReportMonthRecord,
  CalendarReportRecord,
} from '@xingtu/contracts/calendar-report';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { reports } from '../../db/schema/reports.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundWallet, grantRole, makeProduct } from '../commerce/test/factories.ts';
import { calendarMonthCacheKey } from './calendar-days.ts';

const profile = {
  name: '周以安',
  gender: 'male',
  relation: 'self',
  calendar: 'solar',
  birthday: '1990-06-15',
  birth_hour: 13,
  birth_min: 30,
  birth_location: '北京市 东城区',
  birth_latitude: 39.9,
  birth_longitude: 116.4,
  birth_time_zone: 'Asia/Shanghai',
  reliability: 'A',
  visibility: 2,
};
const birth = {
  date: '1990-06-01',
  time: '08:30',
  time_zone: 'Asia/Shanghai',
  latitude: 31.23,
  longitude: 121.47,
  place_name: '上海市',
};

interface Member {
  token: string;
  id: number;
}

describe('calendar report', () => {
  let t: TestApp;
  let api: ApiClient;
  let buyer: Member;
  let other: Member;
  let admin: Member;
  let productId: number;
  let contactId: number;
  // 2026-11-25 12:00 Beijing.
  const clock = new Date('2026-11-25T04:00:00Z');
  const db = () => t.deps.database.db;
  const member = async (): Promise<Member> => {
    const answer = await registerUser(api);
    return { token: answer.auth.access_token, id: Number(answer.user.userId) };
  };
  const buy = async (who: Member): Promise<{ orderNo: string; id: string }> => {
    await fundWallet(db(), who.id, 5900);
    const order = await api.post('/api/orders', { product_id: productId }, who.token);
    const { orderNo } = order.body.data.records as { orderNo: string };
    expect(
      (await api.post('/api/payments', { order_no: orderNo, channel: 'wallet' }, who.token)).body.success,
    ).toBe(true);
    const listed = await api.get(`/api/reports/by-order/${orderNo}`, who.token);
    const [report] = listed.body.data.records as {
      id: string;
      template: string;
      title: string;
      status: string;
    }[];
    expect(report).toMatchObject({ template: 'calendar', title: '个人星象日历', status: 'awaiting_input' });
    return { orderNo, id: report!.id };
  };
  const input = (extra: Record<string, unknown> = {}) => ({
    person: { contact_id: contactId },
    start_month: '2026-12',
    months: 3,
    focus: ['career', 'love'],
    ...extra,
  });
  const rowOf = async (publicId: string) =>
    (await db().select().from(reports).where(eq(reports.publicId, publicId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    api = apiClient(t.app);
    [buyer, other, admin] = [await member(), await member(), await member()];
    await grantRole(db(), admin.id, 'admin');
    productId = (
      await makeProduct(db(), {
        type: PRODUCT_TYPE.REPORT,
        title: '个人星象日历',
        priceFen: 5900,
        listPriceFen: 8800,
        validityDays: null,
        targetKind: 'report-template',
        targetId: '1201',
        cover: '/covers/calendar-report.svg',
      })
    ).id;
    contactId = (await api.post('/api/user/contacts', profile, buyer.token)).body.data.records.id;
  });
  afterAll(() => t.close());

  it('shows the product page data: price and a sample month of this Beijing month', async () => {
    const answer = await api.get('/api/calendar-reports/home');
    expect(answer.status).toBe(200);
    const home = answer.body.data.records;
    expect(home).toMatchObject({ productId, priceFen: 5900, listPriceFen: 8800, title: '个人星象日历' });
    expect(home.sample.month).toBe('2026-11');
    expect(home.sample.days).toHaveLength(30);
    expect(home.sample.bestDates).toHaveLength(3);
  });

  it('is listed in the report catalogue with its product: price, cover, and its own sample words', async () => {
    const catalogue = (await api.get('/api/reports/templates')).body.data.records as {
      key: string;
      cover: string | null;
    }[];
    expect(catalogue.find((c) => c.key === 'calendar')).toMatchObject({
      templateId: '1201',
      title: '个人星象日历',
      form: 'one',
      productId,
      priceFen: 5900,
      listPriceFen: 8800,
      cover: '/covers/calendar-report.svg',
    });
    // The composed templates are still there, each with the cover of its product (none here).
    expect(catalogue.find((c) => c.key === 'natal')).toMatchObject({ cover: null });
    expect(catalogue.at(-1)!.key).toBe('calendar');
  });

  it('takes the three steps once, then reads months and days of the period from the stored input', async () => {
    const { id } = await buy(buyer);
    // Before the input: the record says so, the months are not readable yet.
    const before = await api.get<{ records: CalendarReportRecord }>(
      `/api/calendar-reports/${id}`,
      buyer.token,
    );
    expect(before.body.data!.records).toMatchObject({ period: null, person: null, focus: [] });
    expect((await api.get(`/api/calendar-reports/${id}/months/2026-12`, buyer.token)).body.resultCode).toBe(
      '003314',
    );

    const filled = await api.post<{ records: CalendarReportRecord }>(
      `/api/calendar-reports/${id}/input`,
      input(),
      buyer.token,
    );
    expect(filled.status).toBe(200);
    expect(filled.body.data!.records).toMatchObject({
      report: { status: 'ready', statusLabel: '已生成' },
      period: {
        startMonth: '2026-12',
        months: 3,
        monthList: ['2026-12', '2027-01', '2027-02'],
        firstDate: '2026-12-01',
        lastDate: '2027-02-28',
      },
      focus: ['career', 'love'],
      person: { name: '周以安', timeKnown: true },
    });
    // Locked: a second input is refused and changes nothing.
    const again = await api.post(`/api/calendar-reports/${id}/input`, input({ months: 1 }), buyer.token);
    expect(again.body.resultCode).toBe('003312');
    expect((await rowOf(id)).options).toMatchObject({ months: 3 });
    // The generic report input is not the way in for a calendar.
    const generic = await api.post(
      `/api/reports/${id}/input`,
      { people: [{ name: '某', birth }] },
      buyer.token,
    );
    expect(generic.status).toBe(422);

    // Editing the profile afterwards does not change the locked report's chart.
    expect(
      (await api.put(`/api/user/contacts/${contactId}`, { ...profile, birth_hour: 2 }, buyer.token)).status,
    ).toBeLessThan(300);

    const month = await api.get<{ records: CalendarReportMonthRecord }>(
      `/api/calendar-reports/${id}/months/2027-01`,
      buyer.token,
    );
    expect(month.status).toBe(200);
    const m = month.body.data!.records;
    expect(m.days.map((d) => d.date)).toEqual(
      Array.from({ length: 31 }, (_, k) => `2027-01-${String(k + 1).padStart(2, '0')}`),
    );
    for (const d of m.days) {
      expect(d.score).toBeGreaterThanOrEqual(0);
      expect(d.score).toBeLessThanOrEqual(100);
      expect(d.reasons.length).toBeGreaterThan(0);
      expect(d.reasons.length).toBeLessThanOrEqual(3);
    }
    expect(m.events.some((e) => e.kind === 'lunation')).toBe(true);
    expect(m.events.some((e) => e.kind === 'voidOfCourse')).toBe(false);
    expect(m.events.some((e) => e.kind === 'ingress' && e.body === 'moon')).toBe(false);
    expect(m.days.flatMap((day) => day.keyEvents).some((title) => title.startsWith('月亮进入'))).toBe(false);
    // The best days are the highest scores.
    const top = Math.max(...m.days.map((d) => d.score));
    expect(m.days.find((d) => d.date === m.bestDates[0])!.score).toBe(top);
    expect(m.days.some((d) => d.focus.length > 0)).toBe(true);
    // Cached per report and month.
    expect(await t.deps.kv.get(calendarMonthCacheKey(id, '2027-01'))).not.toBeNull();

    const day = await api.get<{ records: CalendarReportDayRecord }>(
      `/api/calendar-reports/${id}/days/2027-01-15`,
      buyer.token,
    );
    expect(day.status).toBe(200);
    const d = day.body.data!.records;
    expect(d).toMatchObject({ name: '周以安', previousDate: '2027-01-14', nextDate: '2027-01-16' });
    expect(d.day.date).toBe('2027-01-15');
    expect(d.day.score).toBe(m.days[14]!.score);
    expect(d.moonSigns[0]).toMatchObject({ from: '00:00' });
    expect(d.moonSigns[0]!.sign).toMatch(/座$/);
    for (const tr of d.day.transits) expect(tr.time).toMatch(/^\d{2}:\d{2}$/);

    // The first and last days of the period have no neighbour outside it.
    const first = await api.get(`/api/calendar-reports/${id}/days/2026-12-01`, buyer.token);
    expect(first.body.data.records.previousDate).toBeNull();
    const last = await api.get(`/api/calendar-reports/${id}/days/2027-02-28`, buyer.token);
    expect(last.body.data.records.nextDate).toBeNull();

    // The stored person is read, not the edited profile: the chart (hence the day) is the same after the edit.
    await t.deps.kv.del(calendarMonthCacheKey(id, '2027-01'));
    const recomputed = await api.get(`/api/calendar-reports/${id}/days/2027-01-15`, buyer.token);
    expect(recomputed.body.data.records.day).toEqual(d.day);
  });

  it('takes one of two input requests sent at once; the other is refused and changes nothing', async () => {
    const { id } = await buy(buyer);
    const answers = await Promise.all([
      api.post(`/api/calendar-reports/${id}/input`, input({ months: 1 }), buyer.token),
      api.post(`/api/calendar-reports/${id}/input`, input({ months: 12 }), buyer.token),
    ]);
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    const winner = answers.find((a) => a.body.success)!;
    const loser = answers.find((a) => a !== winner)!;
    expect(loser.body.resultCode).toBe('003312');
    expect((await rowOf(id)).options).toMatchObject({ months: winner.body.data.records.period.months });
  });

  it('answers 000422 for a month or day outside the period, and for a malformed one', async () => {
    const { id } = await buy(buyer);
    await api.post(`/api/calendar-reports/${id}/input`, input({ months: 1 }), buyer.token);
    for (const url of [
      `months/2027-01`,
      `days/2027-01-01`,
      `days/2026-11-30`,
      `months/2026-13`,
      `days/2026-12-32`,
    ]) {
      const answer = await api.get(`/api/calendar-reports/${id}/${url}`, buyer.token);
      expect(answer.status).toBe(422);
      expect(answer.body.resultCode).toBe('000422');
      expect(answer.body.desc).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it.each([
    [{ months: 13 }, 'months', '月数需在1至12之间'],
    [{ months: 0 }, 'months', '月数需在1至12之间'],
    [{ start_month: '2026-10' }, 'start_month', '开始月份不能早于2026年11月'],
    [{ start_month: '2027-12' }, 'start_month', '开始月份最晚为2027年11月'],
    [{ start_month: '2026/12' }, 'start_month', '月份格式应为 YYYY-MM'],
    [{ focus: ['career', 'career'] }, 'focus', '关注方向重复了'],
    [{ focus: ['fame'] }, 'focus', '没有这个关注方向'],
    [{ person: { name: '', birth } }, 'person', ''],
    [
      { person: { name: '无坐标', birth: { date: '1990-06-01', time: '08:30', place_name: '查无此地' } } },
      'person',
      '',
    ],
    [{ person: { name: '太早', birth: { ...birth, date: '1700-01-01' } } }, 'person', ''],
  ])('refuses %j with 000422 in Chinese and writes nothing', async (change, field, message) => {
    const { id } = await buy(buyer);
    const answer = await api.post(`/api/calendar-reports/${id}/input`, input(change), buyer.token);
    expect(answer.status).toBe(422);
    expect(answer.body.resultCode).toBe('000422');
    expect(JSON.stringify(answer.body)).toContain(field);
    expect(answer.body.desc).toMatch(/[\u4e00-\u9fa5]/);
    if (message) expect(JSON.stringify(answer.body)).toContain(message);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'awaiting_input', input: null, options: null });
  });

  it("answers 404 for another member's calendar report and for another member's profile as input", async () => {
    const { id } = await buy(buyer);
    for (const url of [`/api/calendar-reports/${id}`, `/api/calendar-reports/${id}/months/2026-12`]) {
      const answer = await api.get(url, other.token);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('周以安');
    }
    expect((await api.post(`/api/calendar-reports/${id}/input`, input(), other.token)).status).toBe(404);
    expect((await rowOf(id)).status).toBe('awaiting_input');
    // The other member's own report cannot read the buyer's profile.
    const theirs = await buy(other);
    const stolen = await api.post(`/api/calendar-reports/${theirs.id}/input`, input(), other.token);
    expect(stolen.status).toBe(422);
    expect(JSON.stringify(stolen.body)).toContain('请选择自己保存的档案');
    // A visitor is asked to sign in.
    expect((await api.get(`/api/calendar-reports/${id}`)).body.resultCode).toBe('001102');
    // A natal report is not a calendar.
    expect((await api.get(`/api/calendar-reports/abcdefghijkl`, buyer.token)).status).toBe(404);
  });

  it('withdraws a refunded calendar: 410 to its owner on every page, 404 to others', async () => {
    const { id, orderNo } = await buy(buyer);
    await api.post(`/api/calendar-reports/${id}/input`, input({ months: 1 }), buyer.token);
    expect((await api.get(`/api/calendar-reports/${id}/days/2026-12-05`, buyer.token)).status).toBe(200);
    expect((await api.post(`/api/orders/${orderNo}/refund`, {}, admin.token)).body.success).toBe(true);
    expect((await rowOf(id)).status).toBe('withdrawn');
    for (const url of ['', '/months/2026-12', '/days/2026-12-05']) {
      const answer = await api.get(`/api/calendar-reports/${id}${url}`, buyer.token);
      expect(answer.status).toBe(410);
      expect(answer.body.data).toBeNull();
      expect((await api.get(`/api/calendar-reports/${id}${url}`, other.token)).status).toBe(404);
    }
  });

  it('is not regenerated by operators (its days are computed when read)', async () => {
    const { id } = await buy(buyer);
    await api.post(`/api/calendar-reports/${id}/input`, input({ months: 1 }), buyer.token);
    const answer = await api.post(`/api/admin/reports/${id}/regenerate`, {}, admin.token);
    expect(answer.status).toBe(422);
    expect((await rowOf(id)).status).toBe('ready');
  });
});
