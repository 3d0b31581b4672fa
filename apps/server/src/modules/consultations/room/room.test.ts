import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_CLOSE, ROOM_RULES } from '@xingtu/contracts/consultation-room';
import { consultationRoomMessages } from '../../../db/schema/consultations.ts';
import { apiClient, type ApiClient } from '../../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartForm, PDF, PNG } from '../../astrologers/test/factories.ts';
import { grantRole } from '../../commerce/test/factories.ts';
import {
  bookAndPay,
  consultant,
  enterRoom,
  isMessage,
  openRoom,
  person,
  START,
  type Consultant,
  type Person,
} from './test/room-fixture.ts';

// Issue 16 §2 Sessions and §4 Checks: the consultation room's chat between the booking's two
// parties, its history and catch-up, files, and everything another user or a bad client may try.

const MINUTE = 60_000;
/** 10:05 Beijing: five minutes into the 10:00 session. */
const IN_SESSION = new Date(START.getTime() + 2 * 3_600_000 + 5 * MINUTE);

describe('consultation room', () => {
  let t: TestApp;
  let api: ApiClient;
  let clock = START;
  let astrologer: Consultant;
  let member: Person;
  let outsider: Person;
  let bookingId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    api = apiClient(t.app);
    astrologer = await consultant(t);
    member = await person(t.app);
    outsider = await person(t.app);
    bookingId = await bookAndPay(t, member, astrologer);
  }, 120_000);
  afterAll(() => t?.close());

  it('stays closed until ten minutes before the start, and says so in Chinese', async () => {
    clock = new Date(START.getTime() + 60 * MINUTE); // 09:00, an hour before
    const history = await api.get(`/api/consultations/${bookingId}/room`, member.token);
    expect(history.body.data.records.room).toMatchObject({ open: false, side: 'member' });
    expect(history.body.data.records.room.closedReason).toContain('10分钟');
    const room = await enterRoom(t.app, bookingId, member.token);
    expect(await room.next((f) => f.type === 'closed')).toMatchObject({ type: 'closed' });
    expect(await room.closed).toBe(ROOM_CLOSE.roomClosed);
    clock = new Date(START.getTime() + 111 * MINUTE); // 09:51: open
    const open = await api.get(`/api/consultations/${bookingId}/room`, astrologer.token);
    expect(open.body.data.records.room).toMatchObject({ open: true, side: 'astrologer' });
  });

  it('carries messages both ways in real time and keeps them for the history', async () => {
    clock = IN_SESSION;
    const memberRoom = await enterRoom(t.app, bookingId, member.token);
    const astrologerRoom = await enterRoom(t.app, bookingId, astrologer.token);
    expect(memberRoom.frames[0]).toMatchObject({ type: 'ready', room: { open: true, side: 'member' } });

    memberRoom.send({ type: 'send', text: '老师好，我想问问今年的工作变动', clientId: 'c1' });
    const heard = await astrologerRoom.next(isMessage('老师好，我想问问今年的工作变动'));
    expect(heard).toMatchObject({ message: { sender: 'member' } });
    expect(heard).not.toHaveProperty('clientId');
    // The sender learns its message was saved, matched by its own id.
    expect(await memberRoom.next(isMessage('老师好，我想问问今年的工作变动'))).toMatchObject({
      clientId: 'c1',
    });

    astrologerRoom.send({ type: 'send', text: '你好，我先看看你的星盘' });
    const reply = await memberRoom.next(isMessage('你好，我先看看你的星盘'));
    expect(reply).toMatchObject({ message: { sender: 'astrologer' } });

    const history = await api.get(`/api/consultations/${bookingId}/room`, member.token);
    expect(history.body.data.records.messages.map((m: { text: string }) => m.text)).toEqual([
      '老师好，我想问问今年的工作变动',
      '你好，我先看看你的星盘',
    ]);
    memberRoom.socket.close();
    astrologerRoom.socket.close();
  });

  it('catches a reconnecting side up with what it missed, after its last message id', async () => {
    clock = IN_SESSION;
    const first = await api.get(`/api/consultations/${bookingId}/room`, member.token);
    const lastId = first.body.data.records.messages.at(-1).id as number;
    const astrologerRoom = await enterRoom(t.app, bookingId, astrologer.token);
    astrologerRoom.send({ type: 'send', text: '断线期间的一条消息' });
    await astrologerRoom.next(isMessage('断线期间的一条消息'));
    const back = await enterRoom(t.app, bookingId, member.token, lastId);
    const ready = back.frames[0];
    expect(ready?.type === 'ready' && ready.messages.map((m) => m.text)).toEqual(['断线期间的一条消息']);
    back.socket.close();
    astrologerRoom.socket.close();
  });

  it('refuses another user the room, its history and its files: 404 everywhere', async () => {
    clock = IN_SESSION;
    expect((await api.get(`/api/consultations/${bookingId}/room`, outsider.token)).status).toBe(404);
    const own = await api.get(`/api/consultations/${bookingId}/room`, member.token);
    const anyId = own.body.data.records.messages[0].id;
    expect(
      (await api.get(`/api/consultations/${bookingId}/room/files/${anyId}`, outsider.token)).status,
    ).toBe(404);
    const form = multipartForm({}, [{ field: 'file', filename: 'a.png', type: 'image/png', body: PNG }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/consultations/${bookingId}/room/files`,
      headers: { authorization: `Bearer ${outsider.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(404);
    const room = await enterRoom(t.app, bookingId, outsider.token);
    expect(room.frames[0]).toMatchObject({ type: 'error', code: '000404', message: '咨询室不存在' });
    expect(await room.closed).toBe(ROOM_CLOSE.notFound);
    // A made-up booking looks exactly the same.
    const made = await enterRoom(t.app, 'zzzzzzzzzzzz', outsider.token);
    expect(made.frames[0]).toMatchObject({ type: 'error', code: '000404' });
    expect((await api.get('/api/consultations/zzzzzzzzzzzz/room')).status).toBe(401);
  });

  it('refuses a socket without a valid sign-in', async () => {
    const room = await openRoom(t.app, bookingId);
    room.send({ type: 'auth', token: 'not-a-token' });
    expect(await room.next((f) => f.type === 'error')).toMatchObject({ code: '001101' });
    expect(await room.closed).toBe(ROOM_CLOSE.signedOut);
    const early = await openRoom(t.app, bookingId);
    early.send({ type: 'send', text: '还没登录' });
    expect(await early.next((f) => f.type === 'error')).toMatchObject({ code: '001102' });
    early.socket.close();
  });

  it('answers bad frames with a Chinese error frame and carries on', async () => {
    clock = IN_SESSION;
    const room = await enterRoom(t.app, bookingId, member.token);
    const errors = () => room.frames.filter((f) => f.type === 'error');
    room.send('{not json');
    room.send(JSON.stringify([1, 2, 3]));
    room.send({ type: 'shout', text: '？' });
    room.socket.send(Buffer.from([0, 1, 2, 3]), { binary: true });
    room.send({ type: 'send', text: 'x'.repeat(ROOM_RULES.maxFrameBytes + 10) });
    room.send({ type: 'send', text: '   ' });
    room.send({ type: 'send', text: '好'.repeat(ROOM_RULES.maxTextChars + 1) });
    await room.next(() => errors().length >= 7);
    for (const error of errors()) expect(error.type === 'error' && error.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(errors().map((e) => e.type === 'error' && e.code)).toEqual([
      '000400',
      '000400',
      '000400',
      '000400',
      '000400',
      '000422',
      '000422',
    ]);
    room.send({ type: 'ping' });
    expect(await room.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
    room.socket.close();
    // The server is still well: a new frame on a new socket goes through.
    const again = await enterRoom(t.app, bookingId, member.token);
    again.send({ type: 'send', text: '刚才网络不太好' });
    await again.next(isMessage('刚才网络不太好'));
    again.socket.close();
  });

  it('moderates every message: 001108, nothing saved', async () => {
    clock = IN_SESSION;
    const room = await enterRoom(t.app, bookingId, member.token);
    room.send({ type: 'send', text: '网上赌场能赢钱吗', clientId: 'dirty' });
    expect(await room.next((f) => f.type === 'error')).toMatchObject({ code: '001108', clientId: 'dirty' });
    const saved = await t.deps.database.db
      .select()
      .from(consultationRoomMessages)
      .where(eq(consultationRoomMessages.body, '网上赌场能赢钱吗'));
    expect(saved).toEqual([]);
    room.socket.close();
  });

  it('limits how fast one connection may send', async () => {
    clock = IN_SESSION;
    const room = await enterRoom(t.app, bookingId, astrologer.token);
    for (let i = 0; i <= ROOM_RULES.rateMessages; i += 1)
      room.send({ type: 'send', text: `第${i + 1}条`, clientId: `r${i}` });
    expect(await room.next((f) => f.type === 'error')).toMatchObject({
      code: '000429',
      clientId: `r${ROOM_RULES.rateMessages}`,
    });
    await room.next(isMessage(`第${ROOM_RULES.rateMessages}条`));
    room.socket.close();
  });

  it('shares images and PDFs checked by their bytes, downloadable by the two parties only', async () => {
    clock = IN_SESSION;
    const astrologerRoom = await enterRoom(t.app, bookingId, astrologer.token);
    const upload = (body: Buffer, filename: string, type: string) => {
      const form = multipartForm({}, [{ field: 'file', filename, type, body }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/consultations/${bookingId}/room/files`,
        headers: { authorization: `Bearer ${member.token}`, ...form.headers },
        payload: form.payload,
      });
    };
    const image = await upload(PNG, '../../出生证明.png', 'image/png');
    expect(image.json(), image.body).toMatchObject({ success: true });
    const message = image.json().data.records;
    expect(message.file).toMatchObject({ name: '出生证明.png', contentType: 'image/png', isImage: true });
    const heard = await astrologerRoom.next((f) => f.type === 'message' && f.message.id === message.id);
    expect(heard).toMatchObject({ message: { file: { url: message.file.url } } });
    const download = await t.app.inject({
      method: 'GET',
      url: message.file.url,
      headers: { authorization: `Bearer ${astrologer.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: message.file.url,
          headers: { authorization: `Bearer ${outsider.token}` },
        })
      ).statusCode,
    ).toBe(404);
    // Not reachable through the public file route either.
    const [row] = await t.deps.database.db
      .select({ key: consultationRoomMessages.fileKey })
      .from(consultationRoomMessages)
      .where(eq(consultationRoomMessages.id, message.id));
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row!.key}` })).statusCode).toBe(404);

    expect((await upload(PDF, '星盘笔记.pdf', 'application/pdf')).json().data.records.file.contentType).toBe(
      'application/pdf',
    );
    const html = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(html.statusCode).toBe(422);
    const before = await t.deps.database.db
      .select()
      .from(consultationRoomMessages)
      .where(and(eq(consultationRoomMessages.fileName, 'evil.png')));
    expect(before).toEqual([]);
    astrologerRoom.socket.close();
  });

  it('closes a socket whose session ended (signed out)', async () => {
    const signedIn = await person(t.app);
    const otherConsultant = await consultant(t);
    clock = START;
    const target = await bookAndPay(t, signedIn, otherConsultant);
    clock = IN_SESSION;
    const token = signedIn.token;
    const room = await enterRoom(t.app, target, token);
    expect(room.frames[0]?.type).toBe('ready');
    await api.post('/base/user/logout', undefined, token);
    expect(await room.next((f) => f.type === 'error', 8_000)).toMatchObject({ code: '001101' });
    expect(await room.closed).toBe(ROOM_CLOSE.signedOut);
  }, 15_000);

  it('closes the room on both sides when the astrologer completes the session', async () => {
    clock = IN_SESSION;
    const other = await person(t.app);
    const otherConsultant = await consultant(t);
    clock = START;
    const booking = await bookAndPay(t, other, otherConsultant);
    clock = IN_SESSION;
    const memberRoom = await enterRoom(t.app, booking, other.token);
    const astrologerRoom = await enterRoom(t.app, booking, otherConsultant.token);
    const done = await api.post(
      `/api/astrologer/consult/orders/${booking}/complete`,
      undefined,
      otherConsultant.token,
    );
    expect(done.body.success, JSON.stringify(done.body)).toBe(true);
    for (const room of [memberRoom, astrologerRoom]) {
      expect(await room.next((f) => f.type === 'closed')).toMatchObject({
        reason: expect.stringContaining('完成'),
      });
      expect(await room.closed).toBe(ROOM_CLOSE.roomClosed);
    }
    const after = await api.get(`/api/consultations/${booking}/room`, other.token);
    expect(after.body.data.records.room).toMatchObject({ open: false });
    const late = await enterRoom(t.app, booking, other.token);
    expect(await late.next((f) => f.type === 'closed')).toMatchObject({ type: 'closed' });
  });

  it('closes the open room on both sides when an operator refunds the order from the console', async () => {
    clock = IN_SESSION;
    const other = await person(t.app);
    const otherConsultant = await consultant(t);
    const cashier = await person(t.app);
    await grantRole(t.deps.database.db, cashier.id, 'finance');
    clock = START;
    const booking = await bookAndPay(t, other, otherConsultant);
    const { orderNo } = (await api.get(`/api/consultations/${booking}`, other.token)).body.data.records;
    clock = IN_SESSION;
    const memberRoom = await enterRoom(t.app, booking, other.token);
    const astrologerRoom = await enterRoom(t.app, booking, otherConsultant.token);
    const refunded = await api.post(
      `/api/admin/orders/${orderNo}/refund`,
      { destination: 'wallet', reason: '来访者投诉，协商全额退款' },
      cashier.token,
    );
    expect(refunded.body.success, JSON.stringify(refunded.body)).toBe(true);
    // The close follows the committed refund (a durable job: the poller in service, drained here).
    await t.deps.jobs.drain();
    for (const room of [memberRoom, astrologerRoom]) {
      expect(await room.next((f) => f.type === 'closed')).toMatchObject({
        reason: expect.stringContaining('预约已取消（订单已退款）'),
      });
      expect(await room.closed).toBe(ROOM_CLOSE.roomClosed);
    }
    const after = await api.get(`/api/consultations/${booking}/room`, other.token);
    expect(after.body.data.records.room).toMatchObject({ open: false });
  });

  it('closes the open room when the member cancels or the astrologer cancels before the start', async () => {
    clock = START;
    const other = await person(t.app);
    const otherConsultant = await consultant(t);
    const byMember = await bookAndPay(t, other, otherConsultant, '2026-12-03T02:00:00.000Z');
    const byAstrologer = await bookAndPay(t, other, otherConsultant, '2026-12-04T02:00:00.000Z');
    // Both rooms open ten minutes before their start: enter each then, cancel, see it close.
    for (const [booking, cancel, words] of [
      [byMember, () => api.post(`/api/consultations/${byMember}/cancel`, undefined, other.token), '来访者'],
      [
        byAstrologer,
        () =>
          api.post(`/api/astrologer/consult/orders/${byAstrologer}/cancel`, undefined, otherConsultant.token),
        '咨询师取消',
      ],
    ] as const) {
      const startsAt = (await api.get(`/api/consultations/${booking}`, other.token)).body.data.records
        .startsAt;
      clock = new Date(new Date(startsAt).getTime() - 5 * MINUTE);
      const room = await enterRoom(t.app, booking, other.token);
      expect(room.frames[0]).toMatchObject({ type: 'ready', room: { open: true } });
      const cancelled = await cancel();
      expect(cancelled.body.success, JSON.stringify(cancelled.body)).toBe(true);
      expect(await room.next((f) => f.type === 'closed')).toMatchObject({
        reason: expect.stringContaining(words),
      });
      expect(await room.closed).toBe(ROOM_CLOSE.roomClosed);
    }
  });

  it('lets an operator (admin, support) read a room and its files for a complaint; nobody else', async () => {
    const operator = await person(t.app);
    await grantRole(t.deps.database.db, operator.id, 'support');
    const read = await api.get(`/api/admin/consultations/${bookingId}/room`, operator.token);
    expect(read.body.success, JSON.stringify(read.body)).toBe(true);
    const { messages } = read.body.data.records;
    expect(messages.map((m: { text: string }) => m.text)).toContain('老师好，我想问问今年的工作变动');
    const withFile = messages.find((m: { file: unknown }) => m.file);
    expect(withFile.file.url).toMatch(/^\/api\/admin\/consultations\//);
    const file = await t.app.inject({
      method: 'GET',
      url: withFile.file.url,
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect((await api.get(`/api/admin/consultations/${bookingId}/room`, member.token)).status).toBe(404);
    expect((await api.get('/api/admin/consultations/zzzzzzzzzzzz/room', operator.token)).status).toBe(404);
  });
});
