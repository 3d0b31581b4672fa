import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '@xingtu/contracts/content';
import { CAPACITY_TYPE, PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { seedDemoCourses } from '../../db/seed/courses.ts';
import { makeAstrologer } from '../astrologers/test/factories.ts';
import { grantRole, makeProduct } from '../commerce/test/factories.ts';
import { scheduledWentLive } from './admin.ts';
import { onContentChanged, type ContentChange } from './index.ts';

// Issue 19 content: editors create, publish, schedule and take back; readers see only public items
// whose time has come (drafts, private and future items answer 404 and stay out of lists and the
// sitemap); the search hook hears every change; comments on news are moderated, one level deep,
// and only their author edits them; favourites of news, reports and astrologers.

interface Person {
  token: string;
  id: number;
}

const START = new Date('2026-11-20T02:00:00Z');
const HOUR_MS = 3_600_000;

describe.each(testDrivers())(
  'content, comments on news and favourites on %s',
  { timeout: 180_000 },
  (driver) => {
    let t: TestApp;
    let api: ApiClient;
    let clock = START;
    let editor: Person;
    let member: Person;
    let other: Person;
    const changes: ContentChange[] = [];
    const person = async (): Promise<Person> => {
      const answer = await registerUser(api);
      return { token: answer.auth.access_token, id: Number(answer.user.userId) };
    };
    const article = (title: string, extra: Record<string, unknown> = {}) => ({
      kind: 'N_NEWS',
      title,
      summary: `${title}的摘要`,
      body_markdown: `## ${title}\n\n上升在天秤座的人，常常先照顾别人的感受。<script>alert(1)</script>`,
      tags: ['上升星座'],
      ...extra,
    });
    const create = async (body: Record<string, unknown>) => {
      const answer = await api.post('/api/admin/content', body, editor.token);
      expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
      return answer.body.data.records as { id: number; status: string; bodyHtml: string };
    };
    const publish = async (id: number, body: Record<string, unknown> = { action: 'publish' }) => {
      const answer = await api.post(`/api/admin/content/${id}/publish`, body, editor.token);
      expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
      return answer.body.data.records as { live: boolean; status: string };
    };
    const newsIds = async () =>
      ((await api.get('/api/content?kind=news&size=100')).body.data.records as { id: number }[]).map(
        (r) => r.id,
      );

    beforeAll(async () => {
      t = await createTestApp({ driver, now: () => clock });
      api = apiClient(t.app);
      onContentChanged(t.deps, (change) => {
        changes.push(change);
      });
      editor = await person();
      await grantRole(t.deps.database.db, editor.id, 'editor');
      member = await person();
      other = await person();
    }, 120_000);
    afterAll(() => t?.close());

    it('keeps the console to editors and admins: a member is answered 404', async () => {
      const answer = await api.post('/api/admin/content', article('会员不能写'), member.token);
      expect(answer.status).toBe(404);
      expect((await api.get('/api/admin/content', member.token)).status).toBe(404);
    });

    it('shows a draft to nobody, a published item to everyone, and tells the search hook', async () => {
      const draft = await create(article('上升星座与第一印象'));
      expect(draft.status).toBe('draft');
      expect(draft.bodyHtml).not.toContain('<script');
      expect((await api.get(`/api/content/${draft.id}`)).status).toBe(404);
      expect(await newsIds()).not.toContain(draft.id);

      const published = await publish(draft.id);
      expect(published).toMatchObject({ live: true, status: 'published' });
      const read = await api.get(`/api/content/${draft.id}`);
      expect(read.body.data.records).toMatchObject({
        title: '上升星座与第一印象',
        url: `/news/detail/${draft.id}`,
      });
      expect(read.body.data.records.bodyHtml).toContain('<h2>上升星座与第一印象</h2>');
      expect(await newsIds()).toContain(draft.id);
      expect(changes.at(-1)).toMatchObject({ id: draft.id, visible: true, url: `/news/detail/${draft.id}` });
      expect(changes.at(-1)!.bodyText).toContain('上升在天秤座');

      // An edit is heard at once; taking it back hides it again.
      const edited = await api.put(
        `/api/admin/content/${draft.id}`,
        article('上升星座与第一印象（修订）'),
        editor.token,
      );
      expect(edited.body.success).toBe(true);
      expect(changes.at(-1)).toMatchObject({
        id: draft.id,
        title: '上升星座与第一印象（修订）',
        visible: true,
      });
      await publish(draft.id, { action: 'unpublish' });
      expect(changes.at(-1)).toMatchObject({ id: draft.id, visible: false });
      expect((await api.get(`/api/content/${draft.id}`)).status).toBe(404);
    });

    it('keeps a private item out of reach even when published', async () => {
      const hidden = await create(article('内部备忘', { visibility: 1 }));
      const record = await publish(hidden.id);
      expect(record.live).toBe(false);
      expect((await api.get(`/api/content/${hidden.id}`)).status).toBe(404);
      expect(await newsIds()).not.toContain(hidden.id);
    });

    it('shows a scheduled item from its time on, not before', async () => {
      const item = await create(article('下周的新月'));
      const past = await api.post(
        `/api/admin/content/${item.id}/publish`,
        { action: 'schedule', publish_at: new Date(clock.getTime() - HOUR_MS).toISOString() },
        editor.token,
      );
      expect(past.body.resultCode).toBe('003442');
      const at = new Date(clock.getTime() + 2 * HOUR_MS).toISOString();
      const scheduled = await publish(item.id, { action: 'schedule', publish_at: at });
      expect(scheduled).toMatchObject({ status: 'scheduled', live: false });
      expect((await api.get(`/api/content/${item.id}`)).status).toBe(404);
      expect(await newsIds()).not.toContain(item.id);

      clock = new Date(clock.getTime() + 3 * HOUR_MS);
      expect((await api.get(`/api/content/${item.id}`)).status).toBe(200);
      expect(await newsIds()).toContain(item.id);
      // The delayed go-live job tells the search hook (once, and only for the schedule it was set for).
      const heard = changes.length;
      await scheduledWentLive(t.deps, { id: item.id, at: '2026-01-01T00:00:00.000Z' });
      expect(changes.length).toBe(heard);
      await scheduledWentLive(t.deps, { id: item.id, at });
      expect(changes.at(-1)).toMatchObject({ id: item.id, visible: true });
    });

    it('links related items and previous / next within the news', async () => {
      const first = await create(article('先发的一篇', { tags: ['月亮'] }));
      await publish(first.id);
      clock = new Date(clock.getTime() + HOUR_MS);
      const second = await create(article('后发的一篇', { tags: ['月亮'] }));
      await publish(second.id);
      const detail = (await api.get(`/api/content/${first.id}`)).body.data.records;
      expect(detail.next).toMatchObject({ id: second.id, url: `/news/detail/${second.id}` });
      expect(detail.related[0]).toMatchObject({ id: second.id });
      const later = (await api.get(`/api/content/${second.id}`)).body.data.records;
      expect(later.previous).toMatchObject({ id: first.id });
      expect(later.next).toBeNull();
    });

    it('lists every public page in the sitemap and no private, draft or future one', async () => {
      const open = await create(article('公开的一篇'));
      await publish(open.id);
      const draft = await create(article('没发布的一篇'));
      const secret = await create(article('私密的一篇', { visibility: 1 }));
      await publish(secret.id);
      const future = await create(article('明天的一篇'));
      await publish(future.id, {
        action: 'schedule',
        publish_at: new Date(clock.getTime() + 24 * HOUR_MS).toISOString(),
      });
      const page = await create({ ...article('关于我们'), kind: 'BLOG', slug: 'contact-about' });
      await publish(page.id);

      const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toContain('application/xml');
      const origin = t.config.publicUrl.replace(/\/$/, '');
      const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(origin.length));
      expect(locs).toContain(`/news/detail/${open.id}`);
      expect(locs).toContain('/contact/about');
      expect(locs).toContain('/');
      for (const id of [draft.id, secret.id, future.id]) expect(locs).not.toContain(`/news/detail/${id}`);
      // Every public news item a reader can open is there.
      for (const id of await newsIds()) expect(locs).toContain(`/news/detail/${id}`);
      expect(locs.some((loc) => loc.startsWith('/user/') || loc.startsWith('/admin'))).toBe(false);

      const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect(robots.body).toContain('Disallow: /user/');

      const bySlug = await api.get('/api/content/page/contact-about');
      expect(bySlug.body.data.records).toMatchObject({ title: '关于我们', url: '/contact/about' });
    });

    it('takes comments on a published news item: moderated, one level of replies, edited only by the author', async () => {
      const news = await create(article('评论区开放的一篇'));
      await publish(news.id);
      const target = { target_type: 'news', target_id: String(news.id) };

      const dirty = await api.post(
        '/api/user/comment',
        { ...target, content: '欢迎来网上赌场赢钱' },
        member.token,
      );
      expect(dirty.body.resultCode).toBe('001108');
      // An invisible character between the characters, or traditional forms, hide nothing.
      for (const content of ['代\u200b开发票请联系我', '代開發票請聯繫我'])
        expect(
          (await api.post('/api/user/comment', { ...target, content }, member.token)).body.resultCode,
        ).toBe('001108');

      const posted = await api.post(
        '/api/user/comment',
        { ...target, content: '写得很清楚，收藏了' },
        member.token,
      );
      expect(posted.body.success, JSON.stringify(posted.body)).toBe(true);
      const commentId = posted.body.data.records.commentId as string;

      const listed = await api.get(`/api/user/comments?target_type=news&target_id=${news.id}`, other.token);
      expect(listed.body.data.records).toHaveLength(1);
      expect(listed.body.data.records[0]).toMatchObject({ commentId, mayReply: true, mine: false });

      const reply = await api.post(
        '/api/user/comment',
        { parent_id: commentId, content: '同感，尤其是第二段' },
        other.token,
      );
      expect(reply.body.success, JSON.stringify(reply.body)).toBe(true);
      expect(reply.body.data.records.replies).toHaveLength(1);
      const replyId = reply.body.data.records.replies[0].commentId as string;
      const deeper = await api.post(
        '/api/user/comment',
        { parent_id: replyId, content: '回复的回复不可以' },
        member.token,
      );
      expect(deeper.status).toBe(422);

      const stranger = await api.put(
        `/api/user/comment/${commentId}`,
        { content: '改别人的评论' },
        other.token,
      );
      expect(stranger.status).toBe(404);
      expect(stranger.body.success).toBe(false);
      const own = await api.put(
        `/api/user/comment/${commentId}`,
        { content: '写得很清楚，已经收藏' },
        member.token,
      );
      expect(own.body.data.records.content).toBe('写得很清楚，已经收藏');

      const report = await api.post(`/api/user/comment/${commentId}/report`, { reason: 'ad' }, other.token);
      expect(report.body.success).toBe(true);

      // A draft cannot be commented on.
      const draft = await create(article('草稿不开放评论'));
      const refused = await api.post(
        '/api/user/comment',
        { target_type: 'news', target_id: String(draft.id), content: '这篇还看不到' },
        member.token,
      );
      expect(refused.status).toBe(404);
    });

    it('keeps favourites of news, reports and astrologers, each member their own', async () => {
      const news = await create(article('值得收藏的一篇'));
      await publish(news.id);
      const report = await makeProduct(t.deps.database.db, {
        type: PRODUCT_TYPE.REPORT,
        title: '年度运势报告',
      });
      const astrologer = await person();
      const astrologerId = await makeAstrologer(t.deps.database.db, astrologer.id, [
        CAPACITY_TYPE.CONSULTANT,
      ]);

      for (const [kind, target_id] of [
        ['news', String(news.id)],
        ['report', String(report.id)],
        ['astrologer', astrologerId],
      ] as const) {
        const kept = await api.post('/api/user/collect', { kind, target_id }, member.token);
        expect(kept.body.success, JSON.stringify(kept.body)).toBe(true);
      }
      // Twice is once.
      await api.post('/api/user/collect', { kind: 'news', target_id: String(news.id) }, member.token);
      const mine = await api.get('/api/user/collect?size=20', member.token);
      expect(mine.body.data.total).toBe(3);
      expect(mine.body.data.records.map((r: { kind: string }) => r.kind).sort()).toEqual([
        'astrologer',
        'news',
        'report',
      ]);
      expect(mine.body.data.records.find((r: { kind: string }) => r.kind === 'report')).toMatchObject({
        title: '年度运势报告',
        url: `/report/detail/${report.id}`,
        available: true,
      });

      // A course is named by its public id (sold through enrolment, not the shop) and opens its page.
      await seedDemoCourses(t.deps.database.db, astrologer.id);
      const course = await api.post(
        '/api/user/collect',
        { kind: 'course', target_id: 'natal-basics' },
        member.token,
      );
      expect(course.body.success, JSON.stringify(course.body)).toBe(true);
      const courses = (await api.get('/api/user/collect?kind=course', member.token)).body.data.records;
      expect(courses).toEqual([
        expect.objectContaining({
          targetId: 'natal-basics',
          url: '/course/detail/natal-basics',
          available: true,
        }),
      ]);
      expect(
        (await api.post('/api/user/collect', { kind: 'course', target_id: 'no-such-course' }, member.token))
          .status,
      ).toBe(404);
      await api.delete('/api/user/collect/course/natal-basics', member.token);

      // A report id named as a course, a missing product, a draft: nothing kept.
      expect(
        (await api.post('/api/user/collect', { kind: 'course', target_id: String(report.id) }, member.token))
          .status,
      ).toBe(404);
      expect(
        (await api.post('/api/user/collect', { kind: 'report', target_id: '999999' }, member.token)).status,
      ).toBe(404);
      const draft = await create(article('草稿不能收藏'));
      expect(
        (await api.post('/api/user/collect', { kind: 'news', target_id: String(draft.id) }, member.token))
          .status,
      ).toBe(404);

      expect((await api.get('/api/user/collect', other.token)).body.data.total).toBe(0);
      const status = await api.get(`/api/user/collect/status?kind=news&target_id=${news.id}`, member.token);
      expect(status.body.data.records).toEqual({ collected: true });
      // Another member cannot remove mine.
      expect((await api.delete(`/api/user/collect/news/${news.id}`, other.token)).status).toBe(404);
      expect((await api.delete(`/api/user/collect/news/${news.id}`, member.token)).body.success).toBe(true);
      expect((await api.get('/api/user/collect?kind=news', member.token)).body.data.total).toBe(0);

      // Taken back: still listed, as unavailable, under the title it had.
      await publish(news.id);
      await api.post('/api/user/collect', { kind: 'news', target_id: String(news.id) }, member.token);
      await publish(news.id, { action: 'unpublish' });
      const gone = (await api.get('/api/user/collect?kind=news', member.token)).body.data.records[0];
      expect(gone).toMatchObject({ title: '值得收藏的一篇', available: false });
    });

    it('keeps a favourite once: a numeric id is accepted only in its one canonical spelling', async () => {
      const report = await makeProduct(t.deps.database.db, { type: PRODUCT_TYPE.REPORT, title: '一份报告' });
      const collector = await person();
      const id = String(report.id);
      const kept = await api.post('/api/user/collect', { kind: 'report', target_id: id }, collector.token);
      expect(kept.body.success, JSON.stringify(kept.body)).toBe(true);
      for (const spelling of [
        `0${id}`,
        `${id}.0`,
        `${Number(id) / 1000}e3`,
        `0x${Number(id).toString(16)}`,
        '0',
        '-1',
        `${id} 1`,
      ]) {
        const refused = await api.post(
          '/api/user/collect',
          { kind: 'report', target_id: spelling },
          collector.token,
        );
        expect(refused.status, spelling).toBe(422);
        expect(refused.body.desc).toBe(CONTENT_MESSAGES.favouriteTargetInvalid);
      }
      expect(
        (await api.post('/api/user/collect', { kind: 'news', target_id: '01' }, collector.token)).status,
      ).toBe(422);
      const mine = await api.get('/api/user/collect', collector.token);
      expect(mine.body.data.total).toBe(1);
      expect(mine.body.data.records[0]).toMatchObject({ kind: 'report', targetId: id });
      expect((await api.delete(`/api/user/collect/report/${id}`, collector.token)).body.success).toBe(true);
      expect((await api.get('/api/user/collect', collector.token)).body.data.total).toBe(0);
    });

    it('answers bad input with a Chinese message', async () => {
      const bad = await api.post(
        '/api/admin/content',
        { kind: 'N_NEWS', title: '', body_markdown: '' },
        editor.token,
      );
      expect(bad.status).toBe(422);
      expect(bad.body.desc).toMatch(/[\u4e00-\u9fa5]/);
      const badKind = await api.post('/api/user/collect', { kind: 'video', target_id: '1' }, member.token);
      expect(badKind.body.desc).toContain('收藏类型不正确');
    });
  },
);
