import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { normalizeKeyword, SEARCH_RULES, type PopularWord } from '@xingtu/contracts/search';
import { operatorAudit } from '../../db/schema/console.ts';
import { searchLog } from '../../db/schema/search.ts';
import { registerUser } from '../../test/accounts.ts';
import { apiClient, type ApiClient } from '../../test/http-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDrivers } from '../../test/test-database.ts';
import { grantRole } from '../commerce/test/factories.ts';
import { indexSearchDocument } from './index.ts';
import { logSearch } from './popular.ts';

// 热门搜索 from the search log: counted once per visitor, word and day; shown from two visitors on;
// only words that found something; the last seven days; hidden by an operator (audited).

const DAY = 86_400_000;
let clock = new Date('2026-11-27T08:00:00Z');

describe.each(testDrivers())('popular searches on %s', (driver) => {
  let t: TestApp;
  let api: ApiClient;

  /** A search from an address, optionally signed in. */
  const searchFrom = async (ip: string, keyword: string, token?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search?keyword=${encodeURIComponent(keyword)}`,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode).toBe(200);
  };
  const popular = async (): Promise<string[]> => {
    const answer = await api.get<{ records: PopularWord[] }>('/api/search/popular');
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return answer.body.data!.records.map((word) => word.keyword);
  };
  const logged = async (keyword: string) => {
    const rows = await t.deps.database.db
      .select({ visitor: searchLog.visitor })
      .from(searchLog)
      .where(sql`${searchLog.keyword} = ${keyword}`);
    return rows.length;
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, now: () => clock });
    api = apiClient(t.app);
    const doc = (refId: string, title: string) => ({
      kind: 'article' as const,
      refId,
      title,
      summary: '',
      bodyText: `${title}的入门读物。`,
      url: `/news/detail/${refId}`,
      visible: true,
      publishedAt: new Date('2026-11-01T00:00:00Z'),
    });
    await indexSearchDocument(t.deps, doc('p-retro', '水星逆行期间的沟通'));
    await indexSearchDocument(t.deps, doc('p-synastry', '合盘看关系'));
    await indexSearchDocument(t.deps, doc('p-saturn', '土星回归'));
  });
  afterAll(async () => t.close());

  it('counts a visitor once per word and day, and shows a word only once two visitors searched it', async () => {
    for (let i = 0; i < 20; i += 1) await searchFrom('203.0.113.7', '水星逆行');
    expect(await logged('水星逆行')).toBe(1);
    expect(await popular()).not.toContain('水星逆行');

    await searchFrom('203.0.113.8', '水星逆行');
    await searchFrom('203.0.113.8', '合盘');
    await searchFrom('203.0.113.9', '合盘');
    await searchFrom('203.0.113.10', '合盘');
    expect(await popular()).toEqual(['合盘', '水星逆行']);
  });

  it('counts a signed-in member once from any address, and never a word that found nothing', async () => {
    const member = await registerUser(api);
    await searchFrom('198.51.100.1', '土星回归', member.auth.access_token);
    await searchFrom('198.51.100.2', '土星回归', member.auth.access_token);
    expect(await logged('土星回归')).toBe(1);

    await searchFrom('198.51.100.3', '量子力学');
    await searchFrom('198.51.100.4', '量子力学');
    expect(await logged('量子力学')).toBe(0);
  });

  it('keeps no user id or address in the log', async () => {
    const rows = await t.deps.database.db.select().from(searchLog);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitor).not.toMatch(/203\.0\.113|198\.51\.100|user|ip:/);
      expect(Object.keys(row).sort()).toEqual(['day', 'keyword', 'visitor']);
    }
  });

  it('counts at most a day’s worth of words per visitor', async () => {
    const visitor = { userId: null, ip: '192.0.2.50' };
    const secret = t.app.config.secrets.jwt;
    for (let i = 0; i <= SEARCH_RULES.popularWordsPerVisitorPerDay; i += 1)
      await logSearch(t.deps, secret, visitor, `词${i}`);
    const counted = await t.deps.database.db.execute(
      sql`select count(*)::int as n from ${searchLog} where ${searchLog.keyword} like '词%'`,
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(
      SEARCH_RULES.popularWordsPerVisitorPerDay,
    );
  });

  it('lets an editor hide a word (recorded in the audit trail); a member gets 404', async () => {
    const { db } = t.deps.database;
    const editor = await registerUser(api);
    const member = await registerUser(api);
    await grantRole(db, Number(editor.user.userId), 'editor');

    const denied = await api.post(
      '/api/admin/search/popular/hide',
      { keyword: '合盘', hidden: true },
      member.auth.access_token,
    );
    expect(denied.status).toBe(404);
    expect(await popular()).toContain('合盘');

    const hidden = await api.post(
      '/api/admin/search/popular/hide',
      { keyword: '合盘', hidden: true },
      editor.auth.access_token,
    );
    expect(hidden.body.data.records).toEqual({ keyword: '合盘', visitors: 3, hidden: true });
    expect(await popular()).toEqual(['水星逆行']);
    const listed = await api.get('/api/admin/search/popular', editor.auth.access_token);
    expect(listed.body.data.records).toEqual(
      expect.arrayContaining([{ keyword: '合盘', visitors: 3, hidden: true }]),
    );
    const audit = await db
      .select()
      .from(operatorAudit)
      .where(sql`${operatorAudit.actorId} = ${Number(editor.user.userId)}`);
    expect(audit.map((row) => row.before)).toEqual([
      expect.objectContaining({
        route: '/api/admin/search/popular/hide',
        body: { keyword: '合盘', hidden: true },
      }),
    ]);

    const bad = await api.post(
      '/api/admin/search/popular/hide',
      { keyword: '', hidden: true },
      editor.auth.access_token,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.desc).toContain('请输入搜索关键词');

    await api.post(
      '/api/admin/search/popular/hide',
      { keyword: '合盘', hidden: false },
      editor.auth.access_token,
    );
    expect(await popular()).toEqual(['合盘', '水星逆行']);
  });

  it('forgets searches older than seven days', async () => {
    clock = new Date(clock.getTime() + SEARCH_RULES.popularDays * DAY);
    expect(await popular()).toEqual([]);
  });
});

describe('normalizeKeyword', () => {
  it('counts full-width, upper-case and spaced forms as one word', () => {
    expect(normalizeKeyword('  ＳＳＸＺ ')).toBe('ssxz');
    expect(normalizeKeyword('金星  天蝎座')).toBe('金星 天蝎座');
    expect(normalizeKeyword('水星逆行')).toBe('水星逆行');
  });
});
