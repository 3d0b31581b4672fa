import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  payWithSandbox,
  productIdByTitle,
  registerBuyer,
  SETTLE_TIMEOUT,
  signInTo,
} from './support/commerce.ts';
import { expectNoSeriousA11yViolations, ONE_SIZE } from './support/helpers.ts';

// The baby pages from a parent's side: the free element check of a child, its result leading to the
// baby report, buying it through the sandbox on the baby flow's own pay step, the child's then the
// parents' births, the report generated and read (wheel, contents, PDF); the element sample pages.
// No footer on any /babyReport page.

/** Fills one BirthForm (inside `scope`) with a birth in a city found by the place search. */
async function fillBirth(
  page: Page,
  scope: Locator | Page,
  birth: { name?: string; date: string; time: string; city: string; option: RegExp },
): Promise<void> {
  if (birth.name) await scope.getByLabel('名字（可选）').fill(birth.name);
  await scope.getByLabel('出生日期').fill(birth.date);
  await scope.getByLabel('出生时间').fill(birth.time);
  await scope.getByRole('combobox', { name: '出生地点' }).fill(birth.city);
  await page.getByRole('option', { name: birth.option }).first().click();
}

const noFooter = async (page: Page) => expect(page.locator('footer.site-footer')).toHaveCount(0);

test.describe('baby report', () => {
  test('free element check → result → buy the baby report in the sandbox → child and parent → generated → read', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const buyer = await registerBuyer(request, testInfo);

    // The free check needs a member (its result is kept for them).
    await signInTo(page, '/babyReport/element/input', buyer.mobile, buyer.password);
    await expect(page.getByRole('heading', { level: 1, name: '免费宝宝元素测试' })).toBeVisible();
    await noFooter(page);
    await fillBirth(page, page, {
      name: '小橙子',
      date: '2021-04-18',
      time: '07:40',
      city: '深圳',
      option: /^广东省 深圳市/,
    });
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: '开始免费测试' }).click();

    await expect(page).toHaveURL(/\/babyReport\/element\/result\/[a-z0-9]{12}$/);
    const resultUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: '小橙子的元素平衡' })).toBeVisible();
    await expect(page.getByText('2021年4月18日 07:40')).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^小橙子的元素分布：火\d颗，土\d颗，风\d颗，水\d颗$/ }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: '小橙子的星盘' })).toBeVisible();
    await expect(page.getByText(/^依据：/).first()).toBeVisible();
    await noFooter(page);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    // The result leads to the element's sample page and to the paid report.
    await page.getByRole('link', { name: /^看看.元素宝宝的更多日常/ }).click();
    await expect(page).toHaveURL(/\/babyReport\/template\/(fire|earth|air|water)$/);
    await expect(page.getByRole('heading', { level: 1, name: /^.元素宝宝$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: '日常里常见的小画面' })).toBeVisible();
    await noFooter(page);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '小橙子的元素平衡' })).toBeVisible();

    await page.getByRole('link', { name: '了解宝宝成长报告' }).click();
    await expect(page).toHaveURL(/\/babyReport\/\d+$/);
    await expect(page.getByRole('heading', { name: '报告目录' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^样例：/ })).toBeVisible();
    await noFooter(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: '立即购买' }).click();

    await expect(page).toHaveURL(/\/babyReport\/orderPay\?productId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    await noFooter(page);
    await page.getByRole('button', { name: '提交订单并支付' }).click();
    await expect(page).toHaveURL(/\/babyReport\/orderPay\?orderNo=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '支付宝宝成长报告' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // Paid: straight on to the child's birth data.
    await payWithSandbox(page, /\/babyReport\/input\/[a-z0-9]{12}$/);

    await expect(page.getByRole('heading', { level: 1, name: '填写孩子的出生资料' })).toBeVisible();
    await noFooter(page);
    await fillBirth(page, page, {
      name: '小橙子',
      date: '2021-04-18',
      time: '07:40',
      city: '深圳',
      option: /^广东省 深圳市/,
    });
    await page.getByRole('button', { name: '确定孩子资料' }).click();
    await expect(page.getByTestId('person-summary')).toContainText('小橙子');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '下一步：父母的出生资料' }).click();

    await expect(page).toHaveURL(/\/babyReport\/parentInput\?report=[a-z0-9]{12}$/);
    await expect(page.getByRole('heading', { level: 1, name: '填写父母的出生资料' })).toBeVisible();
    await expect(page.getByTestId('child-summary')).toContainText('小橙子');
    await noFooter(page);
    await expect(page.getByRole('button', { name: '不填父母资料，直接生成' })).toBeVisible();
    const mother = page.getByRole('group', { name: '家长一（可选）' });
    await fillBirth(page, mother, {
      name: '林芳',
      date: '1990-10-03',
      time: '21:15',
      city: '杭州',
      option: /^浙江省 杭州市/,
    });
    await page.getByRole('button', { name: '确定家长一（可选）资料' }).click();
    await expect(page.getByTestId('person-summary')).toContainText('林芳');
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: '提交并生成报告' }).click();

    await expect(page).toHaveURL(/\/babyReport\/detail\/[a-z0-9]{12}$/);
    const report = page.getByRole('article').first();
    await expect(report).toBeVisible({ timeout: SETTLE_TIMEOUT });
    await expect(report.getByText(/小橙子 · 2021年4月18日 07:40/)).toBeVisible();
    await expect(report.getByRole('img', { name: '小橙子的星盘' })).toBeVisible();
    await expect(report.getByRole('navigation', { name: '目录' })).toBeVisible();
    await expect(report.getByRole('heading', { level: 2, name: /元素与节奏/ })).toBeVisible();
    await expect(report.getByRole('heading', { level: 2, name: /父母与孩子/ })).toBeVisible();
    await expect(report.getByText(/林芳的月亮/).first()).toBeVisible();
    await noFooter(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: '下载 PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/小橙子\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    // My reports sends the baby report to its own pages.
    await page.goto('/user/report');
    const mine = page.getByRole('list', { name: '我的报告' }).getByRole('listitem').first();
    await expect(mine).toContainText('已生成');
    await mine.getByRole('link', { name: '阅读报告' }).click();
    await expect(page).toHaveURL(/\/babyReport\/detail\/[a-z0-9]{12}$/);

    // Another member cannot open this result.
    const other = await registerBuyer(request, testInfo);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInTo(page, new URL(resultUrl).pathname, other.mobile, other.password);
    await expect(page.getByText('测试结果不存在，或不属于当前账号。')).toBeVisible();
  });

  test(
    'the element sample pages; an unknown element or another product is not found',
    ONE_SIZE,
    async ({ page, request }) => {
      await page.goto('/babyReport/template/water');
      await expect(page.getByRole('heading', { level: 1, name: '水元素宝宝' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '如果水元素偏少' })).toBeVisible();
      await expect(page.getByText('巨蟹座、天蝎座、双鱼座', { exact: false })).toBeVisible();
      await noFooter(page);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await page
        .getByRole('navigation', { name: '其他元素' })
        .getByRole('link', { name: '火元素宝宝' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: '火元素宝宝' })).toBeVisible();
      // The check itself asks a visitor to sign in first.
      await page.getByRole('link', { name: '免费测孩子的元素平衡' }).click();
      await expect(page).toHaveURL(/\/login\?from=%2FbabyReport%2Felement%2Finput$/);

      const missing = await page.goto('/babyReport/template/metal');
      expect(missing?.status()).toBe(404);
      // Only the baby report has a /babyReport product page.
      const natal = await productIdByTitle(request, '本命性格深度报告');
      expect((await page.goto(`/babyReport/${natal}`))?.status()).toBe(404);
      expect((await page.goto('/babyReport/99999999'))?.status()).toBe(404);
    },
  );
});
