import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, registerBuyer, signInTo } from './support/commerce.ts';

// Issue 19 content at both sizes: a reader opens the news from the list (the page is rendered on the
// server with its title, description, Open Graph and canonical address), comments and sees the
// comment; a contact page with its side menu; a member favourites a course on its shop page and
// finds it under 我的收藏. Each test signs in a member of its own.

const COURSE = '占星入门：读懂你的第一张星盘'; // the demo course natal-basics

test('a reader opens a news article from the list and comments on it', async ({
  page,
  request,
}, testInfo) => {
  const member = await registerBuyer(request, testInfo);
  await signInTo(page, '/news', member.mobile, member.password);
  await expect(page.getByRole('heading', { level: 1, name: '星图资讯' })).toBeVisible();
  const first = page.getByRole('list', { name: '资讯列表' }).getByRole('listitem').first();
  const title = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link').click();

  await expect(page).toHaveURL(/\/news\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} - 星图`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${new URL(page.url()).pathname}$`),
  );
  await expect(page.getByRole('heading', { name: '相关阅读' })).toBeVisible();

  const comment = `第${testInfo.project.name === 'mobile' ? '二' : '一'}次读到这么清楚的解释，谢谢作者`;
  await page.getByLabel('写下你的想法').fill(comment);
  await page.getByRole('button', { name: '发表评论' }).click();
  const comments = page.getByRole('list', { name: '评论' });
  await expect(comments.getByText(comment)).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('a contact page reads as the school wrote it, with its side menu', async ({ page }) => {
  const answer = await page.goto('/contact/about');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '关于星图' })).toBeVisible();
  await expect(page.getByText('星图创立于2011年').first()).toBeVisible();
  await page.getByRole('navigation', { name: '关于星图' }).getByRole('link', { name: '联系我们' }).click();
  await expect(page).toHaveURL(/\/contact\/us$/);
  await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
  await expect(page.getByText('400-820-2011').first()).toBeVisible();
  expect((await page.goto('/contact/nowhere'))?.status()).toBe(404);
  await expectNoHorizontalOverflow(page);
});

test('a member favourites a course and finds it under 我的收藏', async ({ page, request }, testInfo) => {
  const member = await registerBuyer(request, testInfo);
  await signInTo(page, '/course/detail/natal-basics', member.mobile, member.password);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await page.getByRole('button', { name: '☆ 收藏' }).click();
  await expect(page.getByRole('button', { name: '★ 已收藏' })).toBeVisible();

  await page.goto('/user/collect');
  const list = page.getByRole('list', { name: '我的收藏' });
  await expect(list.getByRole('link', { name: COURSE })).toBeVisible();
  await page.getByRole('button', { name: '课程' }).click();
  await expect(list.getByRole('link', { name: COURSE })).toBeVisible();
  await page.getByRole('button', { name: '资讯' }).click();
  await expect(page.getByText('还没有收藏资讯')).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
