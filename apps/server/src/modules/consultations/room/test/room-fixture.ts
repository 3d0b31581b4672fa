import { expect } from 'vitest';
import type { WebSocket } from 'ws';
import { CAPACITY_TYPE } from '@xingtu/contracts/enums';
import { roomSocketPath, type RoomServerFrame } from '@xingtu/contracts/consultation-room';
import type { FastifyInstance } from 'fastify';
import { registerUser } from '../../../../test/accounts.ts';
import { apiClient } from '../../../../test/http-client.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { makeAstrologer } from '../../../astrologers/test/factories.ts';
import { fundWallet } from '../../../commerce/test/factories.ts';

// Room tests: a consultant with a service and a schedule, a member who books and pays, and sockets
// that collect what the server sends.

export const PRICE_FEN = 20_000;
/** Monday 30 Nov 2026, 08:00 Beijing: the clock tests start from. */
export const START = new Date('2026-11-30T00:00:00Z');
/** The booked slot: 10:00–11:00 Beijing the same day. */
export const SLOT = '2026-11-30T02:00:00.000Z';

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

export interface Person {
  token: string;
  id: number;
  contactId: number;
}

export async function person(app: FastifyInstance): Promise<Person> {
  const api = apiClient(app);
  const answer = await registerUser(api);
  const token = answer.auth.access_token;
  const created = await api.post('/api/user/contacts', contact, token);
  expect(created.body.success, JSON.stringify(created.body)).toBe(true);
  return { token, id: Number(answer.user.userId), contactId: created.body.data.records.id };
}

export interface Consultant extends Person {
  serviceId: string;
}

export async function consultant(t: TestApp): Promise<Consultant> {
  const api = apiClient(t.app);
  const who = await person(t.app);
  await makeAstrologer(t.deps.database.db, who.id, [CAPACITY_TYPE.CONSULTANT]);
  const service = await api.post(
    '/api/astrologer/consult/services',
    { kind: 'text', title: '文字咨询', duration_minutes: 60, price_fen: PRICE_FEN },
    who.token,
  );
  expect(service.body.success, JSON.stringify(service.body)).toBe(true);
  const schedule = await api.put(
    '/api/astrologer/consult/schedule',
    { time_zone: 'Asia/Shanghai', buffer_minutes: 0, weekly: everyDay, exceptions: [] },
    who.token,
  );
  expect(schedule.body.success, JSON.stringify(schedule.body)).toBe(true);
  return { ...who, serviceId: service.body.data.records.id };
}

/** The member books `startsAt` with the consultant and pays from the wallet; the booking's public id. */
export async function bookAndPay(t: TestApp, member: Person, with_: Consultant, startsAt = SLOT) {
  const api = apiClient(t.app);
  const booked = await api.post(
    '/api/consultations',
    {
      service_id: with_.serviceId,
      starts_at: startsAt,
      contact_id: member.contactId,
      question: '想聊聊事业方向',
    },
    member.token,
  );
  expect(booked.body.success, JSON.stringify(booked.body)).toBe(true);
  await fundWallet(t.deps.database.db, member.id, PRICE_FEN);
  const paid = await api.post(
    '/api/payments',
    { order_no: booked.body.data.records.orderNo, channel: 'wallet' },
    member.token,
  );
  expect(paid.body.success, JSON.stringify(paid.body)).toBe(true);
  return booked.body.data.records.booking.id as string;
}

/** A socket on the room and everything the server sent it. */
export interface Listener {
  socket: WebSocket;
  frames: RoomServerFrame[];
  closed: Promise<number>;
  /** Resolves with the first frame (from now on, or already received) that matches. */
  next(match: (frame: RoomServerFrame) => boolean, timeoutMs?: number): Promise<RoomServerFrame>;
  send(frame: unknown): void;
}

export async function openRoom(app: FastifyInstance, bookingId: string): Promise<Listener> {
  // injectWS has no network socket: give the request the address a real one would have.
  const socket = await app.injectWS(roomSocketPath(bookingId), {
    socket: { remoteAddress: '127.0.0.1' },
  } as never);
  const frames: RoomServerFrame[] = [];
  const waiters: { match: (frame: RoomServerFrame) => boolean; resolve: (f: RoomServerFrame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as RoomServerFrame;
    frames.push(frame);
    for (const waiter of [...waiters])
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return {
    socket,
    frames,
    closed,
    next(match, timeoutMs = 5_000) {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such frame in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    },
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
  };
}

/** Opens the room signed in as `who`; resolves once the history came. */
export async function enterRoom(app: FastifyInstance, bookingId: string, token: string, since?: number) {
  const room = await openRoom(app, bookingId);
  room.send({ type: 'auth', token, ...(since !== undefined ? { since } : {}) });
  await room.next((frame) => frame.type === 'ready' || frame.type === 'error');
  return room;
}

export const isMessage = (text: string) => (frame: RoomServerFrame) =>
  frame.type === 'message' && frame.message.text === text;
