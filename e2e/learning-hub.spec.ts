import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, isMobile } from './support/helpers.ts';

// The learning hub's reference pages at both sizes: the dictionary (search, category tabs, one entry
// opened) and the birth-info guide with the time reliability grades A–H.

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

test('an unknown entry answers 404 and still offers the dictionary', async ({ page }) => {
  const response = await page.goto('/learning/dict?entry=noSuchEntry');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('没有找到这个词条');
  await expect(page.getByRole('list', { name: '词条列表' }).getByRole('link').first()).toBeVisible();
});

test('the birth-info guide explains the reliability grades A–H and links on', async ({ page }, testInfo) => {
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
});
