import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './support/commerce.ts';
import { DEMO_MEMBER, expectNoSeriousA11yViolations } from './support/helpers.ts';

// The home page as a visitor and as a member: this hour's sky and the free chart above the fold,
// products with their covers, and a member's own corner without any invitation to register.

async function expectCoversDrawn(page: Page, scope: ReturnType<Page['getByRole']>) {
  const covers = scope.locator('img');
  expect(await covers.count()).toBeGreaterThan(0);
  for (const cover of await covers.all()) {
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  }
}

test.describe('home page', () => {
  test('a visitor sees the sky of this hour, the free chart above the fold and the shop', async ({
    page,
  }) => {
    await page.goto('/');
    const freeChart = page.getByRole('link', { name: '免费排盘', exact: true });
    await expect(freeChart).toBeInViewport();
    const viewport = page.viewportSize()!;
    const box = (await freeChart.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

    const sky = page.getByRole('region', { name: /此刻星象/ });
    await expect(sky).toContainText(/北京时间 \d{1,2}月\d{1,2}日 \d{2}:00/);
    await expect(sky).toContainText(/太阳.*[\u4e00-\u9fff]{2,3}座 \d{1,2}°\d{2}′/);
    await expect(sky).toContainText(/(新月|娥眉月|上弦月|盈凸月|满月|亏凸月|下弦月|残月)（\d{1,3}% 亮面）/);
    await expect(sky).toContainText(/逆行/);
    await expect(sky).toContainText(/下一次(新月|满月)：\d{1,2}月\d{1,2}日/);

    await expect(page.getByRole('link', { name: /注册/ }).first()).toBeVisible();
    const shop = page.getByRole('region', { name: '星图商城' });
    await expect(shop.getByRole('list', { name: '商城精选' }).getByRole('listitem')).not.toHaveCount(0);
    await expectCoversDrawn(page, shop.getByRole('list', { name: '商城精选' }));
    await shop.getByRole('link', { name: '全部商品 ›' }).click();
    await expect(page).toHaveURL(/\/shop$/);

    await page.goto('/');
    await freeChart.click();
    await expect(page).toHaveURL(/\/chart$/);
  });

  test('a member gets their own corner and no invitation to register', async ({ page }) => {
    await signInTo(page, '/', DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    const corner = page.getByRole('region', { name: /欢迎回来/ });
    await expect(corner).toBeVisible();
    // The demo member's birth data (个人信息) gives three signs.
    await expect(corner.getByText('太阳', { exact: true })).toBeVisible();
    await expect(corner.getByText('上升', { exact: true })).toBeVisible();
    await expect(corner.locator('.corner-signs dd')).toHaveCount(3);
    await expect(corner.getByRole('link', { name: '查看完整星盘' })).toHaveAttribute(
      'href',
      '/learning/myChart',
    );
    await expect(corner.getByRole('heading', { name: '我的购买' })).toBeVisible();
    await expect(page.getByRole('link', { name: /注册/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '三步开启你的星图' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '免费排盘', exact: true })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });

  test('no serious accessibility problems for a visitor', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: /此刻星象/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
