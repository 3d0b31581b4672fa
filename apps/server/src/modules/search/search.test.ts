import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { SearchAnswer, SearchSuggestion } from '@xingtu/contracts/search';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { seedDemoCourses } from '../../db/seed/courses.ts';
import { fakeArea } from '../commerce/test/fake-area.ts';
import { grantRole, makeProduct } from '../commerce/test/factories.ts';
import { indexSearchDocument, removeSearchDocument, type SearchDocument } from './index.ts';

// Issue 19 search: jieba words into PostgreSQL full-text search, title hits first, edits seen at once,
// safe highlights, suggestions however the keyword is typed, products and astrologers indexed by the
// area itself (start-up and the operators' rebuild).

const NOW = new Date('2026-11-27T08:00:00Z');
let clock = NOW;
const article = (
  refId: string,
  title: string,
  bodyText: string,
  extra: Partial<SearchDocument> = {},
): SearchDocument => ({
  kind: 'article',
  refId,
  title,
  summary: '',
  bodyText,
  url: `/news/detail/${refId}`,
  visible: true,
  publishedAt: new Date('2026-11-01T00:00:00Z'),
  ...extra,
});

describe.each(testDrivers())('site search on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;

  const find = async (keyword: string, extra = ''): Promise<SearchAnswer> => {
    const answer = await api.get<{ records: SearchAnswer }>(
      `/api/search?keyword=${encodeURIComponent(keyword)}${extra}`,
    );
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return answer.body.data!.records;
  };
  const refsOf = (answer: SearchAnswer) => answer.records.map((hit) => hit.refId);
  const suggestFor = async (keyword: string): Promise<string[]> => {
    const answer = await api.get<{ records: SearchSuggestion[] }>(
      `/api/search/suggest?keyword=${encodeURIComponent(keyword)}`,
    );
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return answer.body.data!.records.map((item) => item.title);
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, areas: [fakeArea().plugin], now: () => clock });
    api = apiClient(t.app);
  });
  afterAll(async () => t.close());

  it('finds "上升星座" in a text that says "上升在天秤座", with the words marked', async () => {
    await indexSearchDocument(
      t.deps,
      article('a-rising', '第一次看懂自己的星盘', '小林的上升在天秤座，所以初次见面总给人温和有礼的印象。'),
    );
    await indexSearchDocument(t.deps, article('a-moon', '月亮与情绪', '月亮落在巨蟹座的人重视家庭。'));
    const answer = await find('上升星座');
    expect(answer.terms).toEqual(['上升', '星座']);
    expect(answer.partial).toBe(false);
    expect(refsOf(answer)).toEqual(['a-rising']);
    expect(answer.records[0]!.snippetHtml).toContain('<mark>上升</mark>在<mark>天秤座</mark>');
    expect(answer.records[0]!.url).toBe('/news/detail/a-rising');
  });

  it('ranks a title hit above a body hit, however often the body repeats the word', async () => {
    await indexSearchDocument(
      t.deps,
      article('r-body', '行运的节奏', '合盘看关系。合盘里的金星、火星；合盘中的月亮。合盘不是宿命。', {
        publishedAt: new Date('2026-11-20T00:00:00Z'),
      }),
    );
    await indexSearchDocument(
      t.deps,
      article('r-title', '合盘入门：两个人的星盘', '把两张星盘叠在一起，看行星之间的相位。', {
        publishedAt: new Date('2026-10-01T00:00:00Z'),
      }),
    );
    const answer = await find('合盘');
    expect(refsOf(answer)).toEqual(['r-title', 'r-body']);
    expect(answer.records[0]!.titleHtml).toBe('<mark>合盘</mark>入门：两个人的星盘');
  });

  it('pages through the title hits and then the body hits, in order', async () => {
    for (let i = 1; i <= 3; i += 1) {
      await indexSearchDocument(
        t.deps,
        article(`pg-title-${i}`, `Zodiacx 笔记 ${i}`, '关于星盘的笔记。', {
          publishedAt: new Date(Date.UTC(2026, 9, i)),
        }),
      );
      await indexSearchDocument(
        t.deps,
        article(`pg-body-${i}`, `星盘笔记 ${i}`, '这一篇也提到 zodiacx。', {
          publishedAt: new Date(Date.UTC(2026, 10, i)),
        }),
      );
    }
    const pages = [];
    for (let current = 1; current <= 3; current += 1)
      pages.push(refsOf(await find('zodiacx', `&size=2&current=${current}`)));
    expect(pages).toEqual([
      ['pg-title-3', 'pg-title-2'],
      ['pg-title-1', 'pg-body-3'],
      ['pg-body-2', 'pg-body-1'],
    ]);
    expect((await find('zodiacx', '&size=2')).total).toBe(6);
  });

  it('reflects an edit, a hidden document and a removal at once', async () => {
    await indexSearchDocument(t.deps, article('e-1', '水逆生存指南', '水星逆行期间，重要合同多读两遍。'));
    expect(refsOf(await find('水星逆行'))).toContain('e-1');
    await indexSearchDocument(t.deps, article('e-1', '水逆生存指南', '这段时间适合整理旧物、联系老朋友。'));
    expect(refsOf(await find('水星逆行'))).not.toContain('e-1');
    expect(refsOf(await find('整理旧物'))).toEqual(['e-1']);
    await indexSearchDocument(
      t.deps,
      article('e-1', '水逆生存指南', '这段时间适合整理旧物。', { visible: false }),
    );
    expect((await find('整理旧物')).total).toBe(0);
    await indexSearchDocument(t.deps, article('e-1', '水逆生存指南', '这段时间适合整理旧物。'));
    await removeSearchDocument(t.deps, 'article', 'e-1');
    expect((await find('整理旧物')).total).toBe(0);
  });

  it('answers a scheduled document only from its publication time', async () => {
    await indexSearchDocument(
      t.deps,
      article('s-1', '冬至星象预告', '冬至当天太阳进入摩羯座。', {
        publishedAt: new Date('2026-12-21T00:00:00Z'),
      }),
    );
    expect((await find('冬至星象')).total).toBe(0);
  });

  it('escapes the text around the marks: a document cannot inject markup', async () => {
    await indexSearchDocument(
      t.deps,
      article(
        'x-1',
        '<img src=x onerror=alert(1)>冥王星',
        '冥王星<script>alert("x")</script>代表深层转化 & 重生',
      ),
    );
    const [hit] = (await find('冥王星')).records;
    expect(hit!.titleHtml).toBe('&lt;img src=x onerror=alert(1)&gt;<mark>冥王星</mark>');
    expect(hit!.snippetHtml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(hit!.snippetHtml).toContain('&amp; 重生');
    expect(hit!.snippetHtml.replace(/<\/?mark>/g, '')).not.toMatch(/<[a-z/]/i);
  });

  it('filters by kind and counts every kind for the tabs', async () => {
    await indexSearchDocument(t.deps, {
      ...article('k-news', '土星回归来了', '二十九岁前后的土星回归。'),
      kind: 'news',
    });
    await indexSearchDocument(t.deps, article('k-article', '土星的课题', '土星教会我们耐心。'));
    const all = await find('土星');
    expect(all.kinds).toEqual(
      expect.arrayContaining([
        { kind: 'news', label: '资讯', count: 1 },
        { kind: 'article', label: '文章', count: 1 },
      ]),
    );
    const news = await find('土星', '&kind=news');
    expect(news.kind).toBe('news');
    expect(refsOf(news)).toEqual(['k-news']);
    expect(news.total).toBe(1);
    expect(news.records[0]!.kindLabel).toBe('资讯');
  });

  it('answers documents with some of the words when none has all, and says so', async () => {
    const answer = await find('天秤座 基金');
    expect(answer.partial).toBe(true);
    expect(refsOf(answer)).toContain('a-rising');
  });

  it('does not answer documents that share only a single function word (不) with the keyword', async () => {
    await indexSearchDocument(t.deps, article('w-not', '合盘里的小争执', '他不喜欢争吵。'));
    const answer = await find('xyz不存在');
    expect(answer.terms).toEqual(['xyz', '存在']);
    expect(refsOf(answer)).not.toContain('w-not');
    expect(refsOf(await find('不'))).toContain('w-not');
  });

  it('suggests titles by characters, pinyin, initials or a homophone', async () => {
    await indexSearchDocument(t.deps, article('p-1', '上升星座速查', '按出生时间查上升。'));
    for (const typed of ['上升', 'shangsheng', 'ShangShengXing', 'ssxz', '上生星座'])
      expect(await suggestFor(typed), typed).toContain('上升星座速查');
    expect(await suggestFor('完全无关')).not.toContain('上升星座速查');
  });

  it('offers the title a homophone typo meant, and something to read on an empty result', async () => {
    const answer = await find('上生星座');
    expect(answer.partial).toBe(true);
    expect(answer.suggestions.map((item) => item.title)).toContain('上升星座速查');
    expect((await find('上升星座')).suggestions).toEqual([]);
    const nothing = await find('量子力学');
    expect(nothing.records).toEqual([]);
    expect(nothing.suggestions.length).toBeGreaterThan(0);
  });

  it('refuses an empty or overlong keyword and an unknown kind in Chinese', async () => {
    const empty = await api.get('/api/search?keyword=%20');
    expect(empty.status).toBe(422);
    expect(empty.body.desc).toContain('请输入搜索关键词');
    const long = await api.get(`/api/search?keyword=${'星'.repeat(51)}`);
    expect(long.status).toBe(422);
    expect(long.body.desc).toContain('搜索关键词不能超过50个字');
    const kind = await api.get('/api/search?keyword=%E6%98%9F&kind=spaceship');
    expect(kind.status).toBe(422);
    expect(kind.body.desc).toContain('搜索类型不正确');
  });

  it('indexes the products on sale; an operator rebuilds after a change, a member never sees the endpoint', async () => {
    const { db } = t.deps.database;
    const course = await makeProduct(db, {
      type: PRODUCT_TYPE.COURSE,
      title: '古典占星精读班',
      summary: '十二周读完托勒密',
      description: '<p>从<strong>四元素</strong>讲起，逐章精读《四书》。</p>',
    });
    const admin = await registerUser(api);
    const member = await registerUser(api);
    await grantRole(db, Number(admin.user.userId), 'admin');
    const denied = await api.post('/api/admin/search/reindex', {}, member.auth.access_token);
    expect(denied.status).toBe(404);
    const rebuilt = await api.post('/api/admin/search/reindex', {}, admin.auth.access_token);
    expect(rebuilt.body.success, JSON.stringify(rebuilt.body)).toBe(true);
    expect(rebuilt.body.data.records.indexed).toBeGreaterThan(0);
    const [hit] = (await find('四元素')).records;
    expect(hit).toMatchObject({
      kind: 'course',
      refId: `product:${course.id}`,
      url: `/shop/goods/${course.id}`,
    });
    const status = await api.get('/api/admin/search/status', admin.auth.access_token);
    expect(status.body.data.records.kinds).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'course' })]),
    );

    const { products } = await import('../../db/schema/catalog.ts');
    const { eq } = await import('drizzle-orm');
    await db.update(products).set({ status: 'off' }).where(eq(products.id, course.id));
    await api.post('/api/admin/search/reindex', {}, admin.auth.access_token);
    expect((await find('四元素')).total).toBe(0);
  });

  it('finds news the moment an editor publishes it, and loses it when it is taken down', async () => {
    const editor = await registerUser(api);
    await grantRole(t.deps.database.db, Number(editor.user.userId), 'editor');
    const token = editor.auth.access_token;
    const created = await api.post(
      '/api/admin/content',
      {
        kind: 'N_NEWS',
        title: '冥王星换座与一代人的课题',
        summary: '外行星换座的意义',
        body_markdown: '冥王星进入水瓶座，社群与科技成为新的课题。',
        tags: ['外行星'],
      },
      token,
    );
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const id = created.body.data.records.id as number;
    const ref = `content:${id}`;
    // A draft is indexed but never answered.
    expect(refsOf(await find('冥王星换座'))).not.toContain(ref);
    await api.post(`/api/admin/content/${id}/publish`, { action: 'publish' }, token);
    const [hit] = (await find('冥王星换座')).records;
    expect(hit).toMatchObject({ kind: 'news', refId: ref, url: `/news/detail/${id}` });
    await api.post(`/api/admin/content/${id}/publish`, { action: 'unpublish' }, token);
    expect(refsOf(await find('冥王星换座'))).not.toContain(ref);
  });

  it('answers a scheduled news item from its time on, without waiting for the go-live notice', async () => {
    const editor = await registerUser(api);
    await grantRole(t.deps.database.db, Number(editor.user.userId), 'editor');
    const token = editor.auth.access_token;
    const created = await api.post(
      '/api/admin/content',
      {
        kind: 'N_NEWS',
        title: '谷神星合相预告',
        summary: '小行星',
        body_markdown: '谷神星与月亮相会。',
        tags: [],
      },
      token,
    );
    const id = created.body.data.records.id as number;
    const at = new Date(NOW.getTime() + 2 * 3_600_000).toISOString();
    const scheduled = await api.post(
      `/api/admin/content/${id}/publish`,
      { action: 'schedule', publish_at: at },
      token,
    );
    expect(scheduled.body.success, JSON.stringify(scheduled.body)).toBe(true);
    expect(refsOf(await find('谷神星'))).not.toContain(`content:${id}`);
    // The delayed job that announces the go-live may be lost (a restart without Redis): the time alone
    // must make it searchable, as it makes the page readable.
    clock = new Date(NOW.getTime() + 3 * 3_600_000);
    try {
      expect(refsOf(await find('谷神星'))).toContain(`content:${id}`);
    } finally {
      clock = NOW;
    }
  });

  it('finds the courses of the catalogue and opens the course page; e-books open their own page', async () => {
    const { db } = t.deps.database;
    const teacher = await registerUser(api);
    await seedDemoCourses(db, Number(teacher.user.userId));
    const ebook = await makeProduct(db, {
      type: PRODUCT_TYPE.EBOOK,
      title: '木星回归手记',
      summary: '十二年一次的扩张',
    });
    const admin = await registerUser(api);
    await grantRole(db, Number(admin.user.userId), 'admin');
    await api.post('/api/admin/search/reindex', {}, admin.auth.access_token);
    const courses = await find('行运', '&kind=course');
    expect(courses.records.map((hit) => hit.url)).toContain('/course/detail/transit-forecast');
    const [book] = (await find('木星回归手记')).records;
    expect(book).toMatchObject({ kind: 'ebook', url: `/ebook/detail/${ebook.id}` });
  });
});
