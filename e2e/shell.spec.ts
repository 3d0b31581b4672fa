import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, isMobile } from './support/helpers.ts';

test.describe('site shell', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('pages are sent compressed and built assets are immutable', async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-encoding']).toBe('br');
    expect(await page.text()).toContain('星图');
    // The framework chunk (React, React Router): every page loads it.
    const script = (await page.text()).match(/\/assets\/framework-[\w-]+\.js/)?.[0];
    expect(script).toBeTruthy();
    const asset = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('the home page, rendered in one piece, fetches its client after the first paint; others at once', async ({
    request,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'the markup is the same at every width');
    const home = await (await request.get('/')).text();
    expect(home).toContain('</html>');
    expect(home).not.toContain('rel="modulepreload"');
    expect(home).toContain('requestAnimationFrame');
    const news = await (await request.get('/news')).text();
    expect(news).toContain('rel="modulepreload"');
    expect(news).not.toContain('requestAnimationFrame(() => setTimeout(resolve, 0))');
  });

  test('phones get the root font for their width from the first paint, before any script', async ({
    browser,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'one run covers every width');
    // Pages are drawn for a 485 px wide screen: 13 to 18 px below the desktop breakpoint, 16 px above.
    for (const [width, fontPx] of [
      [390, 13],
      [430, 14.19],
      [485, 16],
      [900, 18],
      [1280, 16],
    ] as const) {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      });
      const page = await context.newPage();
      await page.goto('/');
      const rootFont = await page.evaluate(() =>
        parseFloat(getComputedStyle(document.documentElement).fontSize),
      );
      expect(rootFont, `root font at ${width} px`).toBeCloseTo(fontPx, 1);
      await context.close();
    }
  });

  test('the desktop footer', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'the full footer is the desktop footer');
    await page.goto('/');
    const footer = page.locator('footer.site-footer');
    await expect(footer.getByRole('link', { name: '用户协议' })).toHaveAttribute(
      'href',
      '/contract/userAgreement',
    );
    await expect(footer.getByRole('link', { name: '隐私政策' })).toHaveAttribute(
      'href',
      '/contract/privacyPolicy',
    );
    // Contact us and the featured services (ISAR certification and membership, birth-time correction).
    await expect(footer.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/contact/us');
    await expect(footer.getByRole('link', { name: 'ISAR认证' })).toHaveAttribute('href', '/isar?index=2');
    await expect(footer.getByRole('link', { name: 'ISAR会员' })).toHaveAttribute('href', '/isar?index=1');
    await expect(footer.getByRole('link', { name: '生时校正' })).toHaveAttribute('href', '/btf');
    await expect(footer.getByText('周一至周五 9:00-18:00')).toBeVisible();
    await expect(footer.getByText(`© 2011–${new Date().getFullYear()} 星图 版权所有`)).toBeVisible();
    await expect(footer.getByText(/ICP备/)).toBeVisible();
    await expect(footer.getByRole('img', { name: /二维码$/ })).toHaveCount(5);
    await expect(footer.getByText('创立于2011年', { exact: false })).toBeVisible();
  });

  test('login and register have no footer; the agreement page has one', async ({ page }, testInfo) => {
    const footer = isMobile(testInfo) ? 'footer.mobile-footer' : 'footer.site-footer';
    await page.goto('/login');
    await expect(page.locator(footer)).toHaveCount(0);
    await page.goto('/contract/userAgreement');
    await expect(page.getByRole('heading', { level: 1, name: '星图用户服务协议' })).toBeVisible();
    await expect(page.locator(footer)).toBeVisible();
  });

  test('desktop sub-menus open on hover and on keyboard focus; search goes to /search', async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'desktop header');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    const charts = nav.getByRole('link', { name: '星盘', exact: true });
    const submenuLink = nav.getByRole('link', { name: '本命盘' });
    await expect(submenuLink).toBeHidden();
    await charts.hover();
    await expect(submenuLink).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(submenuLink).toBeHidden();
    await charts.focus();
    await expect(charts).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(submenuLink).toBeFocused();
    await page.getByPlaceholder('搜索课程或老师').fill('行运');
    await page.getByPlaceholder('搜索课程或老师').press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=%E8%A1%8C%E8%BF%90$/);
  });

  test('mobile menu drawer: accordion, scroll lock, blur, focus trap, Escape', async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), 'mobile header');
    await page.goto('/');
    const opener = page.getByRole('button', { name: '打开导航菜单' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: '导航菜单' });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(
      await page.evaluate(() => getComputedStyle(document.getElementById('app-frame')!).filter),
    ).toContain('blur');
    await drawer.getByRole('button', { name: '星盘', exact: true }).click();
    await expect(drawer.getByRole('link', { name: '合盘' })).toBeVisible();
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('mobile user drawer shows the user and asks before logging out', async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), 'mobile header');
    await page.goto('/login');
    await page.getByLabel('账号').fill('13800000001');
    await page.getByLabel('密码', { exact: true }).fill('xingtu2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: '打开个人中心菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '个人中心菜单' });
    await expect(drawer.getByText('林晓')).toBeVisible();
    await expect(drawer.getByText(/用户ID：\d+/)).toBeVisible();
    await expect(drawer.getByRole('link', { name: '个人信息' })).toBeVisible();
    await drawer.getByRole('button', { name: '退出登录' }).click();
    await drawer.getByRole('button', { name: '取消' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: '打开个人中心菜单' })).toBeVisible();
  });

  test('an outside channel link stores the channel and goes home', async ({ page }) => {
    await page.goto('/outChannel/weibo2026');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('channelId'))).toBe('weibo2026');
  });

  test("in WeChat's browser the JS-SDK is loaded and signed quietly (Platform 2)", async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      ...testInfo.project.use,
      baseURL: testInfo.project.use.baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN',
    });
    const page = await context.newPage();
    await page.route('https://res.wx.qq.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'window.wx={config(){},error(){}};' }),
    );
    const signature = page.waitForRequest((request) => request.url().includes('/api/sys/wxSignPackage'));
    await page.goto('/');
    const request = await signature;
    expect(request.headers().platform).toBe('2');
    expect(new URL(request.url()).searchParams.get('url')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.waitForLoadState('networkidle');
    // No WeChat account is configured in tests: the failure stays silent.
    await expect(page.locator('.toast')).toHaveCount(0);
    await context.close();
  });

  test('no serious accessibility problems in the user centre', async ({ page }) => {
    await page.goto('/login?from=%2Fuser%2Finformation');
    await page.getByLabel('账号').fill('13800000001');
    await page.getByLabel('密码', { exact: true }).fill('xingtu2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/user/account');
    await expect(page.getByRole('heading', { name: '账号管理' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  for (const path of ['/', '/login', '/register', '/contract/userAgreement', '/error/404', '/no/such/page']) {
    test(`no serious accessibility problems on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }
});
