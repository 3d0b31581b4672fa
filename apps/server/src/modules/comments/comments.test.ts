import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPACITY_TYPE } from '@xingtu/contracts/enums';
import { comments } from '../../db/schema/comments.ts';
import { consultationBookings } from '../../db/schema/consultations.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { makeAstrologer } from '../astrologers/test/factories.ts';
import { fundWallet, grantRole } from '../commerce/test/factories.ts';

// Issue 16 reviews through SPEC §7 /api/user/comment(s): only the booking's member, only after
// completion, once per booking (also under a race); the astrologer's one reply; edits of one's own
// comment within the window; reports; operators hiding and restoring; ratings on the consultant list.

interface Member {
  token: string;
  id: number;
  contactId: number;
}

const HOUR_MS = 3_600_000;
const PRICE_FEN = 20_000;
// Monday 30 Nov 2026, 08:00 Beijing.
const START = new Date('2026-11-30T00:00:00Z');
const SLOTS = ['2026-12-02T02:00:00.000Z', '2026-12-02T04:00:00.000Z', '2026-12-02T06:00:00.000Z'];
const contact = {
  name: '许知秋',
  gender: 'female',
  relation: 'self',
  calendar: 'solar',
  birthday: '1990-03-14',
  birth_hour: 7,
  birth_min: 20,
  birth_location: '四川省 成都市 武侯区',
  birth_latitude: 30.64,
  birth_longitude: 104.04,
  birth_time_zone: 'Asia/Shanghai',
};
const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));

describe.each(testDrivers())('consultation reviews on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let clock = START;
  let astrologer: Member;
  let astrologerId: string;
  let serviceId: string;
  let bookingIds: string[] = [];
  let members: Member[] = [];

  const member = async (): Promise<Member> => {
    const answer = await registerUser(api);
    const token = answer.auth.access_token;
    const created = await api.post('/api/user/contacts', contact, token);
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    return { token, id: Number(answer.user.userId), contactId: created.body.data.records.id };
  };
  const bookAndPay = async (who: Member, startsAt: string): Promise<string> => {
    const booked = await api.post(
      '/api/consultations',
      {
        service_id: serviceId,
        starts_at: startsAt,
        contact_id: who.contactId,
        question: '想问问明年搬家的时机',
      },
      who.token,
    );
    expect(booked.body.success, JSON.stringify(booked.body)).toBe(true);
    await fundWallet(t.deps.database.db, who.id, PRICE_FEN);
    const paid = await api.post(
      '/api/payments',
      { order_no: booked.body.data.records.orderNo, channel: 'wallet' },
      who.token,
    );
    expect(paid.body.success, JSON.stringify(paid.body)).toBe(true);
    return booked.body.data.records.booking.id as string;
  };
  const review = (who: Member, bookingId: string, extra: Record<string, unknown> = {}) =>
    api.post(
      '/api/user/comment',
      { booking_id: bookingId, rating: 5, content: '讲解很细致，帮我理清了思路', ...extra },
      who.token,
    );
  const reviewsOf = (token?: string) =>
    api.get(`/api/user/comments?target_type=astrologer&target_id=${astrologerId}`, token);

  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => clock });
    api = apiClient(t.app);
    astrologer = await member();
    astrologerId = await makeAstrologer(t.deps.database.db, astrologer.id, [CAPACITY_TYPE.CONSULTANT]);
    const service = await api.post(
      '/api/astrologer/consult/services',
      { kind: 'text', title: '流年文字解读', duration_minutes: 60, price_fen: PRICE_FEN },
      astrologer.token,
    );
    expect(service.body.success, JSON.stringify(service.body)).toBe(true);
    serviceId = service.body.data.records.id;
    await api.put(
      '/api/astrologer/consult/schedule',
      { time_zone: 'Asia/Shanghai', buffer_minutes: 0, weekly: everyDay, exceptions: [] },
      astrologer.token,
    );
    members = [await member(), await member(), await member()];
    bookingIds = [];
    for (const [i, who] of members.entries()) bookingIds.push(await bookAndPay(who, SLOTS[i]!));
  }, 180_000);
  afterAll(() => t?.close());

  it('refuses a review before the consultation is completed, and from anyone but its member', async () => {
    const early = await review(members[0]!, bookingIds[0]!);
    expect(early.body.resultCode).toBe('003322');
    expect(early.body.desc).toContain('咨询完成后');

    clock = new Date(new Date(SLOTS[2]!).getTime() + 2 * HOUR_MS);
    for (const id of bookingIds) {
      const done = await api.post(`/api/astrologer/consult/orders/${id}/complete`, {}, astrologer.token);
      expect(done.body.success, JSON.stringify(done.body)).toBe(true);
    }
    // Another member's booking, and the astrologer reviewing their own order: 404, nothing saved.
    const stranger = await review(members[1]!, bookingIds[0]!);
    expect(stranger.status).toBe(404);
    const self = await review(astrologer, bookingIds[0]!);
    expect(self.status).toBe(404);
    const signedOut = await api.post('/api/user/comment', {
      booking_id: bookingIds[0],
      rating: 5,
      content: '很好很好很好',
    });
    expect(signedOut.status).toBe(401);
    expect(await t.deps.database.db.select().from(comments)).toHaveLength(0);
  });

  it('validates the rating and the text in Chinese, and moderates the text (001108)', async () => {
    const noRating = await api.post(
      '/api/user/comment',
      { booking_id: bookingIds[0], content: '讲解很细致，帮我理清了思路' },
      members[0]!.token,
    );
    expect(noRating.status).toBe(422);
    expect(JSON.stringify(noRating.body)).toContain('打分');
    const six = await review(members[0]!, bookingIds[0]!, { rating: 6 });
    expect(six.status).toBe(422);
    const short = await review(members[0]!, bookingIds[0]!, { content: '好' });
    expect(short.status).toBe(422);
    const dirty = await review(members[0]!, bookingIds[0]!, { content: '欢迎来网上赌场一起玩' });
    expect(dirty.body.resultCode).toBe('001108');
    expect(await t.deps.database.db.select().from(comments)).toHaveLength(0);
  });

  it('takes one review per booking, even when two arrive at once', async () => {
    const both = await Promise.all([
      review(members[0]!, bookingIds[0]!, { rating: 4 }),
      review(members[0]!, bookingIds[0]!, { rating: 4 }),
    ]);
    expect(both.filter((a) => a.body.success)).toHaveLength(1);
    expect(both.find((a) => !a.body.success)!.body.resultCode).toBe('003340');
    const again = await review(members[0]!, bookingIds[0]!);
    expect(again.body.resultCode).toBe('003340');
    const rows = await t.deps.database.db.select().from(comments);
    expect(rows).toHaveLength(1);
    // The database itself refuses a second review row for the booking.
    const [booking] = await t.deps.database.db
      .select({ id: consultationBookings.id })
      .from(consultationBookings)
      .where(eq(consultationBookings.publicId, bookingIds[0]!));
    await expect(
      t.deps.database.db.insert(comments).values({
        publicId: 'dupdupdupdup',
        targetType: 'astrologer',
        targetRef: astrologer.id,
        bookingId: booking!.id,
        authorUserId: members[0]!.id,
        rating: 3,
        content: '第二条评价',
      }),
    ).rejects.toThrow();
  });

  it('shows reviews with the rating on the astrologer tab and the consultant list, names masked', async () => {
    expect(
      (await review(members[1]!, bookingIds[1]!, { rating: 3, content: '回答偏笼统，希望更具体些' })).body
        .success,
    ).toBe(true);
    const list = await reviewsOf();
    expect(list.body.data.total).toBe(2);
    const [latest] = list.body.data.records;
    expect(latest.rating).toBe(3);
    expect(latest.context).toBe('流年文字解读');
    expect(latest.authorName).toMatch(/^.\*\*$/);
    expect(latest.mine).toBe(false);
    const consultants = await api.get('/api/consultants');
    const mine = consultants.body.data.records.find((c: { id: string }) => c.id === astrologerId);
    expect(mine).toMatchObject({ ratingAverage: 3.5, ratingCount: 2 });
    const detail = await api.get(`/api/consultants/${astrologerId}`);
    expect(detail.body.data.records.ratingCount).toBe(2);
    expect((await api.get('/api/consultants?min_rating=4')).body.data.records).toHaveLength(0);
    expect((await api.get('/api/consultants?min_rating=3.5&sort=rating')).body.data.records).toHaveLength(1);
    // A member's own review of a booking, read by booking; another member's booking is 404.
    const own = await api.get(`/api/user/comments?booking_id=${bookingIds[0]}`, members[0]!.token);
    expect(own.body.data.records[0]).toMatchObject({ mine: true, mayEdit: true, rating: 4 });
    expect((await api.get(`/api/user/comments?booking_id=${bookingIds[0]}`, members[2]!.token)).status).toBe(
      404,
    );
  });

  it('lets only the reviewed astrologer reply, once, and never to a reply', async () => {
    const [target] = (await reviewsOf(astrologer.token)).body.data.records;
    expect(target.mayReply).toBe(true);
    const byMember = await api.post(
      '/api/user/comment',
      { parent_id: target.commentId, content: '我也觉得很有帮助' },
      members[2]!.token,
    );
    expect(byMember.body.resultCode).toBe('000007');
    const reply = await api.post(
      '/api/user/comment',
      { parent_id: target.commentId, content: '谢谢反馈，下次会多举具体的例子' },
      astrologer.token,
    );
    expect(reply.body.success, JSON.stringify(reply.body)).toBe(true);
    expect(reply.body.data.records.replies[0]).toMatchObject({
      bySubject: true,
      authorName: expect.stringContaining('测试占星师'),
    });
    const twice = await api.post(
      '/api/user/comment',
      { parent_id: target.commentId, content: '再补充一句说明' },
      astrologer.token,
    );
    expect(twice.body.resultCode).toBe('003340');
    const deeper = await api.post(
      '/api/user/comment',
      { parent_id: reply.body.data.records.replies[0].commentId, content: '回复的回复内容' },
      astrologer.token,
    );
    expect(deeper.status).toBe(422);
    // The database refuses a reply to a reply whatever the application does (migration 0012's trigger).
    const [replyRow] = await t.deps.database.db
      .select()
      .from(comments)
      .where(eq(comments.publicId, reply.body.data.records.replies[0].commentId));
    await expect(
      t.deps.database.db.insert(comments).values({
        publicId: 'deepdeepdeep',
        targetType: 'astrologer',
        targetRef: astrologer.id,
        parentId: replyRow!.id,
        authorUserId: astrologer.id,
        content: '第三层的回复',
      }),
    ).rejects.toThrow();
    const after = (await reviewsOf(astrologer.token)).body.data.records[0];
    expect(after.mayReply).toBe(false);
    expect(after.replies).toHaveLength(1);
    // Nor can anyone comment on an astrologer without a booking.
    const plain = await api.post(
      '/api/user/comment',
      { target_type: 'astrologer', target_id: astrologerId, content: '路过看看这位老师' },
      members[2]!.token,
    );
    expect(plain.status).toBe(422);
  });

  it('edits one’s own comment within the window (moderated again); another’s is 404', async () => {
    const [mineRecord] = (await api.get(`/api/user/comments?booking_id=${bookingIds[0]}`, members[0]!.token))
      .body.data.records;
    const id = mineRecord.commentId;
    const other = await api.put(`/api/user/comment/${id}`, { content: '改成别人的话了' }, members[1]!.token);
    expect(other.status).toBe(404);
    const dirty = await api.put(
      `/api/user/comment/${id}`,
      { content: '欢迎来网上赌场一起玩' },
      members[0]!.token,
    );
    expect(dirty.body.resultCode).toBe('001108');
    const edited = await api.put(
      `/api/user/comment/${id}`,
      { content: '补充：后续的建议也很实用', rating: 5 },
      members[0]!.token,
    );
    expect(edited.body.success, JSON.stringify(edited.body)).toBe(true);
    expect(edited.body.data.records).toMatchObject({ content: '补充：后续的建议也很实用', rating: 5 });
    expect(edited.body.data.records.editedAt).not.toBeNull();
    clock = new Date(clock.getTime() + 73 * HOUR_MS);
    const late = await api.put(`/api/user/comment/${id}`, { content: '过了时间再改一次' }, members[0]!.token);
    expect(late.body.resultCode).toBe('003341');
  });

  it('takes one report per member; operators list, hide and restore, and hidden reviews leave the rating', async () => {
    const [target] = (await reviewsOf()).body.data.records;
    const own = await api.post(
      `/api/user/comment/${target.commentId}/report`,
      { reason: 'ad' },
      members[1]!.token,
    );
    expect(own.status).toBe(422);
    const reported = await api.post(
      `/api/user/comment/${target.commentId}/report`,
      { reason: 'abuse', note: '语气不友善' },
      members[2]!.token,
    );
    expect(reported.body.success, JSON.stringify(reported.body)).toBe(true);
    const twice = await api.post(
      `/api/user/comment/${target.commentId}/report`,
      { reason: 'abuse' },
      members[2]!.token,
    );
    expect(twice.body.resultCode).toBe('003342');
    const badReason = await api.post(
      `/api/user/comment/${target.commentId}/report`,
      { reason: 'boring' },
      members[0]!.token,
    );
    expect(badReason.status).toBe(422);

    expect((await api.get('/api/admin/comments', members[2]!.token)).status).toBe(404);
    const admin = await member();
    await grantRole(t.deps.database.db, admin.id, 'admin');
    const queue = await api.get('/api/admin/comments?status=reported', admin.token);
    expect(queue.body.data.records).toHaveLength(1);
    expect(queue.body.data.records[0]).toMatchObject({ commentId: target.commentId, reportCount: 1 });
    expect(queue.body.data.records[0].reports[0]).toMatchObject({ reason: 'abuse', note: '语气不友善' });

    const noReason = await api.post(`/api/admin/comments/${target.commentId}/hide`, {}, admin.token);
    expect(noReason.status).toBe(422);
    const hidden = await api.post(
      `/api/admin/comments/${target.commentId}/hide`,
      { reason: '含人身攻击' },
      admin.token,
    );
    expect(hidden.body.data.records).toMatchObject({ status: 'hidden', hiddenReason: '含人身攻击' });
    expect((await reviewsOf()).body.data.total).toBe(1);
    const rated = (await api.get(`/api/consultants/${astrologerId}`)).body.data.records;
    expect(rated).toMatchObject({ ratingAverage: 5, ratingCount: 1 });
    expect((await api.get('/api/admin/comments?status=hidden', admin.token)).body.data.total).toBe(1);
    // Its author cannot edit it while hidden.
    const hiddenEdit = await api.put(
      `/api/user/comment/${target.commentId}`,
      { content: '修改被隐藏的评价' },
      members[1]!.token,
    );
    expect(hiddenEdit.body.resultCode).toBe('003341');

    const restored = await api.post(`/api/admin/comments/${target.commentId}/restore`, {}, admin.token);
    expect(restored.body.data.records).toMatchObject({ status: 'visible', reportCount: 0 });
    expect((await reviewsOf()).body.data.total).toBe(2);
    expect((await api.post('/api/admin/comments/zzzzzzzzzzzz/restore', {}, admin.token)).status).toBe(404);
  });
});

describe.each(testDrivers())('a member’s time zone on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    api = apiClient(t.app);
  }, 120_000);
  afterAll(() => t?.close());

  it('is Beijing time until chosen, then remembered; only listed zones are taken', async () => {
    const token = (await registerUser(api)).auth.access_token;
    expect((await api.get('/api/user/timeZone')).status).toBe(401);
    expect((await api.get('/api/user/timeZone', token)).body.data.records).toEqual({
      timeZone: 'Asia/Shanghai',
      chosen: false,
    });
    const bad = await api.put('/api/user/timeZone', { time_zone: 'Mars/Olympus' }, token);
    expect(bad.status).toBe(422);
    const saved = await api.put('/api/user/timeZone', { time_zone: 'Europe/London' }, token);
    expect(saved.body.data.records).toEqual({ timeZone: 'Europe/London', chosen: true });
    expect((await api.get('/api/user/timeZone', token)).body.data.records.timeZone).toBe('Europe/London');
    const other = (await registerUser(api)).auth.access_token;
    expect((await api.get('/api/user/timeZone', other)).body.data.records.timeZone).toBe('Asia/Shanghai');
  });
});
