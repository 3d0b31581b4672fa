import { expect, test } from '@playwright/test';
import { tokenOf } from './support/astrologers.ts';
import { registerBuyer } from './support/commerce.ts';
import { expectNoSeriousA11yViolations, isMobile, ONE_SIZE } from './support/helpers.ts';

// Issue 19: search from the header. The box suggests a course from its pinyin as the visitor types;
// the results page marks the keyword's words, filters by kind, and an empty search offers something.

test.describe('site search', () => {
  test('a visitor searches from the header and reads a highlighted result', async ({ page }, testInfo) => {
    await page.goto('/');
    // Typing before the page's scripts take over would be lost (the cached home page arrives at once).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    if (isMobile(testInfo)) {
      await page.getByRole('banner').getByRole('link', { name: '站内搜索' }).click();
      await expect(page).toHaveURL(/\/search$/);
    }
    const box = page.getByRole('combobox', { name: '站内搜索' }).first();
    await box.fill('rumen');
    const suggestion = page.getByRole('option', { name: /占星入门/ });
    await expect(suggestion).toBeVisible();

    await box.fill('行星');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=%E8%A1%8C%E6%98%9F/);
    const results = page.getByRole('list', { name: '搜索结果' });
    await expect(results.locator('mark').filter({ hasText: '行星' }).first()).toBeVisible();
    await expect(page.getByText(/共找到 \d+ 条结果/)).toBeVisible();

    await page.getByRole('navigation', { name: '按类型筛选' }).getByRole('link', { name: /课程/ }).click();
    await expect(page).toHaveURL(/kind=course/);
    const course = results.getByRole('listitem').filter({ hasText: '占星入门' });
    await expect(course).toContainText('课程');
    await expect(course.locator('mark').filter({ hasText: '行星' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await course.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/course\/detail\/natal-basics$/);
  });

  test('a search that finds nothing says so and offers something to read', ONE_SIZE, async ({ page }) => {
    await page.goto(`/search?keyword=${encodeURIComponent('量子纠缠')}`);
    await expect(page.getByText('没有找到与“量子纠缠”相关的内容')).toBeVisible();
    await expect(page.getByRole('region', { name: '你可能想看' }).getByRole('link').first()).toBeVisible();
  });

  test(
    'a word two visitors searched shows under 热门搜索 on the empty page and in the empty box',
    ONE_SIZE,
    async ({ page, request }, testInfo) => {
      // Two visitors: this address signed out, and a member signed in (counted by account, not address).
      const word = '土星回归';
      const member = await registerBuyer(request, testInfo);
      const token = await tokenOf(request, member.mobile, member.password);
      const visitors: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }];
      for (const headers of visitors) {
        const answer = await request.get(`/api/search?keyword=${encodeURIComponent(word)}`, { headers });
        expect(
          ((await answer.json()) as { data: { records: { total: number } } }).data.records.total,
        ).toBeGreaterThan(0);
      }

      await page.goto('/search');
      const popular = page.getByRole('region', { name: '热门搜索' });
      await expect(popular.getByRole('link', { name: word })).toBeVisible();
      const box = page.getByRole('combobox', { name: '站内搜索' }).last();
      // The page's box may have focused itself before the page came alive: leave it and come back.
      await box.blur();
      await box.click();
      const option = page
        .getByRole('listbox', { name: '热门搜索' })
        .getByRole('option', { name: new RegExp(word) });
      await expect(option).toBeVisible();
      await option.click();
      await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${encodeURIComponent(word)}`));
      await expect(page.getByText(/共找到 \d+ 条结果/)).toBeVisible();
    },
  );
});
