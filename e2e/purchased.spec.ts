import { expect, test } from '@playwright/test';
import { formatBeijing } from '../packages/contracts/src/beijing-time.ts';
import {
  expectNoHorizontalOverflow,
  orderNoOnPayPage,
  payWithSandbox,
  productIdByTitle,
  registerBuyer,
  SETTLE_TIMEOUT,
  signInTo,
} from './support/commerce.ts';
import { ONE_SIZE } from './support/helpers.ts';

// Issue 13: what is bought can be used. A member buys an e-book in the sandbox (delivered by the
// e-book area, issue 18 §3), finds it under 已购
// (from the user centre and from /user/order), sees 已购买 on its page and cannot buy it twice.
// The server listens on a free port without PUBLIC_URL, so this also proves the sandbox cashier
// and its notifications find the server on a non-default port.

const EBOOK = '《月亮星座：你内心真正的需要》';

test(
  'an e-book bought in the sandbox is listed under 已购 and cannot be bought twice',
  ONE_SIZE,
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const productId = await productIdByTitle(request, EBOOK);
    const buyer = await registerBuyer(request, testInfo);
    await signInTo(page, `/shop/goods/${productId}`, buyer.mobile, buyer.password);
    // One e-book is enough: no quantity to choose.
    await expect(page.getByRole('group', { name: '购买数量' })).toHaveCount(0);
    await page.getByRole('button', { name: '立即购买' }).click();
    await page.getByRole('form', { name: '确认订单' }).getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/pay\?orderNo=T?\d+$/);
    const orderNo = await orderNoOnPayPage(page);
    const orderedAt = Date.now();
    // The order number starts with the Beijing date the customer sees.
    expect(orderNo.slice(0, 8)).toBe(formatBeijing(orderedAt, 'stamp').slice(0, 8));
    await payWithSandbox(page);
    await expect(page.getByText('订单状态：已完成')).toBeVisible({ timeout: SETTLE_TIMEOUT });

    // /user/order shows the order in Beijing time and leads to 已购.
    await page.goto('/user/order');
    const card = page.getByRole('article', { name: `订单 ${orderNo}` });
    const shown = (await card.locator('.order-time').textContent()) ?? '';
    const minute = (offset: number) => formatBeijing(orderedAt + offset, 'minute');
    expect([minute(-60_000), minute(0), minute(60_000)].some((text) => shown.includes(text))).toBe(true);
    await page.getByRole('link', { name: '已购 ›' }).click();
    await expect(page).toHaveURL(/\/user\/purchased$/);
    const owned = page.getByRole('list', { name: '已购内容' }).getByRole('listitem');
    await expect(owned).toHaveCount(1);
    await expect(owned.first()).toContainText(EBOOK);
    await expect(owned.first()).toContainText('电子书');
    await expect(owned.first()).toContainText('长期有效');
    await expectNoHorizontalOverflow(page);
    // The user-centre menu names the page too.
    await expect(
      page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '已购', exact: true }),
    ).toHaveAttribute('aria-current', 'page');

    // The product page now says 已购买 and offers no second purchase…
    await page.goto(`/shop/goods/${productId}`);
    await expect(page.getByText('已购买', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);
    // …and an order placed anyway (an old tab, a bookmarked checkout) is refused with the reason.
    await page.goto(`/shop/order?productId=${productId}&quantity=1`);
    await page.getByRole('form', { name: '确认订单' }).getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByText(`你已购买「${EBOOK}」，无需重复购买`)).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/order\?/);
  },
);
