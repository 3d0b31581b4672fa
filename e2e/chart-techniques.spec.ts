import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, isMobile } from './support/helpers.ts';

// The technique pages as a visitor uses them, at both sizes: a solar return cast in another city with its exact
// instant in Beijing time, a lunar return, the transit timeline of a period, and the traditional tools.

async function fillBirth(page: Page): Promise<void> {
  await page.getByLabel('出生日期').fill('1990-05-01');
  await page.getByLabel('出生时间').fill('14:30');
  await page.getByRole('combobox', { name: '出生地点' }).fill('guangzhou');
  await page
    .getByRole('option', { name: /^广东省 广州市\s/ })
    .first()
    .click();
}

async function fitsMobile(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a solar return relocated to another city, then a lunar return', async ({ page }, testInfo) => {
  await gotoHydrated(page, '/chart/returns');
  await expect(page.getByRole('heading', { name: '返照盘', exact: true })).toBeVisible();
  await page.getByLabel('年份').fill('2026');
  await page.getByLabel('返照时所在的城市').first().check();
  await page.getByRole('combobox', { name: '返照时所在的城市' }).fill('shanghai');
  await page
    .getByRole('option', { name: /^上海市/ })
    .first()
    .click();
  await fillBirth(page);
  await page.getByRole('button', { name: '计算返照盘' }).click();
  const wheel = page.getByRole('img', { name: '2026年太阳返照盘' });
  await expect(wheel).toBeVisible();
  await expect(page.getByText(/精确返照时刻：2026-0[45]-\d\d \d\d:\d\d:\d\d（北京时间）/)).toBeVisible();
  await expect(page.getByText('已换到返照时所在的城市起盘')).toBeVisible();
  await expect(page.getByRole('table', { name: '返照盘行星位置（返照盘宫位）' })).toBeVisible();
  const returnReadings = page.getByRole('region', { name: '太阳返照解读' });
  await expect(returnReadings).toContainText('太阳返照盘上升在');
  await expect(returnReadings).toContainText(/月亮在第.+宫/);
  if (isMobile(testInfo)) {
    expect((await wheel.boundingBox())!.width).toBeLessThanOrEqual(390);
    await fitsMobile(page);
  }
  await page.screenshot({ path: testInfo.outputPath('returns.png'), fullPage: true });

  await page.getByLabel('月亮返照').check();
  await page.getByLabel('月份').selectOption('3');
  await page.getByRole('button', { name: '计算返照盘' }).click();
  await expect(page.getByRole('img', { name: '2026年3月月亮返照盘' })).toBeVisible();
  await expect(page.getByText(/精确返照时刻：2026-03-\d\d \d\d:\d\d:\d\d（北京时间）/)).toBeVisible();
});

test('the transit timeline of a period: windows with entering, exact and leaving times', async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, '/chart/transitTimeline');
  await expect(page.getByRole('heading', { name: '行运时间线', exact: true })).toBeVisible();
  await page.getByLabel('开始日期').fill('2026-01-01');
  await page.getByLabel('结束日期').fill('2027-03-01');
  await fillBirth(page);
  await page.getByRole('button', { name: '生成时间线' }).click();
  await expect(page.getByText('行运查询的时间范围不能超过一年')).toBeVisible();
  await page.getByLabel('结束日期').fill('2026-06-30');
  await page.getByLabel('成相容许度').selectOption('2');
  await page.getByRole('button', { name: '生成时间线' }).click();
  const rows = page.getByTestId('timeline-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(20);
  await expect(page.getByText(/2026-01-01 至 2026-06-30（北京时间）· 容许度 2°/)).toBeVisible();
  const first = rows.first();
  await expect(first.getByText('进入容许度')).toBeVisible();
  await expect(first.getByText('离开容许度')).toBeVisible();
  await expect(first).toContainText(/20\d\d-\d\d-\d\d \d\d:\d\d/);
  await page.getByLabel('只看某颗行星').selectOption({ label: '木星' });
  for (const title of await page.locator('.timeline-title').allTextContents()) expect(title).toMatch(/^木星/);
  await expect(page.getByRole('heading', { name: '换座与停滞' })).toBeVisible();
  if (isMobile(testInfo)) await fitsMobile(page);
  await page.screenshot({ path: testInfo.outputPath('timeline.png'), fullPage: true });
});

test('the traditional tools: dignities, the year lord, firdaria, sidereal and harmonic', async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, '/chart/traditional');
  await page.getByLabel('查看日期').fill('2026-03-01');
  await page.getByLabel('黄道').selectOption('lahiri');
  await page.getByLabel('谐波盘').selectOption('5');
  await fillBirth(page);
  await page.getByRole('button', { name: '查看古典技法' }).click();
  const table = page.getByRole('table', { name: /必然尊贵表/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(page.getByText(/小限走到第 \d+ 宫/)).toBeVisible();
  await expect(page.getByRole('table', { name: '法达星限（北京时间日期）' })).toContainText('（当前）');
  await expect(page.getByText(/岁差 2[34]\.\d{4}°/)).toBeVisible();
  await expect(page.getByRole('img', { name: '第5谐波盘（才华与创造）' })).toBeVisible();
  await expect(page.getByRole('table', { name: '福点、宿命点、交点与莉莉丝' })).toContainText('南交点');
  const readings = page.getByRole('region', { name: '古典技法解读' });
  await expect(readings).toContainText('今年的年主星是');
  await expect(readings).toContainText('当前法达副主星');
  await expect(readings).toContainText('恒星黄道 · 拉希里');
  await expect(readings.getByRole('heading', { name: '谐波盘', exact: true })).toBeVisible();
  if (isMobile(testInfo)) await fitsMobile(page);
  await page.screenshot({ path: testInfo.outputPath('traditional.png'), fullPage: true });
});
