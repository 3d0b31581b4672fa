import { expect, test } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  orderNoOnPayPage,
  payWithSandbox,
  registerBuyer,
  signInTo,
} from './support/commerce.ts';
import { expectNoSeriousA11yViolations, ONE_SIZE } from './support/helpers.ts';
import { saveProfile } from './support/profiles.ts';

// The personal calendar report from a buyer's side: its card in the report catalogue, its product page with a sample
// month, buying it through the sandbox gateway and landing on its first step at once, the three steps (profile →
// period → focus), then a month of scores and one day in detail, and the way back to it from the order.

test.describe('calendar report', () => {
  test('buy in the sandbox, take the three steps, read a month and a day', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const buyer = await registerBuyer(request, testInfo);
    await saveProfile(request, buyer.mobile, buyer.password);

    // The report catalogue lists it with its cover and price; its card leads to its own product page.
    await page.goto('/report');
    const card = page.getByRole('listitem', { name: '个人星象日历' });
    await expect(card).toBeVisible();
    await expect(card.locator('img.report-template-cover')).toHaveAttribute(
      'src',
      '/covers/calendar-report.svg',
    );
    await expect(card.getByText('¥59.00')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await card.getByRole('link', { name: '了解详情' }).click();

    // The product page, open to visitors: what it is, the price, a sample month.
    await expect(page).toHaveURL(/\/calendarReport\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: '个人星象日历' })).toBeVisible();
    await expect(page.getByText('¥59.00').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^样例：/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /每日评分/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    // The pay step asks a visitor to sign in first, then orders one and goes to the shop's cashier.
    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page).toHaveURL(/\/login\?from=/);
    await signInTo(page, '/calendarReport/orderPay', buyer.mobile, buyer.password);
    await expect(page.getByRole('heading', { level: 1, name: '确认购买' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: '提交订单并支付' }).click();
    await expect(page).toHaveURL(/\/calendarReport\/orderPay\?orderNo=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '支付个人星象日历' })).toBeVisible();
    const orderNo = await orderNoOnPayPage(page);
    await expectNoHorizontalOverflow(page);

    // Once paid the member lands on the first of the three steps at once (no result page, no extra clicks).
    await payWithSandbox(page, /\/calendarReport\/editFirst\?report=[a-z0-9]{12}$/);

    // Step 1: whose chart.
    await expect(page.getByRole('list', { name: '填写步骤' })).toContainText('当前步骤');
    await page.getByLabel('本人：选择档案').selectOption({ label: '苏念（1991-03-09）' });
    await expect(page.getByTestId('person-summary')).toContainText('苏念');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '下一步：选择时间' }).click();

    // Step 2: the period (next month, three months).
    await expect(page).toHaveURL(/\/calendarReport\/editSecond\?report=/);
    const start = page.getByLabel('开始月份');
    const nextMonth = await start.locator('option').nth(1).getAttribute('value');
    await start.selectOption(nextMonth!);
    await page.getByRole('radio', { name: '3 个月' }).check();
    await expect(page.getByText(/共 3 个月/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: '下一步：关注方向' }).click();

    // Step 3: focus areas and the check before it locks.
    await expect(page).toHaveURL(/\/calendarReport\/editThird\?report=/);
    await page.getByRole('checkbox', { name: '事业' }).check();
    await page.getByRole('checkbox', { name: '感情' }).check();
    const confirm = page.getByRole('region', { name: '请核对' });
    await expect(confirm).toContainText('苏念');
    await expect(confirm).toContainText('3 个月');
    await expect(confirm).toContainText('事业、感情');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '确认并生成日历' }).click();

    // The first month: a score for every day, the best days, the month's events.
    await expect(page).toHaveURL(
      new RegExp(`/calendarReport/monthInfo\\?report=[a-z0-9]{12}&month=${nextMonth}$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: '苏念的个人星象日历' })).toBeVisible();
    const grid = page.getByRole('table', { name: /每日评分/ });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('link')).not.toHaveCount(0);
    await expect(page.getByRole('heading', { name: '本月顺利的日子' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /本月重要天象/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '下个月 ›' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    // A day: the score and its reasons, the Moon, the transits with Beijing times.
    await grid.getByRole('link').nth(9).click();
    await expect(page).toHaveURL(/\/calendarReport\/dayInfo\?report=[a-z0-9]{12}&date=\d{4}-\d{2}-10$/);
    await expect(page.getByRole('heading', { level: 1, name: /日 周/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: '评分理由' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '月亮', exact: true })).toBeVisible();
    await expect(page.getByText(/^月相：/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: '月亮', exact: true }).getByText(/^00:00月亮在.{2,3}座$/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: '行运与你的本命星盘' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '今日解读' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: '后一天 ›' }).click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-11$/);
    await page.getByRole('link', { name: '‹ 返回月历' }).click();
    await expect(page).toHaveURL(/\/calendarReport\/monthInfo\?/);

    // My reports list it as ready, and it opens the calendar (no PDF for a calendar).
    await page.goto('/user/report');
    const listed = page.getByRole('list', { name: '我的报告' }).getByRole('listitem').first();
    await expect(listed).toContainText('已生成');
    await expect(listed.getByRole('button', { name: /PDF/ })).toHaveCount(0);
    await listed.getByRole('link', { name: '查看日历' }).click();
    await expect(page).toHaveURL(/\/calendarReport\/monthInfo\?report=[a-z0-9]{12}$/);
    await expect(page.getByRole('table', { name: /每日评分/ })).toBeVisible();

    // The order: its detail leads to the order's reports, where the calendar opens its months.
    await page.goto('/user/order');
    await page
      .getByRole('article', { name: `订单 ${orderNo}` })
      .getByRole('link', { name: '详情' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/shop/orderDetail/${orderNo}$`));
    await page.getByRole('link', { name: '查看报告' }).click();
    await expect(page).toHaveURL(new RegExp(`/report/content/${orderNo}$`));
    const inOrder = page.getByRole('list', { name: '订单中的报告' }).getByRole('listitem').first();
    await expect(inOrder).toContainText('个人星象日历');
    await inOrder.getByRole('link', { name: '查看日历' }).click();
    await expect(page).toHaveURL(/\/calendarReport\/monthInfo\?report=[a-z0-9]{12}$/);
  });

  test(
    "another member's calendar and a made-up one show the not-found state",
    ONE_SIZE,
    async ({ page, request }, testInfo) => {
      const buyer = await registerBuyer(request, testInfo);
      await signInTo(page, '/calendarReport/monthInfo?report=abcdefghijkl', buyer.mobile, buyer.password);
      await expect(page.getByText('这份日历不存在、不在日历的时间范围内，或不属于当前账号。')).toBeVisible();
      await page.goto('/calendarReport/editFirst');
      await expect(page.getByRole('link', { name: '了解个人星象日历' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    },
  );
});
