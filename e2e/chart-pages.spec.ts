import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, loginWithPassword } from './support/helpers.ts';

// The demo member (林晓, with her partner 陈屿 and their child 陈小禾 saved as profiles) opens the
// relationship, career, child and learning charts from her saved profiles.

async function signIn(page: Page) {
  await page.goto('/login');
  await loginWithPassword(page, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/$/);
}

test.describe('chart pages from saved profiles', () => {
  test('synastry and composite of two profiles, with readings', async ({ page }) => {
    await signIn(page);
    await page.goto('/chart/loveRelation');
    await expect(page.getByRole('heading', { name: '合盘', exact: true })).toBeVisible();
    await page.getByLabel('你的资料：选择档案').selectOption({ label: '林晓（1994-08-17）' });
    await page.getByLabel('对方的资料：选择档案').selectOption({ label: '陈屿（1992-11-03）' });
    await page.getByRole('button', { name: '开始合盘' }).click();
    await expect(page.getByRole('img', { name: '林晓与陈屿的比较盘' })).toBeVisible();
    await expect(page.getByRole('table', { name: '林晓与陈屿的相位' })).toBeVisible();
    await expect(page.getByRole('table', { name: '林晓的行星落入陈屿的宫位' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '组合中点盘' })).toBeVisible();
    await expect(page.getByRole('img', { name: '戴维森关系盘' })).toBeVisible();
    await expect(page.getByRole('img', { name: '林晓的马克思盘' })).toBeVisible();
    await expect(page.getByRole('img', { name: '陈屿的马克思盘' })).toBeVisible();
    await expect(page.getByRole('region', { name: '合盘解读' })).toBeVisible();
    // The composite's planets read in the composite's own houses.
    await expect(page.getByRole('region', { name: '合盘解读' })).toContainText(/组合盘太阳在第.+宫/);
  });

  test('career houses, the MC ruler and the coming Saturn and Jupiter transits', async ({ page }) => {
    await signIn(page);
    await page.goto('/chart/career');
    await page.getByLabel('选择已保存的档案').selectOption({ label: '林晓（1994-08-17）' });
    await expect(page.getByRole('heading', { name: '事业要点' })).toBeVisible();
    await expect(page.getByText(/天顶落在.+守护星是/)).toBeVisible();
    await expect(page.getByRole('table', { name: '事业相关宫位' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /未来12个月的土星与木星/ })).toBeVisible();
  });

  test("a child's chart beside a parent's", async ({ page }) => {
    await signIn(page);
    await page.goto('/chart/kid');
    await page.getByLabel('孩子：选择档案').selectOption({ label: '陈小禾（2021-04-26）' });
    await page.getByLabel('父亲：选择档案').selectOption({ label: '陈屿（1992-11-03）' });
    await page.getByRole('button', { name: '生成亲子盘' }).click();
    await expect(page.getByRole('heading', { name: /孩子与陈屿/ })).toBeVisible();
    await expect(page.locator('svg.chart-wheel')).toHaveCount(2);
  });

  test('my chart from my birth info, each placement explained; a visitor is asked to log in', async ({
    page,
  }) => {
    await page.goto('/learning/myChart');
    await expect(page.getByRole('link', { name: '登录' }).last()).toBeVisible();
    await signIn(page);
    await page.goto('/learning/myChart');
    await expect(page.locator('svg.chart-wheel')).toBeVisible();
    const notes = page.getByRole('region', { name: '星体落点说明' });
    await expect(notes).toContainText('太阳代表自我与生命力');
  });
});
