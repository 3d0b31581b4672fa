import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_MEMBER, isMobile } from './support/helpers.ts';
import { expectNoHorizontalOverflow, signInTo } from './support/commerce.ts';

// At 390 px the sideways-scrolling tab bars keep their active tab in sight, and wide tables scroll
// inside their own box so the page itself never scrolls sideways.

/** The element lies wholly inside the viewport and inside the visible part of its scrolling bar. */
async function expectInSight(page: Page, bar: Locator, tab: Locator) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const box = (await tab.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      return (
        box.x >= Math.max(0, barBox.x) - 1 &&
        box.x + box.width <= Math.min(width, barBox.x + barBox.width) + 1
      );
    })
    .toBe(true);
}

test.describe('mobile polish', () => {
  test('order status tabs and the user-centre menu keep the active entry in sight', async ({
    page,
  }, testInfo) => {
    test.skip(!isMobile(testInfo), 'narrow-screen behaviour');
    await signInTo(page, '/user/order?status=F', DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    const bar = page.getByRole('toolbar', { name: '订单状态' });
    const refund = bar.getByRole('button', { name: '退款' });
    await expect(refund).toHaveAttribute('aria-pressed', 'true');
    await expectInSight(page, bar, refund);
    // The menu row above: the current page's entry is scrolled into sight too.
    const menu = page.getByRole('navigation', { name: '个人中心菜单' });
    await expectInSight(page, menu, menu.getByRole('link', { name: '我的订单' }));

    // On change: back to 全部 (the bar scrolls back), then a click that does not scroll by itself.
    await bar.getByRole('button', { name: '全部' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/user\/order$/);
    await expectInSight(page, bar, bar.getByRole('button', { name: '全部' }));
    await refund.dispatchEvent('click');
    await expect(page).toHaveURL(/\/user\/order\?status=F$/);
    await expect(refund).toHaveAttribute('aria-pressed', 'true');
    await expectInSight(page, bar, refund);
    await expectNoHorizontalOverflow(page);

    // The shop's own entry leads to the same page.
    await page.goto('/shop/myOrder');
    await expect(page).toHaveURL(/\/user\/order$/);
    await expectNoHorizontalOverflow(page);
  });

  test('the shop keeps its category in the address and its tab in sight', async ({ page }, testInfo) => {
    await page.goto('/shop');
    const bar = page.getByRole('navigation', { name: '商品分类' });
    await expect(bar.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    // The last category: at 390 px the bar has scrolled it into sight on arrival.
    const last = bar.getByRole('link').last();
    const label = (await last.textContent())!;
    await last.dispatchEvent('click');
    await expect(page).toHaveURL(/\/shop\?type=\d+$/);
    const current = bar.getByRole('link', { name: label, exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: '星图商城' })).toBeVisible();
    await page.reload();
    await expect(current).toHaveAttribute('aria-current', 'page');
    if (isMobile(testInfo)) await expectInSight(page, bar, current);
    await expectNoHorizontalOverflow(page);
  });

  test('the wallet and a chart with its tables fit the screen', async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), 'narrow-screen behaviour');
    await signInTo(page, '/user/wallet', DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    await expect(page.getByText('账户余额')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/chart');
    await page.getByLabel('出生日期').fill('1990-05-01');
    await page.getByLabel('出生时间').fill('14:30');
    await page.getByRole('combobox', { name: '出生地点' }).fill('广州');
    await page
      .getByRole('option', { name: /^广东省 广州市\s/ })
      .first()
      .click();
    await page.getByRole('button', { name: '生成星盘' }).click();
    const positions = page.getByRole('table', { name: '行星位置' });
    await expect(positions).toBeVisible();
    await expect(page.getByRole('table', { name: '相位', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The table is wider than the screen and scrolls inside its own box.
    const scroller = page.locator('.table-scroll').filter({ has: positions });
    const { client, scroll } = await scroller.evaluate((node) => ({
      client: node.clientWidth,
      scroll: node.scrollWidth,
    }));
    expect(client).toBeLessThanOrEqual(390);
    expect(scroll).toBeGreaterThanOrEqual(client);
  });
});
