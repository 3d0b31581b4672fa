import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_STATUS, CAPACITY_TYPE } from '@xingtu/contracts/enums';
import { consultationBookings } from '../../db/schema/consultations.ts';
import { astrologerCapacities, users } from '../../db/schema/users.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { issueTokens } from '../auth/index.ts';
import { makeAstrologer } from '../astrologers/test/factories.ts';
import { walletBalance } from '../commerce/index.ts';
import { fundWallet } from '../commerce/test/factories.ts';

// Issue 16 §2 end to end through the API: services, schedule, slots, booking, payment, the held
// slot freed on timeout, cancel/reschedule rules, the astrologer's actions, and privacy (404).

interface Member {
  token: string;
  id: number;
  contactId: number;
}

const HOUR_MS = 3_600_000;
const PRICE_FEN = 30_000;
// Monday 30 Nov 2026, 08:00 Beijing.
const START = new Date('2026-11-30T00:00:00Z');
// Wednesday 2 Dec 2026, 10:00 Beijing: 50 h ahead.
const SLOT = '2026-12-02T02:00:00.000Z';
const contact = {
  name: '林小满',
  gender: 'female',
  relation: 'self',
  calendar: 'solar',
  birthday: '1993-07-21',
  birth_hour: 9,
  birth_min: 45,
  birth_location: '浙江省 杭州市 西湖区',
  birth_latitude: 30.259,
  birth_longitude: 120.13,
  birth_time_zone: 'Asia/Shanghai',
};
const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));

describe.each(testDrivers())('consultation booking on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let clock = START;
  let astrologer: Member;
  let serviceId: string;
  let consultantId: string;
  let astrologerId: string;

  const db = () => t.deps.database.db;
  const member = async (): Promise<Member> => {
    const answer = await registerUser(api);
    const token = answer.auth.access_token;
    const created = await api.post('/api/user/contacts', contact, token);
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    return { token, id: Number(answer.user.userId), contactId: created.body.data.records.id };
  };
  /** A member straight in the database (the SMS code limit would stop 50 sign-ups through the API). */
  const quickMember = async (i: number): Promise<Member> => {
    const [user] = await db()
      .insert(users)
      .values({
        userName: `来访者${i}`,
        mobile: `137${String(process.pid % 10000).padStart(4, '0')}${String(i).padStart(4, '0')}`,
      })
      .returning({ id: users.id });
    const { access_token: token } = await issueTokens(db(), t.config, user!.id, {});
    const created = await api.post('/api/user/contacts', contact, token);
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    return { token, id: user!.id, contactId: created.body.data.records.id };
  };
  const bookSlot = (who: Member, startsAt = SLOT, question = '想了解今年的事业方向与变动时机') =>
    api.post(
      '/api/consultations',
      { service_id: serviceId, starts_at: startsAt, contact_id: who.contactId, question },
      who.token,
    );
  const payWallet = async (who: Member, orderNo: string) => {
    await fundWallet(db(), who.id, PRICE_FEN);
    const paid = await api.post('/api/payments', { order_no: orderNo, channel: 'wallet' }, who.token);
    expect(paid.body.success, JSON.stringify(paid.body)).toBe(true);
  };
  const bookAndPay = async (who: Member, startsAt: string) => {
    const booked = await bookSlot(who, startsAt);
    expect(booked.body.success, JSON.stringify(booked.body)).toBe(true);
    await payWallet(who, booked.body.data.records.orderNo);
    return booked.body.data.records.booking.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => clock });
    api = apiClient(t.app);
    astrologer = await member();
    astrologerId = await makeAstrologer(db(), astrologer.id, [CAPACITY_TYPE.CONSULTANT]);
    const service = await api.post(
      '/api/astrologer/consult/services',
      {
        kind: 'voice',
        title: '本命盘语音详解',
        summary: '一小时语音，梳理性格与人生课题',
        duration_minutes: 60,
        price_fen: PRICE_FEN,
      },
      astrologer.token,
    );
    expect(service.body.success, JSON.stringify(service.body)).toBe(true);
    serviceId = service.body.data.records.id;
    const schedule = await api.put(
      '/api/astrologer/consult/schedule',
      { time_zone: 'Asia/Shanghai', buffer_minutes: 15, weekly: everyDay, exceptions: [] },
      astrologer.token,
    );
    expect(schedule.body.success, JSON.stringify(schedule.body)).toBe(true);
    const list = await api.get('/api/consultants');
    consultantId = list.body.data.records[0].id;
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses the consulting centre to a member without capacity A (000007)', async () => {
    const someone = await member();
    const answer = await api.post(
      '/api/astrologer/consult/services',
      { kind: 'text', title: '文字咨询', duration_minutes: 30, price_fen: 5000 },
      someone.token,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.resultCode).toBe('000007');
    expect((await api.get('/api/astrologer/consult/orders', someone.token)).status).toBe(403);
  });

  it('validates services and schedules in Chinese, changing nothing', async () => {
    const bad = await api.post(
      '/api/astrologer/consult/services',
      { kind: 'voice', title: '语音', duration_minutes: 45, price_fen: 5000 },
      astrologer.token,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.desc).toMatch(/[\u4e00-\u9fa5]/);
    const overlap = await api.put(
      '/api/astrologer/consult/schedule',
      {
        time_zone: 'Asia/Shanghai',
        buffer_minutes: 15,
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '11:00', end: '13:00' },
        ],
        exceptions: [],
      },
      astrologer.token,
    );
    expect(overlap.status).toBe(422);
    const zone = await api.put(
      '/api/astrologer/consult/schedule',
      { time_zone: 'Mars/Olympus', buffer_minutes: 15, weekly: everyDay, exceptions: [] },
      astrologer.token,
    );
    expect(zone.status).toBe(422);
    const kept = await api.get('/api/astrologer/consult/schedule', astrologer.token);
    expect(kept.body.data.records.weekly).toHaveLength(7);
  });

  it('lists the consultant publicly, with the service and free slots from the lead time on', async () => {
    const list = await api.get('/api/consultants?soon=1');
    expect(list.body.data.records).toHaveLength(1);
    const [record] = list.body.data.records;
    expect(record.fromPriceFen).toBe(PRICE_FEN);
    // Two hours' lead from 08:00 Beijing: the first slot is 10:00 Beijing today.
    expect(record.nextSlotAt).toBe('2026-11-30T02:00:00.000Z');
    expect((await api.get('/api/consultants?max_price_fen=100')).body.data.records).toHaveLength(0);
    const detail = await api.get(`/api/consultants/${consultantId}`);
    expect(detail.body.data.records.services[0].id).toBe(serviceId);
    const slots = await api.get(`/api/consultants/${consultantId}/slots?service_id=${serviceId}&days=1`);
    // 10:00 … 17:00 start on the half hour, a 60-minute session ending by 18:00.
    expect(slots.body.data.records[0].startsAt).toBe('2026-11-30T02:00:00.000Z');
    expect(slots.body.data.records.at(-1).startsAt).toBe('2026-11-30T09:00:00.000Z');
    expect((await api.get('/api/consultants/zzzzzzzzzzzz')).status).toBe(404);
  });

  it('addresses a consultant by the astrologers area public id, the same as their astrologer page', async () => {
    expect(consultantId).toBe(astrologerId);
    const page = await api.get(`/api/astrologers/${consultantId}`);
    expect(page.body.data.records.displayName).toBe(
      (await api.get(`/api/consultants/${consultantId}`)).body.data.records.name,
    );
    // An astrologer who offers no consultations has a page but no booking side.
    const writer = await member();
    const writerId = await makeAstrologer(db(), writer.id, [CAPACITY_TYPE.TAROT_QA]);
    expect((await api.get(`/api/astrologers/${writerId}`)).status).toBe(200);
    expect((await api.get(`/api/consultants/${writerId}`)).status).toBe(404);
    expect((await api.get(`/api/consultants/${writerId}/slots?service_id=${serviceId}&days=1`)).status).toBe(
      404,
    );
    // A consultant whose approval is withdrawn is neither listed nor bookable by the old link.
    const approval = (applove: string) =>
      db()
        .update(astrologerCapacities)
        .set({ applove })
        .where(eq(astrologerCapacities.userId, astrologer.id));
    await approval(APPROVAL_STATUS.REJECTED);
    try {
      expect((await api.get(`/api/consultants/${consultantId}`)).status).toBe(404);
      expect((await api.get('/api/consultants')).body.data.total).toBe(0);
    } finally {
      await approval(APPROVAL_STATUS.APPROVED);
    }
    expect((await api.get(`/api/consultants/${consultantId}`)).status).toBe(200);
  });

  it('books, holds the slot, confirms on payment; the astrologer sees the order; others get 404', async () => {
    const buyer = await member();
    const rival = await member();
    const booked = await bookSlot(buyer);
    expect(booked.body.success, JSON.stringify(booked.body)).toBe(true);
    const { booking, orderNo } = booked.body.data.records;
    expect(booking.state).toBe('held');
    expect(booking.consultantId).toBe(astrologerId);
    // Held while unpaid: nobody else can take it, and the buffer keeps 11:00 closed too.
    expect((await bookSlot(rival)).body.resultCode).toBe('003320');
    expect((await bookSlot(rival, '2026-12-02T03:00:00.000Z')).body.resultCode).toBe('003320');
    const slots = await api.get(`/api/consultants/${consultantId}/slots?service_id=${serviceId}&days=3`);
    const starts = slots.body.data.records.map((s: { startsAt: string }) => s.startsAt);
    expect(starts).not.toContain(SLOT);
    expect(starts).toContain('2026-12-02T03:30:00.000Z');

    await payWallet(buyer, orderNo);
    const mine = await api.get(`/api/consultations/${booking.id}`, buyer.token);
    expect(mine.body.data.records.state).toBe('confirmed');
    expect(mine.body.data.records.client.birthTime).toBe('09:45');
    expect(mine.body.data.records.cancelFeeFen).toBe(0);

    const orders = await api.get('/api/astrologer/consult/orders', astrologer.token);
    expect(orders.body.data.records.map((o: { id: string }) => o.id)).toContain(booking.id);
    const seen = await api.get(`/api/astrologer/consult/orders/${booking.id}`, astrologer.token);
    expect(seen.body.data.records.question).toContain('事业');

    expect((await api.get(`/api/consultations/${booking.id}`, rival.token)).status).toBe(404);
    expect((await api.post(`/api/consultations/${booking.id}/cancel`, {}, rival.token)).status).toBe(404);
    expect((await api.get(`/api/astrologer/consult/orders/${booking.id}`, rival.token)).status).toBe(403);
    expect((await api.get('/api/consultations', rival.token)).body.data.total).toBe(0);
  });

  it("refuses a start off the schedule (422), your own service, another member's contact (404)", async () => {
    const buyer = await member();
    const other = await member();
    expect((await bookSlot(buyer, '2026-12-03T02:10:00.000Z')).status).toBe(422);
    expect((await bookSlot(buyer, '2026-11-30T00:30:00.000Z')).status).toBe(422);
    expect((await bookSlot(astrologer, '2026-12-03T02:00:00.000Z')).status).toBe(422);
    const foreign = await api.post(
      '/api/consultations',
      {
        service_id: serviceId,
        starts_at: '2026-12-03T02:00:00.000Z',
        contact_id: other.contactId,
        question: '想了解感情发展',
      },
      buyer.token,
    );
    expect(foreign.status).toBe(404);
    const short = await bookSlot(buyer, '2026-12-03T02:00:00.000Z', '你好');
    expect(short.status).toBe(422);
    expect(
      await db().select().from(consultationBookings).where(eq(consultationBookings.memberUserId, buyer.id)),
    ).toEqual([]);
  });

  it('frees a held slot when its order times out unpaid, and when the member cancels it', async () => {
    const first = await member();
    const second = await member();
    const slot = '2026-12-04T02:00:00.000Z';
    const booked = await bookSlot(first, slot);
    expect(booked.body.success).toBe(true);
    clock = new Date(START.getTime() + (t.config.orderTimeoutMinutes + 1) * 60_000);
    try {
      // Commerce's timeout sweep (a scheduled job) closes the order; onClosed frees the slot.
      await t.deps.jobs.enqueue('orders.timeout-sweep', {});
      await t.deps.jobs.drain();
      const [row] = await db()
        .select()
        .from(consultationBookings)
        .where(eq(consultationBookings.publicId, booked.body.data.records.booking.id));
      expect(row!.state).toBe('released');
      const again = await bookSlot(second, slot);
      expect(again.body.success, JSON.stringify(again.body)).toBe(true);
      // The first member's late payment is refused: the order timed out.
      await fundWallet(db(), first.id, PRICE_FEN);
      const late = await api.post(
        '/api/payments',
        { order_no: booked.body.data.records.orderNo, channel: 'wallet' },
        first.token,
      );
      expect(late.body.success).toBe(false);

      const cancelled = await api.post(
        `/api/consultations/${again.body.data.records.booking.id}/cancel`,
        {},
        second.token,
      );
      expect(cancelled.body.data.records.state).toBe('released');
      expect((await bookSlot(first, slot)).body.success).toBe(true);
    } finally {
      clock = START;
    }
  });

  it('cancels free until 24 h before, with the fee after; no cancel once started', async () => {
    const early = await member();
    const earlyId = await bookAndPay(early, '2026-12-05T02:00:00.000Z');
    const before = await walletBalance(t.deps, early.id);
    const free = await api.post(`/api/consultations/${earlyId}/cancel`, {}, early.token);
    expect(free.body.data.records.state).toBe('cancelled');
    expect(await walletBalance(t.deps, early.id)).toBe(before + PRICE_FEN);

    const late = await member();
    const lateSlot = '2026-12-06T02:00:00.000Z';
    const lateId = await bookAndPay(late, lateSlot);
    clock = new Date(new Date(lateSlot).getTime() - 10 * HOUR_MS);
    try {
      const detail = await api.get(`/api/consultations/${lateId}`, late.token);
      expect(detail.body.data.records.cancelFeeFen).toBe(9_000);
      expect(detail.body.data.records.mayReschedule).toBe(false);
      const moved = await api.post(
        `/api/consultations/${lateId}/reschedule`,
        { starts_at: '2026-12-07T02:00:00.000Z' },
        late.token,
      );
      expect(moved.body.resultCode).toBe('003321');
      const balance = await walletBalance(t.deps, late.id);
      const cancelled = await api.post(`/api/consultations/${lateId}/cancel`, {}, late.token);
      expect(cancelled.body.data.records.state).toBe('cancelled');
      expect(cancelled.body.data.records.feeFen).toBe(9_000);
      expect(await walletBalance(t.deps, late.id)).toBe(balance + PRICE_FEN - 9_000);

      const started = await member();
      clock = START;
      const startedId = await bookAndPay(started, '2026-12-06T06:00:00.000Z');
      clock = new Date('2026-12-06T06:05:00Z');
      expect(
        (await api.post(`/api/consultations/${startedId}/cancel`, {}, started.token)).body.resultCode,
      ).toBe('003322');
    } finally {
      clock = START;
    }
  });

  it('reschedules to a free slot more than 24 h ahead, freeing the old one', async () => {
    const who = await member();
    const booked = await bookSlot(who, '2026-12-08T02:00:00.000Z');
    const { orderNo } = booked.body.data.records;
    await payWallet(who, orderNo);
    const id = booked.body.data.records.booking.id as string;
    const remark = async () => (await api.get(`/api/orders/${orderNo}`, who.token)).body.data.records.remark;
    expect(await remark()).toBe('预约时间（北京时间）：2026-12-08 10:00');
    const moved = await api.post(
      `/api/consultations/${id}/reschedule`,
      { starts_at: '2026-12-08T06:00:00.000Z' },
      who.token,
    );
    expect(moved.body.success, JSON.stringify(moved.body)).toBe(true);
    expect(moved.body.data.records.startsAt).toBe('2026-12-08T06:00:00.000Z');
    // The paid order names the new time.
    expect(await remark()).toBe('预约时间（北京时间）：2026-12-08 14:00');
    const other = await member();
    expect((await bookSlot(other, '2026-12-08T02:00:00.000Z')).body.success).toBe(true);
    expect((await bookSlot(other, '2026-12-08T06:00:00.000Z')).body.resultCode).toBe('003320');
  });

  it('lets the astrologer complete after the start, mark a no-show after 15 min, or cancel with a full refund', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const aId = await bookAndPay(a, '2026-12-09T02:00:00.000Z');
    const bId = await bookAndPay(b, '2026-12-09T04:00:00.000Z');
    const cId = await bookAndPay(c, '2026-12-09T06:00:00.000Z');
    const path = (id: string, action: string) => `/api/astrologer/consult/orders/${id}/${action}`;
    expect((await api.post(path(aId, 'complete'), {}, astrologer.token)).body.resultCode).toBe('003322');
    clock = new Date('2026-12-09T02:30:00Z');
    try {
      expect((await api.post(path(aId, 'complete'), {}, astrologer.token)).body.data.records.state).toBe(
        'completed',
      );
      // The held session is income in the astrologers' earnings ledger, less the commission.
      const ledger = await api.get('/api/astrologer/capital/details', astrologer.token);
      const income = ledger.body.data.records.filter((e: { cause: string }) => e.cause === 'income');
      expect(income).toHaveLength(1);
      expect(income[0]).toMatchObject({ kind: 'consultation', grossFen: PRICE_FEN });
      expect(income[0].deltaFen).toBeLessThan(PRICE_FEN);
      clock = new Date('2026-12-09T04:10:00Z');
      expect((await api.post(path(bId, 'no-show'), {}, astrologer.token)).body.resultCode).toBe('003322');
      clock = new Date('2026-12-09T04:16:00Z');
      expect((await api.post(path(bId, 'no-show'), {}, astrologer.token)).body.data.records.state).toBe(
        'no_show',
      );
      const before = await walletBalance(t.deps, c.id);
      expect((await api.post(path(cId, 'cancel'), {}, astrologer.token)).body.data.records.state).toBe(
        'cancelled',
      );
      expect(await walletBalance(t.deps, c.id)).toBe(before + PRICE_FEN);
      // A member cannot act on the astrologer's side, even for their own booking.
      expect((await api.post(path(aId, 'complete'), {}, a.token)).status).toBe(403);
    } finally {
      clock = START;
    }
  });

  it('sells a service only with a slot: the shop neither lists nor orders it directly', async () => {
    const buyer = await member();
    const [service] = (await api.get('/api/astrologer/consult/services', astrologer.token)).body.data.records;
    const shop = await api.get('/api/catalog/products?type=04');
    expect(shop.body.data.records).toEqual([]);
    const direct = await api.post('/api/orders', { product_id: service.productId }, buyer.token);
    expect(direct.body.success).toBe(false);
    expect(direct.body.resultCode).toBe('001106');
  });

  it('50 members booking one slot at once: exactly one gets it', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, (_, i) => quickMember(i)));
    const slot = '2026-12-10T02:00:00.000Z';
    const answers = await Promise.all(members.map((who) => bookSlot(who, slot)));
    const won = answers.filter((answer) => answer.body.success);
    expect(
      won,
      JSON.stringify(answers.map((answer) => [answer.body.resultCode, answer.body.desc])),
    ).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.body.success))
      expect(answer.body.resultCode).toBe('003320');
    const live = await db()
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.startsAt, new Date(slot)));
    expect(live.filter((row) => row.state === 'held' || row.state === 'confirmed')).toHaveLength(1);
  }, 120_000);

  it('holds at most one unpaid slot per consultant and three in all, even when booked at once (003323)', async () => {
    /** Another consultant with the same service and schedule; returns the service id. */
    const consultant = async (i: number): Promise<string> => {
      const who = await quickMember(i);
      await makeAstrologer(db(), who.id, [CAPACITY_TYPE.CONSULTANT]);
      const created = await api.post(
        '/api/astrologer/consult/services',
        {
          kind: 'voice',
          title: '流年运势语音',
          summary: '一小时语音，看今年的节奏',
          duration_minutes: 60,
          price_fen: PRICE_FEN,
        },
        who.token,
      );
      expect(created.body.success, JSON.stringify(created.body)).toBe(true);
      const schedule = await api.put(
        '/api/astrologer/consult/schedule',
        { time_zone: 'Asia/Shanghai', buffer_minutes: 0, weekly: everyDay, exceptions: [] },
        who.token,
      );
      expect(schedule.body.success, JSON.stringify(schedule.body)).toBe(true);
      return created.body.data.records.id;
    };
    const bookAt = (who: Member, service: string, startsAt: string) =>
      api.post(
        '/api/consultations',
        {
          service_id: service,
          starts_at: startsAt,
          contact_id: who.contactId,
          question: '想了解今年的事业方向',
        },
        who.token,
      );
    const day = (hour: number) => `2026-12-14T0${hour}:00:00.000Z`;

    // Four bookings of one consultant's free slots at once: one hold, the rest refused, nothing overshoots.
    const hoarder = await quickMember(200);
    const answers = await Promise.all(
      [2, 4, 6, 8].map((hour) => bookAt(hoarder, serviceId, `2026-12-15T0${hour}:00:00.000Z`)),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.body.success)) {
      expect(answer.body.resultCode).toBe('003323');
      expect(answer.body.desc).toContain('请先完成支付或取消');
    }
    const held = await db()
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.memberUserId, hoarder.id));
    expect(held.filter((row) => row.state === 'held')).toHaveLength(1);

    // Two more consultants make three holds in all; a fourth is refused until one of them is paid.
    const others = [await consultant(201), await consultant(202), await consultant(203)];
    const first = await bookAt(hoarder, others[0]!, day(2));
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    expect((await bookAt(hoarder, others[1]!, day(2))).body.success).toBe(true);
    const fourth = await bookAt(hoarder, others[2]!, day(2));
    expect(fourth.body.resultCode).toBe('003323');
    expect(fourth.body.desc).toBe('你还有未支付的预约，请先完成支付或取消后再预约');
    await payWallet(hoarder, first.body.data.records.orderNo);
    expect((await bookAt(hoarder, others[2]!, day(2))).body.success).toBe(true);
    // The paid booking no longer holds, but three others do.
    expect((await bookAt(hoarder, others[0]!, day(4))).body.resultCode).toBe('003323');

    // Holds that lapsed (the order timed out) count no more.
    clock = new Date(START.getTime() + (t.config.orderTimeoutMinutes + 1) * 60_000);
    try {
      const again = await bookAt(hoarder, others[1]!, day(4));
      expect(again.body.success, JSON.stringify(again.body)).toBe(true);
    } finally {
      clock = START;
    }
  }, 120_000);

  it('keeps the account of a member with a held or confirmed booking (001112) until it is settled', async () => {
    const who = await member();
    const slot = '2026-12-16T02:00:00.000Z';
    const cancelAccount = () => api.post('/base/user/cancel', { password: 'secret-pass-1' }, who.token);
    const held = await bookSlot(who, slot);
    expect(held.body.success, JSON.stringify(held.body)).toBe(true);
    const whileHeld = await cancelAccount();
    expect(whileHeld.body.resultCode).toBe('001112');
    expect(whileHeld.body.desc).toContain('未完成的咨询预约');
    await payWallet(who, held.body.data.records.orderNo);
    expect((await cancelAccount()).body.resultCode).toBe('001112');
    const mine = await api.get(`/api/consultations/${held.body.data.records.booking.id}`, who.token);
    expect(mine.body.data.records.state).toBe('confirmed');

    // Cancelled (free, more than 24 h ahead, money back to the wallet): the account may go.
    const id = held.body.data.records.booking.id;
    expect((await api.post(`/api/consultations/${id}/cancel`, {}, who.token)).body.success).toBe(true);
    const gone = await cancelAccount();
    expect(gone.body.success, JSON.stringify(gone.body)).toBe(true);
  });

  it('the database itself refuses an overlapping live booking (exclusion constraint)', async () => {
    const [row] = await db()
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.state, 'confirmed'))
      .limit(1);
    const { id: _id, publicId: _p, orderId: _o, ...copy } = row!;
    await expect(
      db()
        .insert(consultationBookings)
        .values({ ...copy, publicId: 'dupdupdupdup', orderId: null }),
    ).rejects.toThrow();
    // A released copy does not block.
    await db()
      .insert(consultationBookings)
      .values({ ...copy, publicId: 'relrelrelrel', orderId: null, state: 'released' });
  });
});
