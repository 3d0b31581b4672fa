import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingToday } from '@xingtu/contracts/beijing-time';
import { HOMEWORK_RULES } from '@xingtu/contracts/courses';
import { IMAGE_MESSAGES } from '@xingtu/contracts/validation';
import { courseLessons, courses } from '../../db/schema/courses.ts';
import { seedDemoCourses } from '../../db/seed/courses.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { makeAstrologer } from '../astrologers/test/factories.ts';
import { grantRole } from '../commerce/test/factories.ts';
import { ensureDemoClip } from './demo-video.ts';
import { ENROL_FORM as FORM, enrolAndPay, personMaker, postMultipart, type Who } from './test/fixtures.ts';

const START = new Date('2026-11-27T04:00:00Z');
// A PNG header (1×1: the size is read from it) and some bytes after it.
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.alloc(64, 1),
]);

describe.each(testDrivers())('courses, seats, lessons and homework on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let now = START;
  let teacher: Who;
  const db = () => t.deps.database.db;

  const person = personMaker(() => t, '135');
  const buy = (who: Who, slug = 'natal-basics') => enrolAndPay(t, api, who, slug);
  const uploadPng = (who: Who, body: Buffer = PNG) =>
    postMultipart(t, '/api/courses/homework/images', who.token, {
      filename: 'a.png',
      contentType: 'image/png',
      body,
    });

  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => now });
    api = apiClient(t.app);
    teacher = await person('沈老师');
    await makeAstrologer(db(), teacher.id, ['A']);
    await seedDemoCourses(db(), teacher.id);
    await ensureDemoClip(t.deps.storage);
  });
  afterAll(() => t.close());

  it('lists the catalogue with filters and shows a course’s outline, teacher and seats', async () => {
    const all = await api.get('/api/courses?size=20');
    expect(all.body.data.total).toBe(3);
    const natal = all.body.data.records.find((c: { id: string }) => c.id === 'natal-basics');
    expect(natal).toMatchObject({ level: '入门', saleState: 'open', seats: null });
    expect(natal.lessonCount).toBeGreaterThan(3);
    const beginners = await api.get(`/api/courses?level=${encodeURIComponent('进阶')}`);
    expect(beginners.body.data.records.every((c: { level: string }) => c.level === '进阶')).toBe(true);
    const detail = await api.get('/api/courses/natal-basics');
    expect(detail.body.data.records.chapters.length).toBeGreaterThan(1);
    expect(detail.body.data.records.enrolment).toBeNull();
    expect((await api.get('/api/courses/no-such-course')).status).toBe(404);
    const cover = await t.app.inject({ url: '/api/courses/natal-basics/cover.svg' });
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain('<svg');
  });

  it('homework images: only a member enrolled in a course with homework uploads, at most 50 a day', async () => {
    const stranger = await person('没报名的人');
    const refused = await uploadPng(stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    const learner = await person('爱上传的人');
    await buy(learner);
    // The size comes from the header: 20000×20000 claimed by a small file is refused.
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    const tooLarge = await uploadPng(learner, huge);
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.desc).toBe(IMAGE_MESSAGES.tooLarge);
    expect((await uploadPng(learner)).body.success).toBe(true);
    // As if 48 more were uploaded today: the 50th is taken, the 51st is not.
    const key = `homework-images:${learner.id}:${beijingToday(now)}`;
    for (let i = 2; i < HOMEWORK_RULES.imagesPerDay; i += 1) await t.deps.kv.increment(key, 86_400_000);
    expect((await uploadPng(learner)).body.success).toBe(true);
    const over = await uploadPng(learner);
    expect(over.status).toBe(429);
    expect(over.body.desc).toContain('明天');
  });

  it('a free preview plays for anyone; other lessons answer 404 with no media address until bought', async () => {
    const lessons = await db().select().from(courseLessons);
    const preview = lessons.find((l) => l.freePreview && l.mediaKey)!;
    const locked = lessons.find((l) => !l.freePreview && l.mediaKey && l.courseId === preview.courseId)!;
    const open = await api.get(`/api/courses/lessons/${preview.slug}`);
    expect(open.body.data.records.media.url).toMatch(
      /^\/api\/courses\/media\/courses\/demo\/index\.m3u8\?exp=\d+&sig=/,
    );
    expect(open.body.data.records.progress).toBeNull();
    const stranger = await person('路人');
    const closed = await api.get(`/api/courses/lessons/${locked.slug}`, stranger.token);
    expect(closed.status).toBe(404);
    expect(JSON.stringify(closed.body)).not.toContain('/api/courses/media');
    expect((await api.get('/api/courses/natal-basics/learning', stranger.token)).status).toBe(404);
  });

  it('signed media addresses: the playlist signs each segment; a changed signature is 404, an expired one 403', async () => {
    const lessons = await db().select().from(courseLessons);
    const preview = lessons.find((l) => l.freePreview && l.mediaKey)!;
    const url = (await api.get(`/api/courses/lessons/${preview.slug}`)).body.data.records.media.url as string;
    const playlist = await t.app.inject({ url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    const segment = playlist.body.split('\n').find((line) => line.startsWith('/api/courses/media/'))!;
    expect(segment).toMatch(/seg0\.ts\?exp=\d+&sig=/);
    const ts = await t.app.inject({ url: segment });
    expect(ts.statusCode).toBe(200);
    expect(ts.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    expect(ts.rawPayload.length % 188).toBe(0);
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(404);
    const other = url.replace('index.m3u8', 'seg1.ts');
    expect((await t.app.inject({ url: other })).statusCode).toBe(404);
    now = new Date(START.getTime() + 3 * 3_600_000);
    try {
      const expired = await t.app.inject({ url });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().desc).toContain('过期');
    } finally {
      now = START;
    }
  });

  it('enrol, pay, learn: progress resumes, the course completes when lessons are learnt and homework passes', async () => {
    const member = await person('林同学');
    // A course that reads the chart asks for the birth date.
    const noBirth = await api.post(
      '/api/courses/natal-basics/enrol',
      { knowledge_level: '1', english_level: '1', heard_from: 'weibo' },
      member.token,
    );
    expect(noBirth.status).toBe(422);
    const bad = await api.post(
      '/api/courses/natal-basics/enrol',
      { ...FORM, heard_from: 'tv' },
      member.token,
    );
    expect(bad.status).toBe(422);
    await buy(member);
    const again = await api.post('/api/courses/natal-basics/enrol', FORM, member.token);
    expect(again.body.resultCode).toBe('003302');

    const mine = await api.get('/api/courses/mine', member.token);
    expect(mine.body.data.records).toMatchObject([{ id: 'natal-basics', status: 'active', percent: 0 }]);
    const learning = (await api.get('/api/courses/natal-basics/learning', member.token)).body.data.records;
    const lessons = learning.chapters.flatMap((c: { lessons: unknown[] }) => c.lessons) as {
      id: string;
      kind: string;
      hasHomework: boolean;
    }[];
    const video = lessons.find((l) => l.kind === 'video')!;
    // Halfway through the clip: saved, not learnt; resumes there.
    await api.put(`/api/courses/lessons/${video.id}/progress`, { position_seconds: 2 }, member.token);
    const resumed = (await api.get(`/api/courses/lessons/${video.id}`, member.token)).body.data.records;
    expect(resumed.progress).toMatchObject({ positionSeconds: 2, completed: false });
    const watched = await api.put(
      `/api/courses/lessons/${video.id}/progress`,
      { position_seconds: 4, note: '元素与模式要背熟' },
      member.token,
    );
    expect(watched.body.data.records.lastLessonId).toBe(video.id);
    const afterVideo = (await api.get(`/api/courses/lessons/${video.id}`, member.token)).body.data.records;
    expect(afterVideo.progress).toMatchObject({ completed: true, note: '元素与模式要背熟' });

    // Every lesson learnt: not complete while homework is missing.
    let last: { percent: number; completed: boolean } = { percent: 0, completed: false };
    for (const lesson of lessons)
      last = (
        await api.put(
          `/api/courses/lessons/${lesson.id}/progress`,
          { position_seconds: 0, finished: true },
          member.token,
        )
      ).body.data.records;
    const homeworkLessons = lessons.filter((l) => l.hasHomework);
    expect(homeworkLessons.length).toBeGreaterThan(0);
    expect(last.completed).toBe(false);
    expect(last.percent).toBeLessThan(100);

    // Homework: images checked by their bytes; the teacher grades; another astrologer cannot.
    const fake = await uploadPng(member, Buffer.from('not really a picture at all'));
    expect(fake.status).toBe(422);
    const image = await uploadPng(member);
    expect(image.body.success).toBe(true);
    const outsider = await person('别的占星师');
    await makeAstrologer(db(), outsider.id, ['A']);
    let firstId = '';
    for (const [index, lesson] of homeworkLessons.entries()) {
      const handed = await api.post(
        `/api/courses/lessons/${lesson.id}/homework`,
        {
          content: '我的太阳在狮子座，属于固定火象，生活中确实很重视被看见。',
          images: index === 0 ? [image.body.data.records.id] : [],
        },
        member.token,
      );
      expect(handed.body.success, JSON.stringify(handed.body)).toBe(true);
      if (index === 0) {
        firstId = handed.body.data.records.id;
        expect(handed.body.data.records.images[0]).toMatch(/^\/api\/courses\/media\/course-homework\//);
        const twice = await api.post(
          `/api/courses/lessons/${lesson.id}/homework`,
          { content: '再交一次试试看，看看会不会被拒绝。', images: [] },
          member.token,
        );
        expect(twice.body.resultCode).toBe('003402');
      }
    }
    const stranger = await api.post(
      `/api/courses/teaching/homework/${firstId}/grade`,
      { passed: true, score: 90, comment: '很好' },
      outsider.token,
    );
    expect(stranger.status).toBe(404);
    expect((await api.get('/api/courses/teaching/homework', outsider.token)).body.resultCode).toBe('003403');
    const queue = await api.get('/api/courses/teaching/homework?status=submitted', teacher.token);
    expect(queue.body.data.records.length).toBe(homeworkLessons.length);
    expect(queue.body.data.records[0].studentName).toBe('林同学');
    // The first hand-in is sent back, handed in again, then everything passes.
    await api.post(
      `/api/courses/teaching/homework/${firstId}/grade`,
      { passed: false, score: 50, comment: '请补充元素统计' },
      teacher.token,
    );
    const regraded = await api.post(
      `/api/courses/teaching/homework/${firstId}/grade`,
      { passed: true, score: 90, comment: '再次批改' },
      teacher.token,
    );
    expect(regraded.body.resultCode).toBe('003402');
    await api.post(
      `/api/courses/lessons/${homeworkLessons[0]!.id}/homework`,
      { content: '补充：火象三颗、土象两颗、风象一颗、水象一颗。', images: [] },
      member.token,
    );
    const waiting = await api.get('/api/courses/teaching/homework?status=submitted', teacher.token);
    for (const item of waiting.body.data.records)
      expect(
        (
          await api.post(
            `/api/courses/teaching/homework/${item.id}/grade`,
            { passed: true, score: 92, comment: '观察细致，继续保持。' },
            teacher.token,
          )
        ).body.success,
      ).toBe(true);
    const done = (await api.get('/api/courses/natal-basics/learning', member.token)).body.data.records;
    expect(done).toMatchObject({ percent: 100, completed: true });
    expect(done.completedAt).not.toBeNull();
    const mineHw = await api.get('/api/courses/homework', member.token);
    expect(mineHw.body.data.records[0]).toMatchObject({ status: 'graded', passed: true, studentName: null });
    // Reviews: open to members who joined the course.
    const review = {
      target_type: 'course',
      target_id: 'natal-basics',
      content: '讲解清楚，作业批改很细致，推荐入门。',
    };
    expect((await api.post('/api/user/comment', review, member.token)).body.success).toBe(true);
    const listed = await api.get('/api/user/comments?target_type=course&target_id=natal-basics');
    expect(listed.body.data.records[0]).toMatchObject({ content: review.content });
    // Another member sees none of it.
    const other = await person('旁人');
    expect((await api.post('/api/user/comment', review, other.token)).body.resultCode).toBe('000007');
    expect((await api.get('/api/courses/homework', other.token)).body.data.total).toBe(0);
    expect(
      (
        await api.post(
          `/api/courses/lessons/${homeworkLessons[0]!.id}/homework`,
          { content: '我也想交一份作业可以吗？' },
          other.token,
        )
      ).status,
    ).toBe(404);
  });

  it('30 parallel enrolments on 10 seats → 10 held, 20 answered 013002206', async () => {
    await db().update(courses).set({ seats: 10, seatsTaken: 0 }).where(eq(courses.slug, 'transit-forecast'));
    const people = await Promise.all(Array.from({ length: 30 }, (_, i) => person(`学员${i}`)));
    const answers = await Promise.all(
      people.map((who) => api.post('/api/courses/transit-forecast/enrol', FORM, who.token)),
    );
    const held = answers.filter((a) => a.body.success);
    const full = answers.filter((a) => a.body.resultCode === '013002206');
    expect(held).toHaveLength(10);
    expect(full).toHaveLength(20);
    const [row] = await db().select().from(courses).where(eq(courses.slug, 'transit-forecast'));
    expect(row!.seatsTaken).toBe(10);
    const detail = await api.get('/api/courses/transit-forecast');
    expect(detail.body.data.records).toMatchObject({ saleState: 'full', seatsLeft: 0 });
    // Giving up an unpaid order frees its seat for the next member.
    const holder = people[answers.findIndex((a) => a.body.success)]!;
    const cancelled = await api.post(
      `/api/orders/${held[0]!.body.data.records.orderNo}/cancel`,
      {},
      holder.token,
    );
    expect(cancelled.body.success, JSON.stringify(cancelled.body)).toBe(true);
    const late = people[answers.findIndex((a) => !a.body.success)]!;
    expect((await api.post('/api/courses/transit-forecast/enrol', FORM, late.token)).body.success).toBe(true);
  });

  it('after the sale period: 002205; a refunded buyer loses the lessons (404) and the seat', async () => {
    await db()
      .update(courses)
      .set({ saleEnd: new Date(START.getTime() - 1000) })
      .where(eq(courses.slug, 'synastry-relationships'));
    const late = await person('晚来的');
    const refused = await api.post('/api/courses/synastry-relationships/enrol', FORM, late.token);
    expect(refused.body.resultCode).toBe('002205');
    await db().update(courses).set({ saleEnd: null }).where(eq(courses.slug, 'synastry-relationships'));

    const buyer = await person('退款的');
    const orderNo = await buy(buyer, 'synastry-relationships');
    const lessons = await db().select().from(courseLessons);
    const [course] = await db().select().from(courses).where(eq(courses.slug, 'synastry-relationships'));
    const locked = lessons.find((l) => l.courseId === course!.id && !l.freePreview)!;
    expect((await api.get(`/api/courses/lessons/${locked.slug}`, buyer.token)).status).toBe(200);
    const taken = course!.seatsTaken;
    const operator = await person('运营');
    await grantRole(db(), operator.id, 'admin');
    const refunded = await api.post(
      `/api/orders/${orderNo}/refund`,
      { destination: 'wallet' },
      operator.token,
    );
    expect(refunded.body.success, JSON.stringify(refunded.body)).toBe(true);
    const after = await api.get(`/api/courses/lessons/${locked.slug}`, buyer.token);
    expect(after.status).toBe(404);
    expect(JSON.stringify(after.body)).not.toContain('/api/courses/media');
    expect((await api.get('/api/courses/synastry-relationships/learning', buyer.token)).status).toBe(404);
    const [again] = await db().select().from(courses).where(eq(courses.slug, 'synastry-relationships'));
    expect(again!.seatsTaken).toBe(taken - 1);
  });

  it('operators: course list and grading; members get 404', async () => {
    const member = await person('普通会员');
    expect((await api.get('/api/admin/courses', member.token)).status).toBe(404);
    const operator = await person('教务');
    await grantRole(db(), operator.id, 'support');
    const list = await api.get('/api/admin/courses?size=10', operator.token);
    expect(list.body.data.records.find((c: { id: string }) => c.id === 'transit-forecast')).toMatchObject({
      seats: 10,
      seatsTaken: 10,
    });
    const homework = await api.get('/api/admin/course-homework?status=graded', operator.token);
    expect(homework.body.data.total).toBeGreaterThan(0);
  });
});
