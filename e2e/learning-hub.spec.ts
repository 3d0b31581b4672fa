import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, isMobile, ONE_SIZE } from './support/helpers.ts';

// The learning hub at both sizes: the dictionary (search, category tabs, one entry opened), the birth-info guide
// with the time reliability grades A–H, the start page → path → free lessons, and the tools answering new
// questions without a page reload.

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

test('the main navigation leads to the dictionary, and the dictionary to the birth-info guide', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  let nav;
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    nav = page.getByRole('dialog', { name: '导航菜单' });
    await nav.getByRole('button', { name: '星盘', exact: true }).click();
  } else {
    nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '星盘', exact: true }).hover();
  }
  await nav.getByRole('link', { name: '占星词典' }).click();
  await expect(page).toHaveURL(/\/learning\/dict$/);
  await page
    .locator('.learning-page')
    .getByRole('link', { name: /出生资料须知/ })
    .click();
  await expect(page).toHaveURL(/\/learning\/birthInfo$/);
  await expect(page.getByRole('heading', { name: '出生资料须知', level: 1 })).toBeVisible();
});

test('a visitor searches the dictionary, picks a category and opens an entry', async ({ page }, testInfo) => {
  await page.goto('/learning/dict');
  await expect(page).toHaveTitle('占星词典 - 星图');
  await expect(page.getByRole('heading', { name: '占星词典', level: 1 })).toBeVisible();

  const list = page.getByRole('list', { name: '词条列表' });
  await page.getByRole('searchbox', { name: '搜索词条' }).fill('上升');
  await page.getByRole('searchbox', { name: '搜索词条' }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=%E4%B8%8A%E5%8D%87/);
  await expect(list.getByRole('link').first()).toContainText('上升点');
  await expect(list.getByRole('link').first()).toContainText('Ascendant');

  await page.getByRole('searchbox', { name: '搜索词条' }).fill('没有这个词');
  await expect(page.getByText(/没有找到与“没有这个词”相关的词条，换个词试试/)).toBeVisible();

  await page.goto('/learning/dict');
  const tabs = page.getByRole('navigation', { name: '词条分类' });
  await tabs.getByRole('link', { name: '概念' }).click();
  await expect(page).toHaveURL(/category=concept/);
  await expect(tabs.getByRole('link', { name: '概念' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: '概念' })).toBeInViewport();
  await expect(list.getByRole('link', { name: /真太阳时/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /^上升点/ })).toHaveCount(0);
  if (isMobile(testInfo)) await expectNoSidewaysScroll(page);

  await list.getByRole('link', { name: /真太阳时/ }).click();
  await expect(page).toHaveURL(/entry=trueSolarTime/);
  await expect(page.getByRole('heading', { level: 1, name: /真太阳时/ })).toBeVisible();
  await expect(page).toHaveTitle(/^真太阳时（.+）- 占星词典 - 星图$/);
  const related = page.getByRole('list', { name: '相关词条' });
  await expect(related.getByRole('link').first()).toBeVisible();
  await related.getByRole('link').first().click();
  await expect(page).toHaveURL(/entry=/);
  await expect(page.getByRole('heading', { level: 2, name: '相关词条' })).toBeVisible();
  if (isMobile(testInfo)) await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('an unknown entry answers 404 and still offers the dictionary', ONE_SIZE, async ({ page }) => {
  const response = await page.goto('/learning/dict?entry=noSuchEntry');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('没有找到这个词条');
  await expect(page.getByRole('list', { name: '词条列表' }).getByRole('link').first()).toBeVisible();
});

test(
  'the birth-info guide explains the reliability grades A–H and links on',
  ONE_SIZE,
  async ({ page }, testInfo) => {
    await page.goto('/learning/birthInfo');
    await expect(page).toHaveTitle(/出生资料须知/);
    await expect(page.getByRole('heading', { name: '出生资料须知', level: 1 })).toBeVisible();
    await expect(page.locator('.learning-page').getByRole('heading', { level: 2 })).toHaveCount(7);
    const grades = page.locator('.reliability-row .reliability-grade');
    await expect(grades).toHaveText(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    await expect(page.locator('.reliability-row[data-grade="A"]')).toContainText('书面记录');
    await expect(page.locator('.reliability-row[data-grade="H"]')).toContainText('日期也不确定');
    if (isMobile(testInfo)) await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await expect(page.getByRole('link', { name: /免费排盘/ })).toHaveAttribute('href', '/chart');
    await page.getByRole('link', { name: '真太阳时', exact: true }).click();
    await expect(page).toHaveURL(/\/learning\/dict\?entry=trueSolarTime$/);
    await expect(page.getByRole('heading', { level: 1, name: /真太阳时/ })).toBeVisible();
  },
);

test('the start page leads along the path to a free lesson, and the lesson to its next one', async ({
  page,
}, testInfo) => {
  await page.goto('/learning');
  await expect(page).toHaveTitle(/^占星学习中心/);
  await expect(page.getByRole('heading', { name: '今天的天空读一读' })).toBeVisible();
  await page.getByRole('link', { name: '查看学习路径' }).click();
  await expect(page).toHaveURL(/\/learning\/path$/);
  await expect(page.getByRole('heading', { level: 2, name: /第一阶段/ })).toBeVisible();
  await page.getByRole('link', { name: /学完《第一张星盘》/ }).click();
  await expect(page).toHaveURL(/\/learning\/courseHome\/firstChart$/);
  await expect(page.getByRole('heading', { level: 1, name: '第一张星盘' })).toBeVisible();
  await page.getByRole('link', { name: '开始学习' }).click();
  await expect(page).toHaveURL(/\/learning\/courseDetail\/chart-01$/);
  await expect(page).toHaveTitle('星盘是一张什么图 - 第一张星盘 - 星图免费学堂');
  await expect(page.getByRole('heading', { level: 2, name: '本节要点' })).toBeVisible();
  await expect(page.getByRole('link', { name: '去练习' })).toHaveAttribute('href', '/chart');
  if (isMobile(testInfo)) await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /下一节：十二星座/ }).click();
  await expect(page).toHaveURL(/\/learning\/courseDetail\/chart-02$/);
  await expect(page.getByText('第 2 节 / 共 4 节')).toBeVisible();

  expect((await page.goto('/learning/courseDetail/nope-01'))?.status()).toBe(404);
  expect((await page.goto('/learning/tools/nope'))?.status()).toBe(404);
});

test('the tools answer a new question without reloading the page', ONE_SIZE, async ({ page }, testInfo) => {
  await page.goto('/learning/tools/aspect');
  await expect(page).toHaveTitle('相位计算器 - 占星工具 - 星图');
  await expect(page.locator('.aspect-verdict')).toContainText('三分相'); // the example: 白羊 10°30′ – 射手 7°
  await page.evaluate(() => Object.assign(window, { stillHere: true }));

  const first = page.getByRole('group', { name: '位置一' });
  const second = page.getByRole('group', { name: '位置二' });
  await first.getByLabel('星座').selectOption('aries');
  await first.getByLabel('度').fill('2');
  await first.getByLabel('分').fill('0');
  await second.getByLabel('星座').selectOption('cancer');
  await second.getByLabel('度').fill('0');
  await second.getByLabel('分').fill('0');
  await page.getByRole('button', { name: '计算相位' }).click();
  await expect(page.locator('.aspect-verdict')).toContainText('角距 88°');
  await expect(page.locator('.aspect-verdict')).toContainText('四分相');
  await expect(page).toHaveURL(/a_sign=aries/);
  if (isMobile(testInfo)) await expectNoSidewaysScroll(page);

  await page
    .getByRole('navigation', { name: '其他工具' })
    .getByRole('link', { name: '换座与逆行表' })
    .click();
  await page.getByLabel('行星', { exact: true }).selectOption('mercury');
  await page.getByLabel('年份', { exact: true }).fill('2024');
  await page.getByRole('button', { name: '生成年表' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '水星 2024年' })).toBeVisible();
  // Mercury turned retrograde on 1 April 2024, 22:14 UT: 06:14 on 2 April in Beijing.
  await expect(page.locator('tr', { hasText: '停滞，开始逆行' }).first()).toContainText(/2024-04-02 06:1\d/);

  await page
    .getByRole('navigation', { name: '其他工具' })
    .getByRole('link', { name: '真太阳时换算' })
    .click();
  await page.getByLabel('日期', { exact: true }).fill('2026-02-11');
  await page.getByLabel('钟表时间', { exact: true }).fill('12:00');
  await page.getByRole('button', { name: '换算真太阳时' }).click();
  await expect(page.getByTestId('true-solar-time')).toHaveText(/^2026-02-11 09:3[56]/); // Urumqi, the example
  await page.getByRole('combobox', { name: '地点' }).fill('哈尔滨');
  await page
    .getByRole('option', { name: /哈尔滨/ })
    .first()
    .click();
  await page.getByRole('button', { name: '换算真太阳时' }).click();
  await expect(page.getByTestId('true-solar-time')).toHaveText(/^2026-02-11 12:1\d/);
  if (isMobile(testInfo)) await expectNoSidewaysScroll(page);

  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('the house comparer and the Moon calendar draw their tables', async ({ page }, testInfo) => {
  await page.goto('/learning/tools/houses');
  await page.getByRole('link', { name: '用示例资料试一试' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '行星落宫对照' })).toBeVisible();
  const cusps = page.getByRole('table', { name: '各宫位制的十二宫宫头' });
  await expect(cusps.getByRole('columnheader')).toHaveCount(9);
  await expect(cusps.getByRole('row')).toHaveCount(13);

  await page.goto('/learning/tools/moon?month=2024-01');
  await expect(page.getByRole('heading', { level: 2, name: '2024年1月的月相' })).toBeVisible();
  await expect(page.locator('.moon-phases li[data-phase="full"]')).toContainText('1月26日 01:5');
  await expect(page.getByRole('list', { name: '每日月相' }).getByRole('listitem')).toHaveCount(31);
  await page.getByRole('link', { name: '下个月' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2024年2月的月相' })).toBeVisible();
  if (isMobile(testInfo)) await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
