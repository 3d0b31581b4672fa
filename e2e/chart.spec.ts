import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, isMobile, ONE_SIZE } from './support/helpers.ts';

// A visitor draws a natal chart from the form: a solar date, then a lunar date with the time
// unknown, the place found by searching 广州 in Chinese. The wheel and its tables appear at both sizes.

async function choosePlace(page: Page, keyword: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: '出生地点' }).fill(keyword);
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByText(/纬度 23\.\d+，经度 113\.\d+，时区 北京时间（UTC\+8）/)).toBeVisible();
}

async function expectChart(page: Page, testInfo: Parameters<Parameters<typeof test>[2]>[1]) {
  const wheel = page.locator('svg.chart-wheel').first();
  await expect(wheel).toBeVisible();
  await expect(wheel.locator('[data-sign]')).toHaveCount(12);
  await expect(wheel.locator('.wheel-planets [data-point]')).toHaveCount(13);
  await expect(page.getByRole('table', { name: '行星位置' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下载图片' })).toBeVisible();
  if (isMobile(testInfo)) {
    const box = (await wheel.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    expect(box.x).toBeGreaterThanOrEqual(0);
    // Only the tables scroll sideways, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
}

test.describe('natal chart', () => {
  test('a solar date and a place found by its Chinese name give a wheel with tables', async ({
    page,
  }, testInfo) => {
    await page.goto('/chart');
    await expect(page.getByRole('heading', { name: '星盘', exact: true })).toBeVisible();
    await page.getByLabel('出生日期').fill('1990-05-01');
    await page.getByLabel('出生时间').fill('14:30');
    await choosePlace(page, '广州', /^广东省 广州市\s/);
    await page.getByRole('button', { name: '生成星盘' }).click();
    await expect(page).toHaveURL(/\/chart\?date=1990-05-01&time=14%3A30/);
    await expectChart(page, testInfo);
    const positions = page.getByRole('table', { name: '行星位置' });
    await expect(positions.getByRole('row', { name: /太阳/ })).toContainText('金牛座');
    await expect(positions.getByRole('row', { name: /太阳/ })).toContainText(/第\d+宫/);
    await expect(page.getByRole('table', { name: /宫头/ })).toBeVisible();
    await expect(page.getByRole('table', { name: '相位', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // 下载图片 exports the wheel as a PNG.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载图片' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('星盘-星盘.png');
    const png = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of png) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(1, 4).toString()).toBe('PNG');
    // Transits: natal inside, the sky at the start of the range outside.
    await page.getByRole('button', { name: '查看行运' }).click();
    await expect(page.getByRole('img', { name: /^行运盘/ })).toBeVisible();
    // The transits are read in the chart's zodiac, named above them.
    await expect(
      page.getByRole('region', { name: '行运', exact: true }).getByText('黄道：回归黄道'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /的行运事件$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: '外行星相位的容许度区间（北京时间）' })).toBeVisible();
    // The address alone draws the chart on the server.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('class="chart-wheel"');
  });

  test(
    'a lunar date with the time unknown gives a noon chart without houses',
    ONE_SIZE,
    async ({ page }, testInfo) => {
      await page.goto('/chart');
      await page.getByRole('radio', { name: '农历' }).check();
      await page.getByLabel('农历年').fill('1990');
      await page.getByLabel('农历月').selectOption({ label: '四月' });
      await page.getByLabel('农历日').selectOption({ label: '初七' });
      await page.getByLabel('时间不详').check();
      await choosePlace(page, '广州', /^广东省 广州市\s/);
      await page.getByRole('button', { name: '生成星盘' }).click();
      // 农历一九九〇年四月初七 is 1 May 1990.
      await expect(page).toHaveURL(/date=1990-05-01/);
      await expectChart(page, testInfo);
      await expect(page.getByRole('note').filter({ hasText: '出生时间不详' })).toBeVisible();
      await expect(page.getByText('出生时间不详，未计算宫位。')).toBeVisible();
    },
  );

  test(
    'a wall time skipped by summer time is explained, with the readings to choose from',
    ONE_SIZE,
    async ({ page }) => {
      await page.goto('/chart');
      await page.getByLabel('出生日期').fill('1987-04-12');
      await page.getByLabel('出生时间').fill('02:30');
      await choosePlace(page, 'guangzhou', /^广东省 广州市\s/);
      await page.getByRole('button', { name: '生成星盘' }).click();
      await expect(page.getByRole('alert').filter({ hasText: '因夏令时开始' })).toBeVisible();
      // Both real moments are named as the clocks then showed them, never 02:30 twice.
      await expect(page.getByRole('alert')).toContainText('夏令时 03:30');
      await expect(page.getByRole('alert')).toContainText('标准时间 01:30');
      await page.getByRole('button', { name: '按 UTC+08:00 计算' }).click();
      await expect(page.locator('svg.chart-wheel').first()).toBeVisible();
    },
  );

  test(
    'the same question, opened from its address, is answered without typing the birth again',
    ONE_SIZE,
    async ({ page }) => {
      const place = encodeURIComponent('广东省 广州市');
      await page.goto(
        `/chart?date=1987-04-12&time=02%3A30&lat=23.13&lon=113.26&tz=Asia%2FShanghai&place=${place}`,
      );
      await expect(page.getByRole('alert').filter({ hasText: '因夏令时开始' })).toBeVisible();
      await expect(page.getByLabel('出生日期')).toHaveValue('1987-04-12');
      await page.getByRole('button', { name: '按 UTC+08:00 计算' }).click();
      await expect(page).toHaveURL(/dst=/);
      await expect(page.locator('svg.chart-wheel').first()).toBeVisible();
    },
  );

  test(
    'a shared link keeps its house system and orbs in the form, and a redraw keeps them too',
    ONE_SIZE,
    async ({ page }, testInfo) => {
      const place = encodeURIComponent('广东省 广州市');
      // 科赫制 with the wide orbs (宽松): the majors at 1.3 times their standard orbs.
      const orbs = encodeURIComponent('conjunction:10.4,opposition:10.4,trine:9.1,square:9.1,sextile:6.5');
      await page.goto(
        `/chart?date=1990-05-01&time=14%3A30&lat=23.13&lon=113.26&tz=Asia%2FShanghai&place=${place}&hs=K&orbs=${orbs}`,
      );
      await expect(page.getByText('宫位制：科赫制')).toBeVisible();
      await page.getByText('宫位制、容许度、星点与黄道').click();
      await expect(page.getByLabel('宫位制')).toHaveValue('K');
      await expect(page.getByLabel('容许度')).toHaveValue('wide');
      await expect(page.getByLabel('显示次要相位')).not.toBeChecked();

      await page.getByLabel('出生时间').fill('15:30');
      await page.getByRole('button', { name: '生成星盘' }).click();
      await expect(page).toHaveURL(/time=15%3A30.*&hs=K&orbs=conjunction%3A10\.4%2C/);
      await expectChart(page, testInfo);
      await expect(page.getByText('宫位制：科赫制')).toBeVisible();
    },
  );
});
