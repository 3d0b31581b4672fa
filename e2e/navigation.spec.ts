import { expect, test, type Page } from '@playwright/test';
import { signInTo } from './support/commerce.ts';
import { DEMO_MEMBER, isMobile } from './support/helpers.ts';

// No dead ends: every link a visitor can reach from the home page's header, footer and menus (the
// main navigation with its sub-menus, the mobile drawers, the user menu and the user-centre menu)
// opens a real page, signed out and signed in, at desktop and phone sizes.

const hrefsIn = (page: Page, selector: string): Promise<string[]> =>
  page
    .locator(selector)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '(no href)'));

/** The links of the shell as this visitor sees it, opening the drawers a phone uses. */
async function shellLinks(page: Page, mobile: boolean, signedIn: boolean): Promise<string[]> {
  await page.goto('/');
  // Hydrated, and the page knows its visitor: the member's account button, or the hero's
  // invitation that is drawn only once the session is known to be empty.
  await expect(
    signedIn
      ? mobile
        ? page.getByRole('button', { name: '打开个人中心菜单' })
        : page.locator('.user-menu-button')
      : page.getByRole('link', { name: '注册，保存你的星盘', exact: true }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const links = [...(await hrefsIn(page, 'main a[href]'))];
  if (mobile) {
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '导航菜单' });
    await expect(drawer).toBeVisible();
    links.push(...(await hrefsIn(page, '#mobile-nav-drawer a[href]')));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    links.push(...(await hrefsIn(page, 'header.mobile-header > a[href]')));
    links.push(...(await hrefsIn(page, 'footer.mobile-footer a[href]')));
    if (signedIn) {
      await page.getByRole('button', { name: '打开个人中心菜单' }).click();
      await expect(page.getByRole('dialog', { name: '个人中心菜单' })).toBeVisible();
      links.push(...(await hrefsIn(page, '#mobile-user-drawer a[href]')));
      await page.keyboard.press('Escape');
    }
  } else {
    links.push(...(await hrefsIn(page, 'header.desktop-header a[href]')));
    links.push(...(await hrefsIn(page, 'footer.site-footer a[href]')));
  }
  if (signedIn) {
    await page.goto('/user/order');
    await expect(page.getByRole('navigation', { name: '个人中心菜单' })).toBeVisible();
    links.push(...(await hrefsIn(page, 'nav[aria-label="个人中心菜单"] a[href]')));
  }
  return links;
}

/** Opens an address and checks it is a working page: no 404, no error page, no script error. */
async function expectWorkingPage(page: Page, href: string): Promise<void> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  const response = await page.goto(href);
  expect(response?.status(), `${href} answers`).toBeLessThan(400);
  // Hydrated (root.tsx marks it): a page whose scripts fail to take over is caught below.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: '页面不存在' }), `${href} is a page`).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '页面出错了' }), `${href} renders`).toHaveCount(0);
  await expect(page.locator('h1').first(), `${href} has a heading`).toBeVisible();
  page.off('pageerror', onError);
  expect(errors, `${href} runs without script errors`).toEqual([]);
}

function siteLinks(hrefs: string[]): string[] {
  const outside = hrefs.filter((href) => !href.startsWith('/') || href.startsWith('//'));
  // Only the ICP filing line leaves the site (and the service phone number dials).
  for (const href of outside) expect(href).toMatch(/^(https:\/\/beian\.miit\.gov\.cn\/|tel:[\d+-]+)$/);
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')))].sort();
}

test.describe('every link of the shell opens a page', () => {
  test('signed out', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const links = siteLinks(await shellLinks(page, isMobile(testInfo), false));
    for (const expected of ['/', '/chart', '/shop', '/contract/userAgreement', '/contract/privacyPolicy'])
      expect(links).toContain(expected);
    for (const href of links) await expectWorkingPage(page, href);
  });

  test('signed in', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    // What a visitor already reaches is walked signed out (above); signed in, every link that only a
    // member sees, and the pages that change for a member (the home page's own corner, the shop).
    const everyone = new Set(siteLinks(await shellLinks(page, isMobile(testInfo), false)));
    await signInTo(page, '/user/information', DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    const links = siteLinks(await shellLinks(page, isMobile(testInfo), true));
    for (const expected of ['/shop', '/user/order', '/user/wallet', '/user/contact', '/user/account'])
      expect(links).toContain(expected);
    expect(links.some((href) => href.startsWith('/register'))).toBe(false);
    const memberOnly = links.filter((href) => !everyone.has(href));
    expect(memberOnly).toContain('/user/order');
    for (const href of new Set(['/', '/shop', ...memberOnly])) await expectWorkingPage(page, href);
  });

  test('the main navigation moves between pages in the browser', async ({ page }, testInfo) => {
    await page.goto('/');
    const mobile = isMobile(testInfo);
    const open = async () => {
      if (!mobile) return page.getByRole('navigation', { name: '主导航' });
      await page.getByRole('button', { name: '打开导航菜单' }).click();
      return page.getByRole('dialog', { name: '导航菜单' });
    };
    await (await open()).getByRole('link', { name: '商城', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: '星图商城' })).toBeVisible();
    const nav = await open();
    if (mobile) await nav.getByRole('button', { name: '星盘', exact: true }).click();
    else await nav.getByRole('link', { name: '星盘', exact: true }).hover();
    await nav.getByRole('link', { name: '合盘' }).click();
    await expect(page).toHaveURL(/\/chart\/love$/);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
  });
});
