import { expect, test } from '@playwright/test';
import { readLatestCode, uniqueAddresses } from './support/accounts.ts';
import { RESET_PASSWORD, resetAccountsOf } from './support/reset-accounts.ts';
import {
  DEMO_MEMBER,
  expectNoSeriousA11yViolations,
  freshMobile,
  isMobile,
  loginWithPassword,
  ONE_SIZE,
  passSlider,
  readCode,
  userMarker,
} from './support/helpers.ts';

test.describe('accounts', () => {
  // The password-reset stories use accounts seeded for this project (support/reset-accounts.ts):
  // no code has gone to them, so the one-code-a-minute rule does not make the story wait.
  const resetAccount = (project: string, by: 'mobile' | 'email') => ({
    account: resetAccountsOf(project)[by],
    password: RESET_PASSWORD,
  });

  test('a visitor registers with a code from the outbox and is signed in', async ({
    page,
    request,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile' ? `137${freshMobile().slice(3)}` : freshMobile();
    await page.goto('/register');
    await page.getByLabel('手机号', { exact: true }).fill(mobile);
    await passSlider(page);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送，请查收短信')).toBeVisible();
    await page.getByLabel('短信验证码').fill(await readCode(request, mobile));
    await page.getByLabel('设置密码').fill('starry2026');
    await page.getByLabel('确认密码').fill('starry2026');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect(page.getByText('请阅读并勾选同意协议')).toBeVisible();
    await page.getByLabel(/我已阅读并同意/).check();
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(userMarker(page, testInfo)).toBeVisible();
    const auth = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('auth') ?? 'null') as {
          token_type: string;
          fetched_at: number;
        } | null,
    );
    expect(auth?.token_type).toBe('Bearer');
    expect(typeof auth?.fetched_at).toBe('number');
  });

  test('the form shows the SPEC messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入正确的手机号或邮箱账号')).toBeVisible();
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await expect(page.getByText('请完成滑块验证')).toBeVisible();
  });

  test(
    'the login gate sends a visitor to login and back to the page asked for',
    ONE_SIZE,
    async ({ page }, testInfo) => {
      await page.goto('/user/account');
      await expect(page).toHaveURL(/\/login\?from=%2Fuser%2Faccount$/);
      await loginWithPassword(page, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
      await expect(page).toHaveURL(/\/user\/account$/);
      await expect(page.getByRole('heading', { name: '账号管理' })).toBeVisible();
      // The account page shows the number masked.
      await expect(page.getByText('1380000****')).toBeVisible();
      await expect(userMarker(page, testInfo)).toBeVisible();
    },
  );

  test('register keeps from and sourcePlatform, and back returns to from', ONE_SIZE, async ({ page }) => {
    await page.goto('/login?from=%2Fcontract%2FprivacyPolicy&sourcePlatform=app');
    await page.getByRole('link', { name: '立即注册' }).click();
    await expect(page).toHaveURL(/\/register\?from=%2Fcontract%2FprivacyPolicy&sourcePlatform=app$/);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/contract\/privacyPolicy$/);
  });

  test('logging out clears token, user and astrologer caches and leaves user pages', async ({
    page,
  }, testInfo) => {
    await page.goto('/login?from=%2Fuser%2Finformation');
    await loginWithPassword(page, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    await expect(page).toHaveURL(/\/user\/information$/);
    await page.evaluate(() =>
      localStorage.setItem(
        'astrologer',
        JSON.stringify({ fetchedAt: Date.now(), capacityType: 'A', record: {} }),
      ),
    );
    if (isMobile(testInfo)) {
      await userMarker(page, testInfo).click();
      const drawer = page.getByRole('dialog', { name: '个人中心菜单' });
      await drawer.getByRole('button', { name: '退出登录' }).click();
      await expect(drawer.getByText('确定要退出当前账号吗？')).toBeVisible();
      await drawer.getByRole('button', { name: '确认退出' }).click();
    } else {
      await userMarker(page, testInfo).hover();
      await page.getByRole('button', { name: '退出登录' }).click();
    }
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() =>
      ['auth', 'user', 'astrologer'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual([null, null, null]);
    await expect(page.getByRole('link', { name: '登录' }).first()).toBeVisible();
  });

  test('personal information: profile saved and avatar uploaded as multipart', async ({ page }) => {
    await page.goto('/login?from=%2Fuser%2Finformation');
    await loginWithPassword(page, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
    // The birth place is chosen from the same place search as the chart forms, with its coordinates.
    await page.getByRole('combobox', { name: '出生地点' }).fill('广州');
    await page.getByRole('option', { name: /广州/ }).first().click();
    await expect(page.getByText(/时区 北京时间（UTC\+8）/).first()).toBeVisible();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('个人信息已保存')).toBeVisible();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .locator('#avatar-file')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('头像已更新')).toBeVisible();
    await expect(page.locator('img.avatar').first()).toHaveAttribute('src', /\/uploads\/avatars\//);
  });

  test('an expired access token is refreshed once while three requests wait', ONE_SIZE, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('xt:e2e', '1'));
    await page.goto('/login');
    await loginWithPassword(page, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    await expect(page).toHaveURL(/\/$/);
    const refreshes: string[] = [];
    const authorizations: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/base/user/refreshToken') refreshes.push(url.pathname);
      if (url.pathname.startsWith('/base/user/info') || url.pathname.startsWith('/base/user/account'))
        authorizations.push(request.headers().authorization ?? '');
    });
    const result = await page.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem('auth')!) as {
        access_token: string;
        expires_in: number;
        fetched_at: number;
      };
      const before = stored.access_token;
      localStorage.setItem(
        'auth',
        JSON.stringify({ ...stored, fetched_at: Date.now() - stored.expires_in * 1000 - 1000 }),
      );
      type Api = { get(url: string, config: object): Promise<{ success: boolean }> };
      const api = (window as unknown as { __xingtuApi: Api }).__xingtuApi;
      const answers = await Promise.all([
        api.get('/base/user/info', { cache: false }),
        api.get('/base/user/account', { cache: false }),
        api.get('/base/user/info', { cache: false, params: { again: 1 } }),
      ]);
      const after = JSON.parse(localStorage.getItem('auth')!) as { access_token: string; fetched_at: number };
      return {
        ok: answers.every((answer) => answer.success),
        changed: after.access_token !== before,
        fresh: Date.now() - after.fetched_at < 10_000,
        token: after.access_token,
      };
    });
    expect(result).toMatchObject({ ok: true, changed: true, fresh: true });
    expect(refreshes).toHaveLength(1);
    expect(authorizations.slice(-3)).toEqual(Array(3).fill(`Bearer ${result.token}`));
    await expect(page).toHaveURL(/\/$/);
  });

  test('a rejected refresh token ends the session and goes to login', ONE_SIZE, async ({ page }) => {
    await page.goto('/login?from=%2Fuser%2Faccount');
    await loginWithPassword(page, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    await expect(page).toHaveURL(/\/user\/account$/);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth')!) as Record<string, unknown>;
      localStorage.setItem(
        'auth',
        JSON.stringify({ ...stored, fetched_at: 0, refresh_token: 'revoked-refresh-token-000000' }),
      );
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?from=%2Fuser%2Faccount$/);
    expect(await page.evaluate(() => [localStorage.getItem('auth'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('a forgotten password is reset with an SMS code, and only the new one signs in', async ({
    page,
    request,
  }, testInfo) => {
    const resetByMobile = resetAccount(testInfo.project.name, 'mobile');
    await page.goto('/login?from=%2Fuser%2Faccount&sourcePlatform=app');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await expect(page).toHaveURL(/\/login\?mode=reset&from=%2Fuser%2Faccount&sourcePlatform=app$/);
    await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
    // The panel is an address of its own: it survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
    await expect(page).toHaveTitle('找回密码 - 星图');

    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await expect(page.getByText('请输入短信验证码')).toBeVisible();
    await expect(page.getByText('密码长度必须大于6位')).toBeVisible();
    await page.getByLabel('新密码', { exact: true }).fill('starry-new-2');
    await page.getByLabel('确认新密码').fill('starry-new-3');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请完成滑块验证')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // An unknown number: the server's message comes through the message layer.
    await page.getByLabel('手机号', { exact: true }).fill(uniqueAddresses().mobile);
    await passSlider(page);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('账号未注册或已注销，请先注册新用户')).toBeVisible();

    await page.getByLabel('手机号', { exact: true }).fill(resetByMobile.account);
    await passSlider(page);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送，请查收短信')).toBeVisible();
    await page
      .getByLabel('短信验证码')
      .fill(await readLatestCode(request, resetByMobile.account, '重置星图登录密码'));
    await page.getByLabel('确认新密码').fill('starry-new-2');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('密码已重置，请用新密码登录')).toBeVisible();

    // Back on password login, the account filled in and from/sourcePlatform kept.
    await expect(page).toHaveURL(/\/login\?from=%2Fuser%2Faccount&sourcePlatform=app$/);
    await expect(page.getByLabel('账号')).toHaveValue(resetByMobile.account);
    await page.getByLabel('密码', { exact: true }).fill(resetByMobile.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('登录失败，请检查账号或密码')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?/);
    await page.getByLabel('密码', { exact: true }).fill('starry-new-2');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/account$/);
    await expect(page.getByRole('heading', { name: '账号管理' })).toBeVisible();
  });

  test(
    'a forgotten password is reset with an e-mail code from a shared link',
    ONE_SIZE,
    async ({ page, request }, testInfo) => {
      const resetByEmail = resetAccount(testInfo.project.name, 'email');
      await page.goto('/login?mode=reset');
      await page.getByRole('tab', { name: '邮箱找回' }).click();
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
      await page.getByLabel('邮箱', { exact: true }).fill(resetByEmail.account);
      await expectNoSeriousA11yViolations(page);
      await passSlider(page);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByText('验证码已发送，请查收邮件')).toBeVisible();
      await page
        .getByLabel('邮箱验证码')
        .fill(await readLatestCode(request, resetByEmail.account, '重置星图登录密码'));
      await page.getByLabel('新密码', { exact: true }).fill('starry-mail-2');
      await page.getByLabel('确认新密码').fill('starry-mail-2');
      await page.getByRole('button', { name: '重置密码' }).click();
      await expect(page.getByText('密码已重置，请用新密码登录')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByLabel('账号')).toHaveValue(resetByEmail.account);

      const login = async (password: string) =>
        (await (
          await request.post('/base/user/login', { data: { account: resetByEmail.account, password } })
        ).json()) as { resultCode: string };
      expect((await login(resetByEmail.password)).resultCode).toBe('001100');
      await page.getByLabel('密码', { exact: true }).fill('starry-mail-2');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(userMarker(page, testInfo)).toBeVisible();
    },
  );
});
