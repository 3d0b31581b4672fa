import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, isMobile, ONE_SIZE } from './support/helpers.ts';

// The free sky calendar: a month's lunations, eclipses, stations, ingresses and void-of-course Moon in Beijing
// time, as a grid on a desktop and a day list at 390 px, and the month switcher.

test.describe('sky calendar', () => {
  test('a visitor reads March 2026 and moves between months', async ({ page }, testInfo) => {
    await page.goto('/calendar?month=2026-03');
    await expect(page.getByRole('heading', { name: '星象日历' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '2026年3月' })).toBeVisible();

    const grid = page.getByRole('table', { name: '2026年3月星象月历' });
    if (isMobile(testInfo)) await expect(grid).toBeHidden();
    else {
      await expect(grid).toBeVisible();
      await expect(grid.getByRole('link', { name: /19:33 全月食/ })).toBeVisible();
    }

    const details = page.getByRole('region', { name: '逐日天象' });
    const third = details
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '3月3日 周二' }) });
    await expect(third).toContainText('全月食');
    await expect(third).toContainText('19:33');
    await expect(third).toContainText('地球的影子');
    await expect(details).toContainText('太阳进入白羊座');
    await expect(details).toContainText('水星停滞转顺');
    await expect(details).toContainText(/月亮空亡（随后进入.{2,3}座）/);
    await expect(details).toContainText(/\d{2}:\d{2}–(\d{1,2}月\d{1,2}日 )?\d{2}:\d{2}/);

    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: '下个月 ›' }).click();
    await expect(page).toHaveURL(/\/calendar\?month=2026-04$/);
    await expect(page.getByRole('heading', { name: '2026年4月' })).toBeVisible();
    await expect(page.getByRole('region', { name: '逐日天象' })).toContainText('新月');
    await page.getByRole('link', { name: '‹ 上个月' }).click();
    await expect(page.getByRole('heading', { name: '2026年3月' })).toBeVisible();
    await page.getByRole('link', { name: '回到本月' }).click();
    await expect(page).toHaveURL(/\/calendar\?month=\d{4}-\d{2}$/);
  });

  test('an unknown month falls back to this month with a note', ONE_SIZE, async ({ page }) => {
    await page.goto('/calendar?month=2026-13');
    await expect(page.getByRole('note')).toContainText('没有找到你要的月份');
    await expect(page.getByRole('region', { name: '逐日天象' })).toBeVisible();
  });
});
