import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/console.ts';
import { courseLessons } from '../../db/schema/courses.ts';
import { seedDemoCourses } from '../../db/seed/courses.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { ensureDemoMedia } from './demo-media.ts';
import { buildDemoClip } from './demo-video.ts';
import { tinyMp4 } from './test/media-samples.ts';
import { enrolAndPay, personMaker, postMultipart, type Who } from './test/fixtures.ts';
import { toSnakeCase } from '@xingtu/contracts/case';

const START = new Date('2026-11-27T04:00:00Z');

const COURSE = {
  slug: 'horary-first-steps',
  title: '卜卦占星初体验',
  subtitle: '一个问题，一张盘',
  category: '占星技法',
  level: '进阶',
  summary: '用六节短课认识卜卦占星的提问方式、起盘时间与判断步骤。',
  teacher_name: '林望舒',
  price_fen: 19900,
  list_price_fen: 29900,
  seats: 20,
};

describe.each(testDrivers())('course editing, audio lessons and attachments on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;
  let now = START;
  const db = () => t.deps.database.db;

  const person = personMaker(() => t, '136');
  const buy = (who: Who, slug: string) => enrolAndPay(t, api, who, slug);
  const upload = (who: Who, lesson: string, slot: string, body: Buffer, filename: string) =>
    postMultipart(t, `/api/admin/course-lessons/${lesson}/media?slot=${slot}`, who.token, {
      filename,
      contentType: 'application/octet-stream',
      body,
    });

  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => now });
    api = apiClient(t.app);
    const teacher = await person('沈老师');
    await seedDemoCourses(db(), teacher.id);
    await ensureDemoMedia(t.deps.storage);
  });
  afterAll(() => t.close());

  it('an audio lesson plays the seeded chime through its signed link, with byte ranges for seeking', async () => {
    const student = await person('听课的');
    await buy(student, 'natal-basics');
    const lesson = (await api.get('/api/courses/lessons/natal-basics-reading-order', student.token)).body.data
      .records;
    expect(lesson.kind).toBe('audio');
    expect(lesson.media).toMatchObject({ format: 'audio', seconds: 6 });
    const whole = await t.app.inject({ url: lesson.media.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const part = await t.app.inject({ url: lesson.media.url, headers: { range: 'bytes=44-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 44-99/${whole.rawPayload.length}`);
    expect(part.rawPayload.length).toBe(56);
  });

  it('attachments download only for members holding the course; others, forged, expired and refunded links get 404', async () => {
    const student = await person('做练习的');
    const orderNo = await buy(student, 'natal-basics');
    const lesson = (await api.get('/api/courses/lessons/natal-basics-practice', student.token)).body.data
      .records;
    expect(lesson.attachments).toEqual([
      expect.objectContaining({ name: '元素与模式练习表.pdf', contentType: 'application/pdf' }),
    ]);
    const url = lesson.attachments[0].url as string;
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Someone who has not bought the course sees no attachment (not even on a lesson they can open).
    const stranger = await person('路过的');
    expect((await api.get('/api/courses/lessons/natal-basics-practice', stranger.token)).status).toBe(404);
    const preview = (await api.get('/api/courses/lessons/natal-basics-what-is-a-chart', stranger.token)).body
      .data.records;
    expect(preview.attachments).toEqual([]);
    // Another member id in the same token, a changed signature, another index: 404.
    const [, query] = url.split('?t=');
    const [, exp, sig] = query!.split('.');
    const base = url.split('?')[0]!;
    expect((await t.app.inject({ url: `${base}?t=${stranger.id}.${exp}.${sig}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${base}?t=${student.id}.${exp}.${sig!.slice(0, -2)}AA` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: url.replace('/attachments/0', '/attachments/1') })).statusCode).toBe(
      404,
    );
    // Expired.
    now = new Date(START.getTime() + 3 * 3600_000);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    now = START;
    // Refunded: the same live link stops working at once.
    const operator = await person('财务', 'admin');
    const refunded = await api.post(
      `/api/orders/${orderNo}/refund`,
      { destination: 'wallet' },
      operator.token,
    );
    expect(refunded.body.success, JSON.stringify(refunded.body)).toBe(true);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('console: members get 404, support 000007; an editor creates a course, chapters and lessons, audited', async () => {
    const member = await person('会员');
    expect((await api.post('/api/admin/courses', COURSE, member.token)).status).toBe(404);
    expect((await api.get('/api/admin/courses/natal-basics', member.token)).status).toBe(404);
    const support = await person('客服', 'support');
    const refused = await api.post('/api/admin/courses', COURSE, support.token);
    expect(refused.status).toBe(403);
    expect(refused.body.resultCode).toBe('000007');
    expect(
      (await api.put('/api/admin/course-lessons/natal-basics-signs', {}, support.token)).body.resultCode,
    ).toBe('000007');

    const editor = await person('编辑', 'editor');
    const bad = await api.post('/api/admin/courses', { ...COURSE, list_price_fen: 100 }, editor.token);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('划线价不能低于价格');
    const created = await api.post('/api/admin/courses', COURSE, editor.token);
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    expect(created.body.data.records).toMatchObject({
      id: COURSE.slug,
      seats: 20,
      status: 'on',
      chapters: [],
    });
    expect((await api.post('/api/admin/courses', COURSE, editor.token)).body.resultCode).toBe('003511');

    const withChapter = await api.post(
      `/api/admin/courses/${COURSE.slug}/chapters`,
      { title: '第二章　判断' },
      editor.token,
    );
    const first = await api.post(
      `/api/admin/courses/${COURSE.slug}/chapters`,
      { title: '第一章　提问', position: 1 },
      editor.token,
    );
    expect(withChapter.body.success).toBe(true);
    const chapters = first.body.data.records.chapters;
    expect(chapters.map((c: { title: string }) => c.title)).toEqual(['第一章　提问', '第二章　判断']);
    const lesson = (slug: string, extra: object) => ({
      slug,
      chapter_id: chapters[0].id,
      title: `课时 ${slug}`,
      kind: 'text',
      minutes: 12,
      body: '<p>讲义</p>',
      ...extra,
    });
    await api.post(`/api/admin/courses/${COURSE.slug}/lessons`, lesson('horary-question', {}), editor.token);
    await api.post(
      `/api/admin/courses/${COURSE.slug}/lessons`,
      lesson('horary-judgement', { chapter_id: chapters[1].id, homework_prompt: '请写下你的判断步骤。' }),
      editor.token,
    );
    const third = await api.post(
      `/api/admin/courses/${COURSE.slug}/lessons`,
      lesson('horary-timing', { position: 1, free_preview: true }),
      editor.token,
    );
    expect(third.body.success, JSON.stringify(third.body)).toBe(true);
    const outline = third.body.data.records.chapters.map((c: { lessons: { id: string }[] }) =>
      c.lessons.map((l) => l.id),
    );
    expect(outline).toEqual([['horary-timing', 'horary-question'], ['horary-judgement']]);
    const taken = await api.post(
      `/api/admin/courses/${COURSE.slug}/lessons`,
      lesson('horary-timing', {}),
      editor.token,
    );
    expect(taken.body.resultCode).toBe('003511');

    // Move a lesson to the other chapter, first place; an edit without a position keeps its place.
    const moved = await api.put(
      '/api/admin/course-lessons/horary-question',
      { ...lesson('x', { chapter_id: chapters[1].id, position: 1 }), slug: undefined },
      editor.token,
    );
    expect(
      moved.body.data.records.chapters.map((c: { lessons: { id: string }[] }) => c.lessons.map((l) => l.id)),
    ).toEqual([['horary-timing'], ['horary-question', 'horary-judgement']]);
    const kept = await api.put(
      '/api/admin/course-lessons/horary-judgement',
      { ...lesson('x', { chapter_id: chapters[1].id, title: '判断的五个步骤' }), slug: undefined },
      editor.token,
    );
    expect(kept.body.data.records.chapters[1].lessons.map((l: { title: string }) => l.title)).toEqual([
      '课时 x',
      '判断的五个步骤',
    ]);

    // The public catalogue shows it and the outline in order; buying goes through the course product.
    const detail = (await api.get(`/api/courses/${COURSE.slug}`)).body.data.records;
    expect(detail).toMatchObject({ title: COURSE.title, priceFen: 19900, seats: 20 });
    expect(detail.chapters[0].lessons[0]).toMatchObject({ id: 'horary-timing', freePreview: true });
    const buyer = await person('新学员');
    await buy(buyer, COURSE.slug);
    expect((await api.get(`/api/courses/${COURSE.slug}/learning`, buyer.token)).status).toBe(200);

    const audit = await db().select().from(operatorAudit).where(eq(operatorAudit.actorId, editor.id));
    expect(audit.length).toBeGreaterThanOrEqual(6);
  });

  it('optimistic locking: the second of two saves from the same read is refused with 003510; seats never below those taken', async () => {
    const editor = await person('编辑甲', 'editor');
    const other = await person('编辑乙', 'admin');
    const read = (await api.get('/api/admin/courses/transit-forecast', editor.token)).body.data.records;
    const body = toSnakeCase<Record<string, unknown>>({ ...read, title: `${read.title}（第二期）` });
    now = new Date(START.getTime() + 1000);
    const firstSave = await api.put('/api/admin/courses/transit-forecast', body, other.token);
    expect(firstSave.body.success, JSON.stringify(firstSave.body)).toBe(true);
    now = new Date(START.getTime() + 2000);
    const secondSave = await api.put(
      '/api/admin/courses/transit-forecast',
      { ...body, title: '别的名字' },
      editor.token,
    );
    expect(secondSave.body.resultCode).toBe('003510');
    const after = (await api.get('/api/admin/courses/transit-forecast', editor.token)).body.data.records;
    expect(after.title).toBe(`${read.title}（第二期）`);
    now = START;

    await buy(await person('占座甲'), 'transit-forecast');
    await buy(await person('占座乙'), 'transit-forecast');
    const fresh = (await api.get('/api/admin/courses/transit-forecast', editor.token)).body.data.records;
    expect(fresh.seatsTaken).toBe(2);
    const tooFew = await api.put(
      '/api/admin/courses/transit-forecast',
      toSnakeCase({ ...fresh, seats: 1 }),
      editor.token,
    );
    expect(tooFew.status).toBe(422);
    expect(tooFew.body.desc).toContain('名额不能少于已占用的 2 个');
    const enough = await api.put(
      '/api/admin/courses/transit-forecast',
      toSnakeCase({ ...fresh, seats: 2 }),
      editor.token,
    );
    expect(enough.body.data.records).toMatchObject({ seats: 2, seatsTaken: 2 });
    expect((await api.get('/api/courses/transit-forecast')).body.data.records.saleState).toBe('full');
  });

  it('media upload: MP4 plays progressively, MPEG-TS becomes a one-segment HLS playlist, wrong files are refused', async () => {
    const editor = await person('上传的编辑', 'editor');
    const slug = 'natal-basics-houses';
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const refused = await upload(editor, slug, 'video', png, 'lesson.mp4');
    expect(refused.body.resultCode).toBe('003512');
    expect(
      (await upload(editor, slug, 'audio', tinyMp4(5, 'isom').subarray(0, 4), 'a.mp3')).body.resultCode,
    ).toBe('003512');
    const member = await person('会员乙');
    expect((await upload(member, slug, 'video', tinyMp4(5), 'lesson.mp4')).status).toBe(404);

    const mp4 = await upload(editor, slug, 'video', tinyMp4(95), 'lesson.mp4');
    expect(mp4.body.success, JSON.stringify(mp4.body)).toBe(true);
    const student = await person('看视频的');
    await buy(student, 'natal-basics');
    let lesson = (await api.get(`/api/courses/lessons/${slug}`, student.token)).body.data.records;
    expect(lesson.media).toMatchObject({ format: 'mp4', seconds: 95 });
    const video = await t.app.inject({ url: lesson.media.url, headers: { range: 'bytes=0-11' } });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

    const ts = buildDemoClip().get('seg0.ts')!;
    expect((await upload(editor, slug, 'video', ts, 'lesson.ts')).body.success).toBe(true);
    lesson = (await api.get(`/api/courses/lessons/${slug}`, student.token)).body.data.records;
    expect(lesson.media).toMatchObject({ format: 'hls', seconds: 2 });
    const playlist = await t.app.inject({ url: lesson.media.url });
    expect(playlist.body).toContain('#EXTINF:2.000,');
    const segment = playlist.body.split('\n').find((line) => line.startsWith('/api/courses/media/'))!;
    const body = await t.app.inject({ url: segment });
    expect(body.statusCode).toBe(200);
    expect(body.rawPayload.equals(ts)).toBe(true);

    // Attachments: PDF or ZIP only, five at most.
    const pdf = Buffer.from('%PDF-1.4\n% a tiny test file\n');
    const many = ['a', 'b', 'c', 'd', 'e'];
    for (const name of many)
      expect((await upload(editor, slug, 'attachment', pdf, `../../${name}<x>.pdf`)).body.success).toBe(true);
    const full = await upload(editor, slug, 'attachment', pdf, 'f.pdf');
    expect(full.body.resultCode).toBe('003513');
    const view = (await api.get('/api/admin/courses/natal-basics', editor.token)).body.data.records;
    const houses = view.chapters
      .flatMap((c: { lessons: { id: string }[] }) => c.lessons)
      .find((l: { id: string }) => l.id === slug);
    expect(houses.attachments.map((a: { name: string }) => a.name)).toEqual(many.map((n) => `${n}x.pdf`));
    const removed = await api.delete(`/api/admin/course-lessons/${slug}/attachments/0`, editor.token);
    expect(removed.body.success).toBe(true);
    expect((await upload(editor, slug, 'attachment', tinyMp4(1), 'movie.pdf')).body.resultCode).toBe(
      '003512',
    );
    lesson = (await api.get(`/api/courses/lessons/${slug}`, student.token)).body.data.records;
    expect(lesson.attachments).toHaveLength(4);
    const [row] = await db().select().from(courseLessons).where(eq(courseLessons.slug, slug));
    expect(row!.attachments.every((a) => a.key.startsWith('private/courses/uploads/natal-basics/'))).toBe(
      true,
    );
  });

  it('a graded hand-in is unread for its member until they open their homework', async () => {
    const student = await person('交作业的');
    await buy(student, 'natal-basics');
    const handed = await api.post(
      '/api/courses/lessons/natal-basics-signs/homework',
      { content: '太阳在狮子座，火象固定；月亮在巨蟹座，水象本位。', images: [] },
      student.token,
    );
    expect(handed.body.success, JSON.stringify(handed.body)).toBe(true);
    expect(handed.body.data.records.unread).toBe(false);
    const operator = await person('批改的', 'support');
    const graded = await api.post(
      `/api/admin/course-homework/${handed.body.data.records.id}/grade`,
      { passed: true, score: 88, comment: '元素统计清楚，继续保持。' },
      operator.token,
    );
    expect(graded.body.data.records.unread).toBe(false);
    const mine = (await api.get('/api/courses/homework', student.token)).body.data.records;
    expect(mine[0]).toMatchObject({ status: 'graded', unread: true });
    const courses = (await api.get('/api/courses/mine', student.token)).body.data.records;
    expect(courses.find((c: { id: string }) => c.id === 'natal-basics').unreadGrades).toBe(1);
    expect((await api.post('/api/courses/homework/seen', {}, student.token)).body.data.records).toEqual({
      marked: 1,
    });
    expect((await api.get('/api/courses/homework', student.token)).body.data.records[0].unread).toBe(false);
    const after = (await api.get('/api/courses/mine', student.token)).body.data.records;
    expect(after.find((c: { id: string }) => c.id === 'natal-basics').unreadGrades).toBe(0);
    // Another member's call marks nothing of theirs.
    expect((await api.post('/api/courses/homework/seen', {}, operator.token)).body.data.records.marked).toBe(
      0,
    );
  });

  it('a course taken off sale leaves the catalogue and its previews, but its members keep learning', async () => {
    const editor = await person('下架的编辑', 'editor');
    const holder = await person('老学员');
    await buy(holder, 'synastry-relationships');
    const read = (await api.get('/api/admin/courses/synastry-relationships', editor.token)).body.data.records;
    const off = await api.put(
      '/api/admin/courses/synastry-relationships',
      toSnakeCase({ ...read, status: 'off' }),
      editor.token,
    );
    expect(off.body.data.records.status).toBe('off');
    const catalogue = (await api.get('/api/courses?size=50')).body.data.records;
    expect(catalogue.map((c: { id: string }) => c.id)).not.toContain('synastry-relationships');
    expect((await api.get('/api/courses/synastry-relationships')).status).toBe(404);
    const lessons = (
      await api.get('/api/courses/synastry-relationships/learning', holder.token)
    ).body.data.records.chapters.flatMap(
      (c: { lessons: { id: string; freePreview: boolean }[] }) => c.lessons,
    );
    const preview = lessons.find((l: { freePreview: boolean }) => l.freePreview);
    const stranger = await person('新来的');
    expect((await api.get(`/api/courses/lessons/${preview!.id}`, stranger.token)).status).toBe(404);
    expect((await api.get(`/api/courses/lessons/${preview!.id}`, holder.token)).status).toBe(200);
    const lesson = await api.get(`/api/courses/lessons/${lessons[1].id}`, holder.token);
    expect(lesson.status).toBe(200);
    expect(lesson.body.data.records.enrolled).toBe(true);
  });
});
