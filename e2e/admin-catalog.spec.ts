import { expect, test } from '@playwright/test';
import { signInTo } from './support/commerce.ts';
import { E2E_ADMIN } from './support/operator.ts';

// The console's catalogue (issue 21 §2): an operator creates a product with a cover, puts it on sale
// and finds it in the shop at once; a price change shows there too. Desktop only: the console is
// desktop-first. The product sorts last (sort -9999) so the shop's other stories do not meet it.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63c8f239f11f000520027ef1983ae00000000049454e44ae426082',
  'hex',
);

test.describe('console catalogue', () => {
  test('an operator creates a product in the console and sees it in the shop, then changes its price', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the console is desktop-first');
    const title = `星盘手账本 ${Date.now() % 100000}`;
    await signInTo(page, '/admin/catalog', E2E_ADMIN.mobile, E2E_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: '商品' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '运营后台' }).getByText('经营')).toBeVisible();
    await page.getByRole('link', { name: '新建商品' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '新建商品' })).toBeVisible();

    await page.getByLabel('名称').fill(title);
    await page.getByLabel('简介').fill('十二宫主题手账，附行星速查表');
    await page.getByLabel('上下架').selectOption('on');
    await page.getByLabel('排序（大的在前）').fill('-9999');
    await page.getByLabel('售价（元）').fill('68');
    await page.getByLabel('划线价（元）').fill('50');
    await page.getByLabel('库存（留空为不限）').fill('20');
    await page
      .getByLabel('详情（HTML 富文本，保存时会清除脚本等不安全内容）')
      .fill('<p>硬壳精装，<strong>192</strong> 页</p>');
    await page
      .getByLabel('上传封面')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: '商品封面预览' })).toBeVisible();

    // The shared schema refuses a list price below the price before anything is sent.
    await page.getByRole('button', { name: '创建商品' }).click();
    await expect(page.getByText('划线价不能低于售价')).toBeVisible();
    await page.getByLabel('划线价（元）').fill('88');
    await page.getByRole('button', { name: '创建商品' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^编辑商品 #\d+$/ })).toBeVisible();
    const id = /#(\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![1]!;
    await page.screenshot({ path: testInfo.outputPath('admin-product.png'), fullPage: true });

    await page.goto(`/shop/goods/${id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('¥68.00').first()).toBeVisible();
    await expect(page.getByText('192').first()).toBeVisible();

    await page.goto(`/admin/catalog/${id}`);
    await page.getByLabel('售价（元）').fill('58');
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByText('已保存，商城已显示最新内容')).toBeVisible();
    await page.goto(`/shop/goods/${id}`);
    await expect(page.getByText('¥58.00').first()).toBeVisible();

    // The list finds it by name, and the audit trail has both changes.
    await page.goto('/admin/catalog');
    await page.getByLabel('商品名称或编号').fill(title);
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('¥58.00');
    await page.goto('/admin/audit');
    await expect(page.getByRole('row').filter({ hasText: '修改商品' }).first()).toContainText(id);
  });
});
