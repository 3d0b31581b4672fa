import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantRole } from '../commerce/test/factories.ts';
import {
  bookAndPay,
  consultant,
  enterRoom,
  isMessage,
  person,
  START,
  type Consultant,
  type Person,
} from './room/test/room-fixture.ts';

// Issue 16 / issue 21: the console's 咨询预约 section. Operators (admin, support) page and filter
// every booking on the server, read one with its order's moves, and read its room for a complaint,
// each read recorded in the audit trail. Members get 404, other operator roles 000007.

const HOUR = 3_600_000;

describe('consultations in the console', () => {
  let t: TestApp;
  let api: ApiClient;
  let clock = START;
  let astrologer: Consultant;
  let early: Consultant;
  let member: Person;
  let support: Person;
  let admin: Person;
  let morning: string;
  let beforeDawn: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    api = apiClient(t.app);
    astrologer = await consultant(t);
    early = await consultant(t);
    // This consultant works 00:00–09:00 Beijing: a session at 06:00 Beijing is the day before in UTC.
    const night = await api.put(
      '/api/astrologer/consult/schedule',
      {
        time_zone: 'Asia/Shanghai',
        buffer_minutes: 0,
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '09:00' })),
        exceptions: [],
      },
      early.token,
    );
    expect(night.body.success, JSON.stringify(night.body)).toBe(true);
    member = await person(t.app);
    support = await person(t.app);
    admin = await person(t.app);
    await grantRole(t.deps.database.db, support.id, 'support');
    await grantRole(t.deps.database.db, admin.id, 'admin');
    morning = await bookAndPay(t, member, astrologer); // 30 Nov 10:00 Beijing
    beforeDawn = await bookAndPay(t, member, early, '2026-11-30T22:00:00.000Z'); // 1 Dec 06:00 Beijing
  }, 120_000);
  afterAll(() => t?.close());

  const ids = (answer: { body: { data: { records: { id: string }[] } } }) =>
    answer.body.data.records.map((record) => record.id);

  it('lists every booking for support, filtered on the server by astrologer, member, state and Beijing day', async () => {
    const all = await api.get(`/api/admin/consultations?member=${member.id}`, support.token);
    expect(all.body.success, JSON.stringify(all.body)).toBe(true);
    expect(all.body.data.total).toBe(2);
    expect(ids(all)).toEqual([beforeDawn, morning]);
    expect(all.body.data.records[0]).toMatchObject({
      state: 'confirmed',
      stateLabel: '已预约',
      memberUserId: String(member.id),
      astrologerUserId: String(early.id),
    });

    const byAstrologer = await api.get(`/api/admin/consultations?astrologer=${astrologer.id}`, support.token);
    expect(ids(byAstrologer)).toEqual([morning]);
    // 06:00 on 1 December in Beijing is still 30 November in UTC: the day is Beijing's.
    const first = await api.get(
      `/api/admin/consultations?member=${member.id}&date=2026-12-01`,
      support.token,
    );
    expect(ids(first)).toEqual([beforeDawn]);
    const thirtieth = await api.get(
      `/api/admin/consultations?member=${member.id}&date=2026-11-30`,
      support.token,
    );
    expect(ids(thirtieth)).toEqual([morning]);
    const held = await api.get(`/api/admin/consultations?member=${member.id}&state=held`, support.token);
    expect(held.body.data.total).toBe(0);

    const paged = await api.get(
      `/api/admin/consultations?member=${member.id}&size=1&current=2`,
      support.token,
    );
    expect(paged.body.data).toMatchObject({ total: 2, size: 1, current: 2 });
    expect(ids(paged)).toEqual([morning]);
  });

  it('refuses bad filters with a Chinese message and changes nothing', async () => {
    for (const query of [
      'date=2026-02-30',
      'date=tomorrow',
      'astrologer=abc',
      'member=1;drop',
      'state=lost',
    ]) {
      const answer = await api.get(`/api/admin/consultations?${query}`, support.token);
      expect(answer.status, query).toBe(422);
      expect(answer.body.success).toBe(false);
      expect(JSON.stringify(answer.body), query).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('shows one booking with its order moves and how many messages its room holds', async () => {
    const { orderNo } = (await api.get(`/api/consultations/${morning}`, member.token)).body.data.records;
    const byOrder = await api.get(`/api/admin/consultations?order_no=${orderNo}`, support.token);
    expect(ids(byOrder)).toEqual([morning]);

    clock = new Date(START.getTime() + 2 * HOUR + 5 * 60_000);
    const room = await enterRoom(t.app, morning, member.token);
    room.send({ type: 'send', text: '老师，我对上次的解读有些疑问' });
    await room.next(isMessage('老师，我对上次的解读有些疑问'));
    room.socket.close();

    const detail = await api.get(`/api/admin/consultations/${morning}`, support.token);
    expect(detail.body.success, JSON.stringify(detail.body)).toBe(true);
    const record = detail.body.data.records;
    expect(record).toMatchObject({ id: morning, orderNo, question: '想聊聊事业方向', roomMessages: 1 });
    expect(record.client.name).toBe('林小满');
    expect(record.events.map((e: { event: string }) => e.event)).toEqual(expect.arrayContaining(['pay']));
    expect((await api.get('/api/admin/consultations/zzzzzzzzzzzz', support.token)).status).toBe(404);
  });

  it('records in the audit trail each time an operator reads a room', async () => {
    const read = await api.get(`/api/admin/consultations/${morning}/room`, support.token);
    expect(read.body.success).toBe(true);
    expect(read.body.data.records.messages.map((m: { text: string }) => m.text)).toContain(
      '老师，我对上次的解读有些疑问',
    );
    const audit = await api.get('/api/admin/audit?action=consultation.read-room', admin.token);
    expect(audit.body.success, JSON.stringify(audit.body)).toBe(true);
    const rows = audit.body.data.records.filter(
      (row: { actorId: string; targetId: string }) =>
        row.actorId === String(support.id) && row.targetId === morning,
    );
    expect(rows).toHaveLength(1);
    // A read that fails (no such room) records nothing.
    await api.get('/api/admin/consultations/zzzzzzzzzzzz/room', support.token);
    const again = await api.get('/api/admin/audit?action=consultation.read-room', admin.token);
    expect(again.body.data.total).toBe(audit.body.data.total);
  });

  it('answers members 404 and operators of other roles 000007', async () => {
    const finance = await person(t.app);
    const editor = await person(t.app);
    await grantRole(t.deps.database.db, finance.id, 'finance');
    await grantRole(t.deps.database.db, editor.id, 'editor');
    for (const path of [
      '/api/admin/consultations',
      `/api/admin/consultations/${morning}`,
      `/api/admin/consultations/${morning}/room`,
    ]) {
      expect((await api.get(path, member.token)).status, path).toBe(404);
      expect((await api.get(path, astrologer.token)).status, path).toBe(404);
      for (const operator of [finance, editor]) {
        const answer = await api.get(path, operator.token);
        expect([answer.status, answer.body.resultCode], path).toEqual([403, '000007']);
      }
    }
  });
});
