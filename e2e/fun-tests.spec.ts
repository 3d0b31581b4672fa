import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, registerBuyer, signInTo } from './support/commerce.ts';
import { ONE_SIZE } from './support/helpers.ts';

// The fun tests from a member's side: the love test (two births, the result page without header or
// footer, the same result on reload) and one round trip of the themed sign test (both rounds revealed).

async function fillBirth(
  page: Page,
  birth: { name?: string; date: string; time: string; city: string; option: RegExp },
) {
  if (birth.name) await page.getByLabel('名字（可选）').fill(birth.name);
  await page.getByLabel('出生日期').fill(birth.date);
  await page.getByLabel('出生时间').fill(birth.time);
  await page.getByRole('combobox', { name: '出生地点' }).fill(birth.city);
  await page.getByRole('option', { name: birth.option }).first().click();
}

test.describe('fun tests', () => {
  test('love test: two births → the score in four dimensions, no header or footer, kept on reload', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const member = await registerBuyer(request, testInfo);
    await signInTo(page, '/qcLove/input', member.mobile, member.password);
    await expect(page.getByRole('heading', { level: 1, name: '填写两个人的出生资料' })).toBeVisible();
    await fillBirth(page, {
      name: '小林',
      date: '1990-05-12',
      time: '08:20',
      city: '上海',
      option: /^上海市/,
    });
    await page.getByRole('button', { name: '下一步' }).click();
    await fillBirth(page, {
      name: '阿杰',
      date: '1988-11-03',
      time: '21:45',
      city: '北京',
      option: /^北京市/,
    });
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: '查看契合度' }).click();

    await expect(page).toHaveURL(/\/qcLove\/result\?id=[a-z0-9]{12}$/);
    await expect(page.getByText('小林 × 阿杰')).toBeVisible();
    const meters = page.getByRole('meter');
    await expect(meters).toHaveCount(4);
    await expect(page.getByRole('meter', { name: '吸引力' })).toBeVisible();
    // Sun, Moon and Venus signs of both: 1990-05-12 has the Sun in Taurus, 1988-11-03 in Scorpio.
    const sunRow = page.getByRole('row', { name: /太阳/ });
    await expect(sunRow).toContainText('金牛座');
    await expect(sunRow).toContainText('天蝎座');
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    const level = await page.getByRole('heading', { level: 1 }).textContent();
    const score = await page.locator('.fun-score').textContent();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(level!);
    await expect(page.locator('.fun-score')).toHaveText(score!);
    await page.screenshot({ path: testInfo.outputPath('qcLove-result.png'), fullPage: true });
  });

  test(
    'themed sign test: a love round trip — choose, reveal, second round, summary',
    ONE_SIZE,
    async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      const member = await registerBuyer(request, testInfo);
      await signInTo(page, '/funny/themeSign/edit', member.mobile, member.password);
      await page.getByRole('radio', { name: '恋爱' }).click();
      await fillBirth(page, { date: '1990-05-12', time: '08:20', city: '上海', option: /^上海市/ });
      await page.getByRole('button', { name: '开始第一轮' }).click();

      await expect(page).toHaveURL(/\/funny\/themeSign\/guideFirst\?id=[a-z0-9]{12}$/);
      await expect(page.getByRole('heading', { level: 1, name: '恋爱主题 · 第一轮' })).toBeVisible();
      const options = page.locator('.fun-option');
      await expect(options).toHaveCount(3);
      await expectNoHorizontalOverflow(page);
      await options.first().click();
      await page.getByRole('button', { name: '就是它，揭晓答案' }).click();

      await expect(page).toHaveURL(/\/funny\/themeSign\/resultFirst\?id=/);
      // 1990-05-12: Venus in Aries.
      await expect(page.getByRole('heading', { level: 2, name: /^你的金星在白羊座/ })).toBeVisible();
      await page.getByRole('link', { name: '进入第二轮' }).click();

      await expect(page).toHaveURL(/\/funny\/themeSign\/guideSecond\?id=/);
      await page.locator('.fun-option').nth(1).click();
      await page.getByRole('button', { name: '就是它，揭晓答案' }).click();

      await expect(page).toHaveURL(/\/funny\/themeSign\/resultSecond\?id=/);
      await expect(page.getByRole('heading', { level: 1, name: '恋爱主题 · 测试总结' })).toBeVisible();
      await expect(page.getByLabel('总结')).toContainText('金星在白羊座');
      await expect(page.getByRole('heading', { level: 2, name: /^你的火星在/ })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('themeSign-summary.png'), fullPage: true });
    },
  );
});
