import { expect, test } from '@playwright/test';
import { gotoHydrated, isMobile } from './support/helpers.ts';

// A visitor opens the progressions page from the chart page, enters a birth and a day of life, and reads the
// progressed bi-wheel, the directed positions and the year's dated events, at both sizes.

test('a progressed chart for a day of life, with its dated events', async ({ page }, testInfo) => {
  await page.goto('/chart');
  await page.getByRole('link', { name: '推运盘' }).first().click();
  await expect(page).toHaveURL(/\/chart\/progressions$/);
  await expect(page.getByRole('heading', { name: '推运盘', exact: true })).toBeVisible();
  await page.getByLabel('推运到').fill('2026-05-01');
  await page.getByLabel('天顶推运方式').selectOption('naibod');
  await page.getByLabel('出生日期').fill('1990-05-01');
  await page.getByLabel('出生时间').fill('14:30');
  await page.getByRole('combobox', { name: '出生地点' }).fill('guangzhou');
  await page
    .getByRole('option', { name: /^广东省 广州市\s/ })
    .first()
    .click();
  await page.getByRole('button', { name: '生成推运盘' }).click();
  const wheel = page.getByRole('img', { name: '推运盘（2026-05-01）' });
  await expect(wheel).toBeVisible();
  await expect(page.getByText('天顶：奈波德平均太阳弧（赤经）')).toBeVisible();
  await expect(page.getByRole('table', { name: '推运星体（落入本命宫位）' })).toBeVisible();
  await expect(page.getByRole('table', { name: '太阳弧推进后的位置' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '之后一年的推运事件' })).toBeVisible();
  await expect(page.getByRole('region', { name: '推运解读' })).toContainText('推运月亮在');
  // The progressed chart's tone: the Sun's sign, the lunar phase, Mercury, Venus and Mars.
  await expect(page.getByRole('region', { name: '推运解读' })).toContainText('推运月相：');
  await expect(page.getByRole('region', { name: '推运解读' })).toContainText(/推运火星在.+座/);
  await page
    .getByRole('region', { name: '推运解读' })
    .screenshot({ path: testInfo.outputPath(`progressed-readings-${testInfo.project.name}.png`) });
  if (isMobile(testInfo)) {
    const box = (await wheel.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test('the progressions page in the Lahiri zodiac names it in the heading, with no harmonic offered', async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo), 'the setting is the same at both sizes; drawn once at desktop');
  await gotoHydrated(page, '/chart/progressions');
  await page.getByLabel('推运到').fill('2026-05-01');
  await page.getByLabel('出生日期').fill('1990-05-01');
  await page.getByLabel('出生时间').fill('14:30');
  await page.getByRole('combobox', { name: '出生地点' }).fill('guangzhou');
  await page
    .getByRole('option', { name: /^广东省 广州市\s/ })
    .first()
    .click();
  await page.getByText('宫位制、容许度、星点与黄道').click();
  await expect(page.getByRole('combobox', { name: /^谐波盘/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: /^黄道/ }).selectOption('lahiri');
  await page.getByRole('button', { name: '生成推运盘' }).click();
  await expect(page.getByRole('img', { name: '推运盘（2026-05-01）' })).toBeVisible();
  await expect(page.getByText(/^黄道：恒星黄道（拉希里） · 岁差 23°\d\d′$/)).toBeVisible();
  await expect(page.getByText('按回归黄道的本命盘计算')).toHaveCount(0);
});
