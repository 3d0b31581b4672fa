import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, signInTo } from './support/commerce.ts';
import { DEMO_MEMBER, expectNoSeriousA11yViolations, ONE_SIZE } from './support/helpers.ts';

// /user/wallet/scope: where the balance can be spent, reached from the wallet page.

test.describe('wallet scope', () => {
  test('the wallet links to a page explaining where the balance can be used', async ({ page }) => {
    await signInTo(page, '/user/wallet', DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    await page.getByRole('link', { name: '查看余额使用范围' }).click();
    await expect(page).toHaveURL(/\/user\/wallet\/scope$/);
    await expect(page).toHaveTitle('余额使用范围 - 星图');
    await expect(page.getByRole('heading', { level: 1, name: '余额使用范围' })).toBeVisible();

    // Still inside the user centre, with the wallet entry marked as the current area.
    const menu = page.getByRole('navigation', { name: '个人中心菜单' });
    await expect(menu.getByRole('link', { name: '我的钱包' })).toHaveAttribute('aria-current', 'page');

    const payable = page.getByRole('region', { name: '可以用余额支付的订单' });
    const types = payable.getByRole('list', { name: '可用余额支付的商品类型' }).getByRole('listitem');
    for (const type of ['占星报告', '课程', '占星咨询', '电子书', '电子贺卡', 'AI问答套餐', '实物商品'])
      await expect(types.filter({ hasText: new RegExp(`^${type}$`) })).toHaveCount(1);
    await expect(payable).toContainText('余额需要足够支付整笔订单');

    const topup = page.getByRole('region', { name: '充值', exact: true });
    await expect(topup).toContainText('单次 ¥1.00 至 ¥50000.00');
    await expect(topup).toContainText('充值订单本身不能用余额支付');
    await expect(topup).toContainText('充值成功后不支持退款');
    await expect(page.getByRole('region', { name: '退款与自动退回' })).toContainText(
      '用余额支付的订单如果退款，退款金额退回钱包余额',
    );
    await expect(page.getByRole('region', { name: '提现与转让' })).toContainText('钱包余额不能提现为现金');

    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: '‹ 返回我的钱包' }).click();
    await expect(page).toHaveURL(/\/user\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: '我的钱包' })).toBeVisible();
  });

  test(
    'the copy is rendered on the server and the page is for signed-in members',
    ONE_SIZE,
    async ({ page, request }) => {
      // The text arrives with the first response (route loader data), not from a later browser call.
      const html = await (await request.get('/user/wallet/scope')).text();
      expect(html).toContain('钱包余额不能提现为现金');
      expect(html).toContain('<title>余额使用范围 - 星图</title>');

      await page.goto('/user/wallet/scope');
      await expect(page).toHaveURL(/\/login\?from=%2Fuser%2Fwallet%2Fscope$/);
      await page.getByLabel('账号').fill(DEMO_MEMBER.mobile);
      await page.getByLabel('密码', { exact: true }).fill(DEMO_MEMBER.password);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await expect(page).toHaveURL(/\/user\/wallet\/scope$/);
      await expect(page.getByRole('heading', { level: 1, name: '余额使用范围' })).toBeVisible();
    },
  );
});
