import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommonData } from '@xingtu/contracts/shell';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SEED_FOOTER, SEED_MENUS, seedCommon } from '../../db/seed/common.ts';
import { siteMenus } from '../../db/schema/common.ts';
import { buildMenuTree, forgetCommonData } from './service.ts';

describe('buildMenuTree', () => {
  it('nests children under their parents in the given order and drops orphans', () => {
    const tree = buildMenuTree([
      { id: 1, parentId: null, title: '首页', url: '/' },
      { id: 2, parentId: null, title: '课程', url: '/course' },
      { id: 3, parentId: 2, title: '全部课程', url: '/course' },
      { id: 4, parentId: 99, title: '孤儿', url: '/x' },
      { id: 5, parentId: 2, title: '星盘学习', url: '/learning' },
    ]);
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
});

describe('GET /api/common/data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an empty shell before seeding', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/common/data' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { success: boolean; data: { records: CommonData } };
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
    const answer = await t.app.inject({ method: 'GET', url: '/api/common/data' });
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    const records = (answer.json() as { data: { records: CommonData } }).data.records;
    expect(records.menus.map((menu) => menu.title)).toEqual(SEED_MENUS.map((menu) => menu.title));
    expect(records.menus.find((menu) => menu.title === '星盘')?.children.map((child) => child.url)).toEqual([
      '/chart',
      '/chart/love',
      '/chart/career',
      '/chart/kid',
    ]);
    expect(records.banners.length).toBeGreaterThan(0);
    expect(records.footer).toEqual(SEED_FOOTER);
    expect(records.footer.qrCodes.map((code) => code.key)).toEqual([
      'weibo',
      'officialAccount',
      'videoAccount',
      'appMain',
      'appAstro',
    ]);
  });
});
