import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommonData } from '@xingtu/contracts/shell';
import { isSitePage } from '@xingtu/contracts/site-pages';
import { USER_CENTRE_MENU } from '@xingtu/contracts/menus';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SEED_BANNERS, SEED_FOOTER, SEED_MENUS, seedCommon } from '../../db/seed/common.ts';
import { siteBanners, siteMenus } from '../../db/schema/common.ts';
import { buildMenuTree, forgetCommonData } from './service.ts';

const everyPage = () => true;

/** Every address the shell would link to from this answer. */
function linksOf(data: CommonData): string[] {
  return [
    ...data.menus.flatMap((menu) => [menu.url, ...menu.children.map((child) => child.url)]),
    ...data.banners.map((banner) => banner.linkUrl),
    ...data.footer.aboutLinks.map((link) => link.url),
    ...data.footer.supportLinks.map((link) => link.url),
    ...data.footer.serviceLinks.map((link) => link.url),
    ...data.userMenu.map((item) => item.url),
    ...data.astrologerMenu.map((item) => item.url),
  ];
}

describe('buildMenuTree', () => {
  it('nests children under their parents in the given order and drops orphans', () => {
    const tree = buildMenuTree(
      [
        { id: 1, parentId: null, title: '首页', url: '/' },
        { id: 2, parentId: null, title: '课程', url: '/course' },
        { id: 3, parentId: 2, title: '全部课程', url: '/course' },
        { id: 4, parentId: 99, title: '孤儿', url: '/x' },
        { id: 5, parentId: 2, title: '星盘学习', url: '/learning' },
      ],
      everyPage,
    );
    expect(tree).toEqual([
      { id: 1, title: '首页', url: '/', children: [] },
      {
        id: 2,
        title: '课程',
        url: '/course',
        children: [
          { id: 3, title: '全部课程', url: '/course', children: [] },
          { id: 5, title: '星盘学习', url: '/learning', children: [] },
        ],
      },
    ]);
  });

  it('drops items whose page does not exist; a missing top item takes its children along', () => {
    const built = new Set(['/', '/chart', '/chart/love', '/learning']);
    const tree = buildMenuTree(
      [
        { id: 1, parentId: null, title: '首页', url: '/' },
        { id: 2, parentId: null, title: '星盘', url: '/chart' },
        { id: 3, parentId: 2, title: '合盘', url: '/chart/love?tab=1' },
        { id: 4, parentId: 2, title: '推运', url: '/chart/progressions' },
        { id: 5, parentId: null, title: '课程', url: '/course' },
        { id: 6, parentId: 5, title: '星盘学习', url: '/learning' },
        { id: 7, parentId: null, title: '外站', url: 'https://example.com/' },
      ],
      (url) => built.has(url.split('?')[0]!),
    );
    expect(tree).toEqual([
      { id: 1, title: '首页', url: '/', children: [] },
      {
        id: 2,
        title: '星盘',
        url: '/chart',
        children: [{ id: 3, title: '合盘', url: '/chart/love?tab=1', children: [] }],
      },
    ]);
  });
});

describe('seeded site chrome', () => {
  it('names only pages of the web route table in the navigation and the banners', () => {
    const urls = [
      ...SEED_MENUS.flatMap((menu) => [menu.url, ...(menu.children ?? []).map((child) => child.url)]),
      ...SEED_BANNERS.map((banner) => banner.linkUrl),
    ];
    expect(urls.filter((url) => !isSitePage(url))).toEqual([]);
  });
});

describe('GET /api/common/data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const answer = async (): Promise<CommonData> => {
    await forgetCommonData(t.deps.kv);
    const response = await t.app.inject({ method: 'GET', url: '/api/common/data' });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { records: CommonData } }).data.records;
  };

  it('answers an empty shell before seeding', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/common/data' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; data: { records: CommonData } };
    expect(body.success).toBe(true);
    expect(body.data.records.menus).toEqual([]);
    expect(body.data.records.footer.qrCodes).toEqual([]);
  });

  it('answers the seeded menus, banners and footer; seeding twice changes nothing', async () => {
    await seedCommon(t.deps.database.db);
    await seedCommon(t.deps.database.db);
    await forgetCommonData(t.deps.kv);
    const rows = await t.deps.database.db.select().from(siteMenus);
    expect(rows).toHaveLength(SEED_MENUS.reduce((sum, menu) => sum + 1 + (menu.children?.length ?? 0), 0));
    const response = await t.app.inject({ method: 'GET', url: '/api/common/data' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const records = (response.json() as { data: { records: CommonData } }).data.records;
    expect(records.menus.map((menu) => menu.title)).toEqual(SEED_MENUS.map((menu) => menu.title));
    expect(records.menus.find((menu) => menu.title === '星盘')?.children.map((child) => child.url)).toEqual([
      '/chart',
      '/chart/love',
      '/chart/career',
      '/chart/kid',
      '/chart/progressions',
      '/chart/returns',
      '/chart/transitTimeline',
      '/chart/traditional',
      '/calendar',
      '/calendarReport/home',
      '/learning/birthInfo',
      '/learning/dict',
    ]);
    expect(records.banners.length).toBeGreaterThan(0);
    const { aboutLinks, ...config } = SEED_FOOTER;
    expect(records.footer).toMatchObject(config);
    expect(records.footer.aboutLinks).toEqual(aboutLinks.filter((link) => isSitePage(link.url)));
    expect(records.footer.supportLinks.map((link) => link.url)).toContain('/contract/userAgreement');
    expect(records.footer.qrCodes.map((code) => code.key)).toEqual([
      'weibo',
      'officialAccount',
      'videoAccount',
      'appMain',
      'appAstro',
    ]);
    expect(records.userMenu.map((item) => item.key)).toEqual(
      USER_CENTRE_MENU.filter((item) => isSitePage(item.url)).map((item) => item.key),
    );
    expect(records.userMenu.map((item) => item.url)).toContain('/user/order');
  });

  it('leaves out whatever links to a page the site does not serve', async () => {
    const db = t.deps.database.db;
    const [parent] = await db
      .insert(siteMenus)
      .values({ key: 'unbuilt-area', title: '尚未上线', url: '/unbuilt-area', sort: 5 })
      .returning();
    await db.insert(siteMenus).values([
      { key: 'unbuilt-child', title: '子项', url: '/chart', parentId: parent!.id },
      { key: 'typo', title: '错字', url: '/chrat', sort: 6 },
      { key: 'foreign', title: '外站', url: 'https://example.com/', sort: 7 },
    ]);
    await db
      .insert(siteBanners)
      .values({ key: 'dead', title: '失效横幅', linkUrl: '/unbuilt-banner?index=2' });
    const data = await answer();
    const titles = data.menus.flatMap((menu) => [menu.title, ...menu.children.map((child) => child.title)]);
    expect(titles).not.toContain('尚未上线');
    expect(titles).not.toContain('子项');
    expect(titles).not.toContain('错字');
    expect(titles).not.toContain('外站');
    expect(data.banners.map((banner) => banner.title)).not.toContain('失效横幅');
    // The whole answer, menus of the code included, links only to pages of the route table.
    expect(linksOf(data).filter((url) => !isSitePage(url))).toEqual([]);
    expect(linksOf(data).length).toBeGreaterThan(10);
  });
});
