import { expect, test } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  orderNoOnPayPage,
  payWithSandbox,
  productIdByTitle,
  registerBuyer,
  SETTLE_TIMEOUT,
  signInTo,
} from './support/commerce.ts';
import { DEMO_MEMBER, expectNoSeriousA11yViolations, ONE_SIZE } from './support/helpers.ts';

// The shop from a buyer's side: product → cart → checkout → payment → order pages. Every test makes
// its own order and finds it again by its number, so tests never depend on each other or on counts.
// Where balances or purchase limits matter, the buyer is freshly registered.

const NOTEBOOK = '星盘笔记本（烫金布面）'; // goods, ¥68.00, limit 5 per person
const EBOOK = '《月亮星座：你内心真正的需要》'; // e-book, ¥29.90
const ECARD = '生日礼品卡 · 9.9元'; // e-card (a gift card), ¥9.90
const REPORT = '职业发展深度报告'; // report, ¥128.00

test.describe('shop and payments', () => {
  test('goods: cart and quantity, an address, the sandbox gateway, then PAID in my orders', async ({
    page,
    request,
  }, testInfo) => {
    const productId = await productIdByTitle(request, NOTEBOOK);
    const buyer = await registerBuyer(request, testInfo);
    await signInTo(page, `/shop/goods/${productId}`, buyer.mobile, buyer.password);
    await expect(page.getByRole('heading', { level: 1, name: NOTEBOOK })).toBeVisible();
    await expect(page.getByText('每人限购 5 件')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('已加入购物车')).toBeVisible();
    await page.getByRole('link', { name: '查看购物车' }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    const line = page
      .getByRole('list', { name: '购物车商品' })
      .getByRole('listitem')
      .filter({ hasText: NOTEBOOK });
    const quantity = line.getByRole('group', { name: `${NOTEBOOK}的数量` });
    await expect(quantity.getByRole('status')).toHaveText('1');
    await expect(quantity.getByRole('button', { name: '减少数量' })).toBeDisabled();
    await quantity.getByRole('button', { name: '增加数量' }).click();
    await expect(quantity.getByRole('status')).toHaveText('2');
    await expect(page.getByText('已选 2 件，合计 ¥136.00')).toBeVisible();
    // The title reads across the line, not squeezed into a column beside the controls (390 px).
    const titleBox = await line.getByRole('link', { name: NOTEBOOK }).boundingBox();
    expect(titleBox!.width).toBeGreaterThan(titleBox!.height * 3);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '去结算' }).click();
    await expect(page).toHaveURL(/\/shop\/order\?fromCart=1$/);
    const checkout = page.getByRole('form', { name: '确认订单' });
    await expect(checkout.getByText(NOTEBOOK)).toBeVisible();
    await expect(checkout.getByText('×2')).toBeVisible();
    await checkout.getByRole('button', { name: '提交订单' }).click();
    await expect(checkout.getByText('请填写收货人')).toBeVisible();
    await checkout.getByLabel('收货人').fill('林小星');
    await checkout.getByLabel('手机号').fill('13912345678');
    await checkout.getByLabel('所在地区').fill('广东省 广州市 天河区');
    await checkout.getByLabel('详细地址').fill('天河路 100 号 3 栋 502');
    await expectNoHorizontalOverflow(page);
    await checkout.getByRole('button', { name: '提交订单' }).click();

    await expect(page).toHaveURL(/\/pay\?orderNo=T?\d+$/);
    await expect(page.getByText('应付金额 ¥136.00')).toBeVisible();
    // A new member has no balance, so the wallet is offered but cannot be chosen.
    await expect(page.getByRole('radio', { name: /^钱包余额/ })).toBeDisabled();
    await expect(page.getByText('可用 ¥0.00，余额不足')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    const orderNo = await orderNoOnPayPage(page);
    await payWithSandbox(page);

    await expect(page).toHaveURL(/\/pay\/success\?orderNo=T?\d+$/);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(page.getByText(`订单 ${orderNo} 已支付 ¥136.00`)).toBeVisible();
    await expect(page.getByText('订单状态：已支付')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('main').getByRole('link', { name: '我的订单' }).click();
    await expect(page).toHaveURL(/\/user\/order$/);
    const card = page.getByRole('article', { name: `订单 ${orderNo}` });
    await expect(card).toContainText(NOTEBOOK);
    await expect(card).toContainText('已支付');
    await expect(card).toContainText('合计 ¥136.00');
    await expect(card.getByRole('button', { name: '取消订单' })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);

    await card.getByRole('link', { name: '详情' }).click();
    await expect(page).toHaveURL(/\/shop\/orderDetail\/\d+$/);
    await expect(page.getByText(`订单号 ${orderNo}`)).toBeVisible();
    await expect(page.getByText('已支付', { exact: true })).toBeVisible();
    await expect(
      page.getByText('收货信息：林小星 13912345678 广东省 广州市 天河区 天河路 100 号 3 栋 502'),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '已支付（支付网关）' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // Ordering from the cart took the line out of it.
    await page.goto('/shop/cart');
    await expect(page.getByText('购物车还是空的')).toBeVisible();
  });

  test(
    'digital goods: bought directly with a contact, paid in the sandbox, then FINISHED',
    ONE_SIZE,
    async ({ page, request }, testInfo) => {
      const productId = await productIdByTitle(request, EBOOK);
      // An e-book is bought once per member: a buyer of its own for each run.
      const buyer = await registerBuyer(request, testInfo);
      await signInTo(page, `/shop/goods/${productId}`, buyer.mobile, buyer.password);
      await expect(page.getByRole('heading', { level: 1, name: EBOOK })).toBeVisible();
      // Only goods go into the cart; a digital product is bought straight away.
      await expect(page.getByRole('button', { name: '加入购物车' })).toHaveCount(0);
      await page.getByRole('button', { name: '立即购买' }).click();

      await expect(page).toHaveURL(new RegExp(`/shop/order\\?productId=${productId}&quantity=1$`));
      const checkout = page.getByRole('form', { name: '确认订单' });
      await expect(checkout.getByRole('heading', { name: '收货地址' })).toHaveCount(0);
      await expect(checkout.getByRole('heading', { name: '联系信息' })).toBeVisible();
      await checkout.getByLabel('联系人（选填）').fill('林晓');
      await checkout.getByLabel('联系电话（选填）').fill('1380000');
      await checkout.getByRole('button', { name: '提交订单' }).click();
      await expect(checkout.getByText('请输入正确的手机号')).toBeVisible();
      await checkout.getByLabel('联系电话（选填）').fill('13800000001');
      await checkout.getByRole('button', { name: '提交订单' }).click();

      await expect(page).toHaveURL(/\/pay\?orderNo=T?\d+$/);
      await expect(page.getByText('应付金额 ¥29.90')).toBeVisible();
      const orderNo = await orderNoOnPayPage(page);
      await payWithSandbox(page);

      await expect(page).toHaveURL(/\/pay\/success\?orderNo=T?\d+$/);
      await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
      // Fulfilment grants the e-book after the payment and closes the order.
      await expect(page.getByText('订单状态：已完成')).toBeVisible({ timeout: SETTLE_TIMEOUT });
      await expect(page.getByText('权益已发放，可在个人中心查看。')).toBeVisible();

      await page.getByRole('link', { name: '订单详情' }).click();
      await expect(page).toHaveURL(/\/shop\/orderDetail\/\d+$/);
      await expect(page.getByText(`订单号 ${orderNo}`)).toBeVisible();
      await expect(page.getByText('已完成', { exact: true })).toBeVisible();
      await expect(page.getByText('联系人：林晓 13800000001')).toBeVisible();
      await expect(page.getByText(/收货信息/)).toHaveCount(0);

      await page.getByRole('link', { name: '‹ 我的订单' }).click();
      await expect(page).toHaveURL(/\/user\/order$/);
      const card = page.getByRole('article', { name: `订单 ${orderNo}` });
      await expect(card).toContainText(EBOOK);
      await expect(card).toContainText('已完成');
      await page.getByRole('toolbar', { name: '订单状态' }).getByRole('button', { name: '已完成' }).click();
      await expect(page.getByRole('article', { name: `订单 ${orderNo}` })).toBeVisible();
      await page.getByRole('toolbar', { name: '订单状态' }).getByRole('button', { name: '待支付' }).click();
      await expect(page.getByRole('article', { name: `订单 ${orderNo}` })).toHaveCount(0);
    },
  );

  test(
    'wallet: top up through the sandbox, pay an order from the balance, see both in the ledger',
    ONE_SIZE,
    async ({ page, request }, testInfo) => {
      const productId = await productIdByTitle(request, ECARD);
      const buyer = await registerBuyer(request, testInfo);
      await signInTo(page, '/user/wallet', buyer.mobile, buyer.password);
      await expect(page.getByRole('heading', { level: 1, name: '我的钱包' })).toBeVisible();
      const balance = page.getByRole('definition');
      await expect(balance).toHaveText('¥0.00');
      await expect(page.getByText('暂无明细')).toBeVisible();

      const topup = page.getByRole('form', { name: '钱包充值' });
      await topup.getByLabel('充值金额（元）').fill('0.5');
      await topup.getByRole('button', { name: '去充值' }).click();
      await expect(topup.getByText('请输入 ¥1.00 到 ¥50000.00 之间的金额')).toBeVisible();
      await topup.getByLabel('充值金额（元）').fill('50');
      await topup.getByRole('button', { name: '去充值' }).click();

      await expect(page).toHaveURL(/\/pay\?orderNo=T?\d+$/);
      await expect(page.getByRole('heading', { name: '钱包充值' })).toBeVisible();
      await expect(page.getByText('应付金额 ¥50.00')).toBeVisible();
      // A top-up is never paid from the balance it tops up.
      await expect(page.getByRole('radio', { name: /^钱包余额/ })).toHaveCount(0);
      await payWithSandbox(page);
      await expect(page).toHaveURL(/\/pay\/success\?orderNo=T?\d+$/);
      await expect(page.getByText('余额已到账。')).toBeVisible({ timeout: SETTLE_TIMEOUT });
      await page.getByRole('main').getByRole('link', { name: '查看钱包' }).click();

      await expect(page).toHaveURL(/\/user\/wallet$/);
      await expect(balance).toHaveText('¥50.00');
      const ledger = page.getByRole('list', { name: '余额明细' }).getByRole('listitem');
      await expect(ledger).toHaveCount(1);
      await expect(ledger.first()).toContainText('充值');
      await expect(ledger.first()).toContainText('+¥50.00');
      await expect(ledger.first()).toContainText('余额 ¥50.00');

      await page.goto(`/shop/goods/${productId}`);
      await page.getByRole('button', { name: '立即购买' }).click();
      await page.getByRole('form', { name: '确认订单' }).getByRole('button', { name: '提交订单' }).click();
      await expect(page).toHaveURL(/\/pay\?orderNo=T?\d+$/);
      await expect(page.getByText('应付金额 ¥9.90')).toBeVisible();
      // The balance covers the order, so it is the choice already made.
      const wallet = page.getByRole('radio', { name: /^钱包余额\s*（可用 ¥50\.00）$/ });
      await expect(wallet).toBeChecked();
      const orderNo = await orderNoOnPayPage(page);
      await page.getByRole('button', { name: '确认支付' }).click();

      await expect(page).toHaveURL(/\/pay\/success\?orderNo=T?\d+$/);
      await expect(page.getByText(`订单 ${orderNo} 已支付 ¥9.90`)).toBeVisible();
      await expect(page.getByText('订单状态：已完成')).toBeVisible({ timeout: SETTLE_TIMEOUT });

      await page.goto('/user/wallet');
      await expect(balance).toHaveText('¥40.10');
      await expect(ledger).toHaveCount(2);
      await expect(ledger.first()).toContainText('余额支付');
      await expect(ledger.first()).toContainText('-¥9.90');
      await expect(ledger.first()).toContainText('余额 ¥40.10');
      await expect(ledger.first()).toContainText(`订单 ${orderNo}`);
      await expect(ledger.nth(1)).toContainText('充值');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
    },
  );

  test(
    'an unpaid order is cancelled only after confirming, and cannot be paid any more',
    ONE_SIZE,
    async ({ page, request }) => {
      const productId = await productIdByTitle(request, REPORT);
      await signInTo(page, `/shop/goods/${productId}`, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
      await page.getByRole('button', { name: '立即购买' }).click();
      await page.getByRole('form', { name: '确认订单' }).getByRole('button', { name: '提交订单' }).click();
      await expect(page).toHaveURL(/\/pay\?orderNo=(\d+)$/);
      const payUrl = page.url();
      const orderNo = await orderNoOnPayPage(page);

      await page.goto('/user/order');
      const card = page.getByRole('article', { name: `订单 ${orderNo}` });
      await expect(card).toContainText('待支付');
      await card.getByRole('button', { name: '取消订单' }).click();
      const dialog = card.getByRole('alertdialog', { name: '取消订单' });
      await expect(dialog).toContainText(orderNo);
      await expect(dialog.getByRole('button', { name: '取消', exact: true })).toBeFocused();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: '取消', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText('待支付');

      await card.getByRole('button', { name: '取消订单' }).click();
      await card
        .getByRole('alertdialog', { name: '取消订单' })
        .getByRole('button', { name: '确认取消' })
        .click();
      await expect(page.getByText('订单已取消')).toBeVisible();
      await expect(card).toContainText('已取消');
      await expect(card.getByRole('button', { name: '取消订单' })).toHaveCount(0);
      await expect(card.getByRole('link', { name: '去支付' })).toHaveCount(0);

      await card.getByRole('link', { name: '详情' }).click();
      await expect(page).toHaveURL(/\/shop\/orderDetail\/\d+$/);
      await expect(page.getByText(`订单号 ${orderNo}`)).toBeVisible();
      await expect(page.getByText('已取消', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('listitem').filter({ hasText: '已取消（本人） · 用户取消订单' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: '去支付' })).toHaveCount(0);

      // The old pay link now says the order was cancelled instead of taking money.
      await page.goto(payUrl);
      await expect(page).toHaveURL(/\/pay\/fail\?reason=cancelled$/);
      await expect(page.getByText('订单已取消。')).toBeVisible();
    },
  );

  test('a visitor who opens the cart is sent to log in and back', async ({ page }) => {
    await page.goto('/shop/cart');
    await expect(page).toHaveURL(/\/login\?from=%2Fshop%2Fcart$/);
    await page.getByLabel('账号').fill(DEMO_MEMBER.mobile);
    await page.getByLabel('密码', { exact: true }).fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: '购物车' })).toBeVisible();
  });

  test('a product or order that does not exist says so, with a way back', ONE_SIZE, async ({ page }) => {
    for (const path of ['/shop/goods/abc', '/shop/goods/2000000000']) {
      await page.goto(path);
      await expect(page.getByText('商品不存在或已下架。')).toBeVisible();
      await expect(page.getByRole('link', { name: '去商城看看' })).toHaveAttribute('href', '/shop');
    }
    await page.goto('/login');
    await page.getByLabel('账号').fill(DEMO_MEMBER.mobile);
    await page.getByLabel('密码', { exact: true }).fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/shop/orderDetail/2000000000');
    await expect(page.getByText('订单不存在，或不属于当前账号。')).toBeVisible();
    await page.getByRole('link', { name: '返回我的订单' }).click();
    await expect(page).toHaveURL(/\/user\/order$/);
  });
});
