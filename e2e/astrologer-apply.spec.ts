import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoHorizontalOverflow, registerBuyer, signInTo } from './support/commerce.ts';
import { expectNoSeriousA11yViolations } from './support/helpers.ts';
import { E2E_ADMIN } from './support/operator.ts';

// Becoming an astrologer: a member applies with a photo and a certificate, an operator approves the
// application through the admin endpoint, and the member's menus and astrologer centre follow.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d1f60000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

async function tokenOf(request: APIRequestContext, account: string, password: string): Promise<string> {
  const login = (await (await request.post('/base/user/login', { data: { account, password } })).json()) as {
    data: { records: { auth: { access_token: string }; user: { userId: string } } };
  };
  return login.data.records.auth.access_token;
}

/** The operator approves the member's waiting application (admin endpoints: no console page yet). */
async function approveWaitingApplication(request: APIRequestContext, memberToken: string): Promise<void> {
  const admin = await tokenOf(request, E2E_ADMIN.mobile, E2E_ADMIN.password);
  const me = (await (
    await request.get('/base/user/info', { headers: { authorization: `Bearer ${memberToken}` } })
  ).json()) as { data: { records: { user: { userId: string } } } };
  const listed = (await (
    await request.get('/api/admin/astrologer-applications?status=01&size=100', {
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json()) as { data: { records: { applicationNo: string; userId: string }[] } };
  const mine = listed.data.records.find((record) => record.userId === me.data.records.user.userId);
  expect(mine).toBeTruthy();
  // A member cannot approve their own application: to a member the call does not exist.
  const self = await request.post(`/api/admin/astrologer-applications/${mine!.applicationNo}/approve`, {
    headers: { authorization: `Bearer ${memberToken}` },
  });
  expect(self.status()).toBe(404);
  const approved = await request.post(`/api/admin/astrologer-applications/${mine!.applicationNo}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(((await approved.json()) as { success: boolean }).success).toBe(true);
}

test.describe('astrologer application', () => {
  test('apply with photo and certificate → approved by an operator → profile and earnings in the astrologer centre, menu changes', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const member = await registerBuyer(request, testInfo);
    await signInTo(page, '/user/astrologer/apply', member.mobile, member.password);

    const menu = page.getByRole('navigation', { name: '个人中心菜单' });
    await expect(menu.getByRole('link', { name: '申请成为占星师' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '申请成为占星师' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    const form = page.getByRole('form', { name: '占星师申请表' });
    // The form says what is missing before anything is sent.
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByRole('alert')).toHaveText('请填写真实姓名');

    await form.getByRole('checkbox', { name: /^咨询师/ }).check();
    await form.getByRole('checkbox', { name: /^骰子问答/ }).check();
    await form.getByLabel('真实姓名').fill('沈知微');
    await form.getByLabel('本人照片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await form
      .getByLabel('资质证书')
      .setInputFiles([{ name: 'cert.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await form
      .getByLabel('学习与从业经历')
      .fill('学习现代占星六年，完成两期系统课程，为近百位朋友做过本命盘与合盘解读。');
    await form.getByLabel('本命盘解读').check();
    await form.getByLabel('合盘与情感').check();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: '提交申请' }).click();

    const status = page.getByRole('status').filter({ hasText: '申请' });
    await expect(status).toContainText('审核中');
    await expect(form).toHaveCount(0);

    await approveWaitingApplication(request, await tokenOf(request, member.mobile, member.password));

    // Route changes re-fetch the user: the application entry gives way once approved.
    await page.goto('/user/order');
    await expect(
      page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '我的订单' }),
    ).toBeVisible();
    await page.goto('/user/astrologer/apply');
    await expect(page.getByText('你已通过占星师审核。')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '申请成为占星师' }),
    ).toHaveCount(0);

    await page.getByRole('link', { name: '进入占星师中心' }).click();
    await expect(page).toHaveURL(/\/user\/astrologer\/info$/);
    const centre = page.getByRole('navigation', { name: '占星师中心菜单' });
    await expect(centre.getByRole('link', { name: '升级申请' })).toBeVisible();
    await expect(centre.getByRole('link', { name: '返回用户中心' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '个人资料' })).toBeVisible();
    await expect(page.getByText('咨询师', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '我的收入' })).toBeVisible();
    await expect(page.getByText('还没有收入记录')).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // The public profile: the member edits it, and anyone can read it (the real name stays private).
    const profile = page.getByRole('form', { name: '编辑个人资料' });
    await profile.getByLabel('展示名').fill('知微老师');
    await profile.getByLabel('个人介绍').fill('温和细致，擅长陪你读懂自己的本命盘。');
    await profile.getByLabel('粤语').check();
    await profile.getByRole('button', { name: '保存资料' }).click();
    await expect(page.locator('.astro-profile-name')).toHaveText('知微老师');
    await page.screenshot({ path: testInfo.outputPath('info.png'), fullPage: true });
    const listed = (await (await request.get('/api/astrologers?keyword=知微老师')).json()) as {
      data: {
        records: { astrologerId: string; displayName: string; languages: string[]; capacities: string[] }[];
      };
    };
    const mine = listed.data.records[0]!;
    expect(mine).toMatchObject({ displayName: '知微老师', capacities: ['A', 'D'] });
    expect(mine.languages).toContain('粤语');
    const publicPage = await (await request.get(`/api/astrologers/${mine.astrologerId}`)).text();
    expect(publicPage).not.toContain('沈知微');
    // The centre links to the public page; with no consultation services yet there is nothing to book.
    await page.getByRole('link', { name: '查看我的主页' }).click();
    await expect(page).toHaveURL(new RegExp(`/consultant/astrologer\\?id=${mine.astrologerId}$`));
    await expect(page.getByRole('heading', { level: 1, name: '知微老师' })).toBeVisible();
    await expect(page.getByText('温和细致，擅长陪你读懂自己的本命盘。')).toBeVisible();
    await expect(page.getByText('这位占星师暂未开放咨询预约。')).toBeVisible();
    // Offering no consultations is not an error: no warning pops up.
    await expect(page.getByText('咨询师不存在或暂未开放预约')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '预约', exact: true })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('public-page.png'), fullPage: true });
    await page.goBack();
    await expect(page.getByRole('heading', { name: '个人资料' })).toBeVisible();

    // Upgrade: the capacities not yet held are offered.
    await centre.getByRole('link', { name: '升级申请' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '升级申请' })).toBeVisible();
    await expect(page.getByText('已拥有的资质：咨询师、骰子问答')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^塔罗问答/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^咨询师/ })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('upgrade.png'), fullPage: true });
  });
});
