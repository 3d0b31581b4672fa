import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DEMO_MEMBER, isMobile, loginWithPassword, ONE_SIZE } from './support/helpers.ts';

// The shared birth input of the chart pages: the place suggestions open under their input, a birth known
// only to the 时辰 gives a chart that says which time it used, a 真太阳时 is turned into clock time, and
// a birth in China's 1988 summer time says it was read as summer time, with the choice to say it was
// already standard time. At 390 px nothing makes the page scroll sideways.

async function choosePlace(page: Page) {
  const input = page.getByRole('combobox', { name: '出生地点' });
  await input.fill('广州');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  // The suggestions never cover the field they serve.
  const [field, box] = [(await input.boundingBox())!, (await list.boundingBox())!];
  expect(box.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
  await page
    .getByRole('option', { name: /^广东省 广州市\s/ })
    .first()
    .click();
  await expect(page.getByText(/时区 北京时间（UTC\+8）/)).toBeVisible();
}

async function expectFits(page: Page, testInfo: TestInfo) {
  if (!isMobile(testInfo)) return;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Every table sits inside the page; the wide ones scroll inside their own box.
  const overflowing = await page.evaluate(
    () =>
      [...document.querySelectorAll('table')]
        .map((table) => (table.closest('.table-scroll') ?? table).getBoundingClientRect())
        .filter((r) => r.left < -0.5 || r.right > 390.5).length,
  );
  expect(overflowing).toBe(0);
}

test.describe('chart input', () => {
  test('a birth known only to its 时辰 is drawn at the middle of it, and the chart says so', async ({
    page,
  }, testInfo) => {
    await page.goto('/chart');
    await page.getByLabel('出生日期').fill('1995-03-10');
    await page.getByLabel('时间不详').check();
    await page.getByLabel('出生时辰').selectOption({ label: '午时（11:00–13:00）' });
    await expect(page.getByText('将按午时（11:00–13:00）的中点 12:00 起盘')).toBeVisible();
    await choosePlace(page);
    await page.getByRole('button', { name: '生成星盘' }).click();
    await expect(page).toHaveURL(/sc=wu/);
    const heading = page.locator('.chart-heading');
    await expect(heading).toContainText('1995-03-10 午时（11:00–13:00），按 12:00 北京时间（UTC+8）');
    await expect(heading).toContainText(/真太阳时 11:\d\d/);
    await expect(
      page.locator('.chart-note').filter({ hasText: '午时（11:00–13:00）的中点、钟表时间 12:00' }),
    ).toBeVisible();
    // With a 时辰 the chart has its houses.
    await expect(page.getByRole('table', { name: /宫头/ })).toBeVisible();
    await expectFits(page, testInfo);
    // A reload keeps the 时辰 in the form.
    await page.reload();
    await expect(page.getByLabel('出生时辰')).toHaveValue('wu');
  });

  test(
    'a 真太阳时 is turned into the clock time the chart is drawn for',
    ONE_SIZE,
    async ({ page }, testInfo) => {
      await page.goto('/chart');
      await page.getByLabel('出生日期').fill('1992-10-13');
      await page.getByLabel('出生时间').fill('12:00');
      await page.getByLabel(/这是真太阳时/).check();
      await choosePlace(page);
      await page.getByRole('button', { name: '生成星盘' }).click();
      await expect(page).toHaveURL(/tb=solar/);
      await expect(
        page.locator('.chart-note').filter({ hasText: '你填写的是真太阳时 1992-10-13 12:00' }),
      ).toBeVisible();
      // Guangzhou is 6.7° west of 120°E and the sun is 14 min ahead in October: clock time about 12:13.
      await expect(page.locator('.chart-heading')).toContainText(
        /1992-10-13 12:1\d 北京时间（UTC\+8） · 真太阳时 12:00/,
      );
      await expectFits(page, testInfo);
    },
  );

  test(
    'a 1988 summer birth says it was read as summer time, and can be read as standard time',
    ONE_SIZE,
    async ({ page }, testInfo) => {
      await page.goto('/chart');
      await page.getByLabel('出生日期').fill('1988-07-01');
      await page.getByLabel('出生时间').fill('10:00');
      await choosePlace(page);
      const notice = page.locator('.summer-time-notice');
      await expect(notice).toContainText('此时间已按当时的夏令时换算');
      await expect(notice.getByLabel(/已是标准时间/)).not.toBeChecked();
      await page.getByRole('button', { name: '生成星盘' }).click();
      await expect(page.locator('svg.chart-wheel').first()).toBeVisible();
      const heading = page.locator('.chart-heading');
      await expect(heading).toContainText('北京时间（UTC+8），夏令时 UTC+9');
      await expect(
        page.locator('.chart-note').filter({ hasText: '此时间已按当时的夏令时换算' }),
      ).toBeVisible();
      await expectFits(page, testInfo);

      await page.getByRole('button', { name: '出生时间已是标准时间，重新起盘' }).click();
      await expect(page).toHaveURL(/std=1/);
      await expect(page.locator('.chart-note').filter({ hasText: '出生时间已是标准时间' })).toBeVisible();
      await expect(page.locator('.chart-note').filter({ hasText: '此时间已按当时的夏令时换算' })).toHaveCount(
        0,
      );
      await expect(heading).not.toContainText('夏令时 UTC+9');
      // Opened from its address, the form carries the answer.
      await page.reload();
      await expect(page.locator('.summer-time-notice').getByLabel(/已是标准时间/)).toBeChecked();
    },
  );

  test('every chart page of a saved profile fits a 390 px phone, its tables scrolling in their own box', async ({
    page,
  }, testInfo) => {
    test.skip(!isMobile(testInfo), 'the phone size only');
    await page.goto('/login');
    await loginWithPassword(page, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/chart/loveRelation');
    await page.getByLabel('你的资料：选择档案').selectOption({ label: '林晓（1994-08-17）' });
    await page.getByLabel('对方的资料：选择档案').selectOption({ label: '陈屿（1992-11-03）' });
    await page.getByRole('button', { name: '开始合盘' }).click();
    await expect(page.getByRole('table', { name: '林晓与陈屿的相位' })).toBeVisible();
    // Partners by their names, never 甲方/乙方.
    await expect(page.locator('main')).not.toContainText(/甲方|乙方/);
    await expectFits(page, testInfo);

    await page.goto('/chart/career');
    await page.getByLabel('选择已保存的档案').selectOption({ label: '林晓（1994-08-17）' });
    await expect(page.getByRole('table', { name: '事业相关宫位' })).toBeVisible();
    await expectFits(page, testInfo);

    await page.goto('/chart/kid');
    await page.getByLabel('孩子：选择档案').selectOption({ label: '陈小禾（2021-04-26）' });
    await page.getByLabel('父亲：选择档案').selectOption({ label: '陈屿（1992-11-03）' });
    await page.getByRole('button', { name: '生成亲子盘' }).click();
    await expect(page.locator('svg.chart-wheel')).toHaveCount(2);
    await expectFits(page, testInfo);

    await page.goto('/learning/myChart');
    await expect(page.locator('svg.chart-wheel')).toBeVisible();
    await expectFits(page, testInfo);
  });
});
