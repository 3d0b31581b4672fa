import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerBuyer, signInTo } from './support/commerce.ts';
import { E2E_ADMIN } from './support/operator.ts';
import { saveProfile } from './support/profiles.ts';
import { ONE_SIZE } from './support/helpers.ts';

// The operator console (issue 21). Each test makes its own buyer and order through the API, then an
// operator (the e2e admin, read-only otherwise) finds them in /admin; members never see the console.

const COURSE = '行运与推运实战'; // course, ¥699.00: above the refund re-check threshold

async function tokenOf(request: APIRequestContext, account: string, password: string): Promise<string> {
  const answer = await request.post('/base/user/login', { data: { account, password } });
  const body = (await answer.json()) as { data: { records: { auth: { access_token: string } } } };
  return body.data.records.auth.access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh buyer with a paid wallet order for the course (the wallet funded by an audited adjustment). */
async function paidCourseOrder(request: APIRequestContext, testInfo: Parameters<typeof registerBuyer>[1]) {
  const buyer = await registerBuyer(request, testInfo);
  const buyerToken = await tokenOf(request, buyer.mobile, buyer.password);
  const adminToken = await tokenOf(request, E2E_ADMIN.mobile, E2E_ADMIN.password);
  const me = await request.get('/base/user/info', { headers: bearer(buyerToken) });
  const userId = ((await me.json()) as { data: { records: { user: { userId: string } } } }).data.records.user
    .userId;
  const reauth = await request.post('/api/admin/reauth', {
    headers: bearer(adminToken),
    data: { password: E2E_ADMIN.password },
  });
  const reauthToken = ((await reauth.json()) as { data: { records: { reauthToken: string } } }).data.records
    .reauthToken;
  const funded = await request.post(`/api/admin/wallets/${userId}/adjust`, {
    headers: bearer(adminToken),
    data: { amount_fen: 69900, reason: '测试：预存课程费用', reauth_token: reauthToken },
  });
  expect(((await funded.json()) as { success: boolean }).success).toBe(true);
  // Courses are sold through enrolment (the form's answers, then an order for the seat).
  const courses = await request.get('/api/courses?size=50');
  const course = (
    (await courses.json()) as { data: { records: { id: string; title: string }[] } }
  ).data.records.find((record) => record.title === COURSE);
  expect(course, `demo course 「${COURSE}」`).toBeDefined();
  const order = await request.post(`/api/courses/${course!.id}/enrol`, {
    headers: bearer(buyerToken),
    data: { knowledge_level: '2', english_level: '2', heard_from: 'friend' },
  });
  const orderNo = ((await order.json()) as { data: { records: { orderNo: string } } }).data.records.orderNo;
  const paid = await request.post('/api/payments', {
    headers: bearer(buyerToken),
    data: { order_no: orderNo, channel: 'wallet' },
  });
  expect(((await paid.json()) as { success: boolean }).success).toBe(true);
  return { buyer, userId, orderNo };
}

test.describe('operator console', () => {
  test('an operator finds a user, refunds their order after re-entering the password, and sees the audit record', async ({
    page,
    request,
  }, testInfo) => {
    const { buyer, userId, orderNo } = await paidCourseOrder(request, testInfo);

    await signInTo(page, '/admin/users', E2E_ADMIN.mobile, E2E_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: '用户' })).toBeVisible();
    await page
      .getByRole('searchbox')
      .or(page.getByLabel('手机号、邮箱、用户编号或昵称'))
      .first()
      .fill(buyer.mobile);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.getByRole('row').filter({ hasText: `${buyer.mobile.slice(0, 7)}****` });
    await expect(row).toBeVisible();
    await expect(page.getByText(buyer.mobile, { exact: true })).toHaveCount(0);
    await row.getByRole('link', { name: userId }).click();

    await expect(page.getByRole('heading', { level: 1 })).toContainText(userId);
    await page.getByRole('link', { name: orderNo }).click();
    await expect(page.getByRole('heading', { level: 1, name: `订单 ${orderNo}` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('admin-order.png'), fullPage: true });

    await page.getByRole('button', { name: '确认退款' }).click();
    const dialog = page.getByRole('dialog', { name: '请再次输入登录密码' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('登录密码').fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: '验证' }).click();
    await expect(page.getByRole('status').filter({ hasText: '已退款 ¥699.00' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('已退款');

    await page.getByRole('link', { name: '操作记录' }).click();
    const line = page.getByRole('row').filter({ hasText: orderNo });
    await expect(line.filter({ hasText: '订单退款' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('admin-audit.png'), fullPage: true });

    // The dashboard: today's figures and the ECharts trend (loaded on demand) with today's refund in it.
    await page.getByRole('link', { name: '概览' }).click();
    await expect(page.getByText('今日退款')).toBeVisible();
    await expect(page.getByRole('img', { name: '近 7 天收入与退款走势' }).locator('svg')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('admin-dashboard.png'), fullPage: true });
  });

  test(
    'a member gets the not-found page at /admin, and the console’s code is never loaded',
    ONE_SIZE,
    async ({ page, request }, testInfo) => {
      const buyer = await registerBuyer(request, testInfo);
      await signInTo(page, '/shop', buyer.mobile, buyer.password);
      const scripts: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script') scripts.push(sent.url());
      });
      const answer = await page.goto('/admin');
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
      expect(scripts.filter((url) => /ConsoleApp|echarts/i.test(url))).toEqual([]);
      const api = await page.evaluate(async () => {
        const raw = localStorage.getItem('auth');
        const token = raw ? (JSON.parse(raw) as { access_token: string }).access_token : '';
        return (await fetch('/api/admin/users', { headers: { authorization: `Bearer ${token}` } })).status;
      });
      expect(api).toBe(404);
    },
  );

  test(
    'an editor writes a news item in the console, publishes it, and readers find it on /news',
    ONE_SIZE,
    async ({ page, request }, testInfo) => {
      // A fresh member made an editor by the e2e admin (an audited role change after the password re-check).
      const editor = await registerBuyer(request, testInfo);
      const editorToken = await tokenOf(request, editor.mobile, editor.password);
      const adminToken = await tokenOf(request, E2E_ADMIN.mobile, E2E_ADMIN.password);
      const me = await request.get('/base/user/info', { headers: bearer(editorToken) });
      const userId = ((await me.json()) as { data: { records: { user: { userId: string } } } }).data.records
        .user.userId;
      const reauth = await request.post('/api/admin/reauth', {
        headers: bearer(adminToken),
        data: { password: E2E_ADMIN.password },
      });
      const reauthToken = ((await reauth.json()) as { data: { records: { reauthToken: string } } }).data
        .records.reauthToken;
      const granted = await request.put(`/api/admin/users/${userId}/roles`, {
        headers: bearer(adminToken),
        data: { roles: ['editor'], reauth_token: reauthToken },
      });
      expect(((await granted.json()) as { success: boolean }).success).toBe(true);

      const title = `冬至前后的星象提醒 ${testInfo.project.name === 'mobile' ? '乙' : '甲'}${Date.now() % 100000}`;
      await signInTo(page, '/admin/content', editor.mobile, editor.password);
      await expect(page.getByRole('heading', { level: 1, name: '内容' })).toBeVisible();
      // An editor's menu: the words of the site, not the people or the money.
      await expect(
        page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '用户' }),
      ).toHaveCount(0);
      await page.getByRole('link', { name: '新建内容' }).click();
      await page.getByLabel('标题', { exact: true }).fill(title);
      await page.getByLabel('摘要', { exact: true }).fill('太阳进入摩羯座，适合回顾一年的计划。');
      await page.getByLabel('标签（用逗号分隔）').fill('节气，星象');
      await page.getByLabel('正文（Markdown）').fill('## 冬至\n\n太阳进入**摩羯座**，白昼渐长。');
      await page.getByRole('button', { name: '保存为草稿' }).click();
      await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
      // The preview is the server's rendering of the Markdown.
      await expect(
        page.getByRole('region', { name: '预览' }).locator('strong', { hasText: '摩羯座' }),
      ).toBeVisible();
      await page.getByRole('button', { name: '立即发布' }).click();
      await expect(page.getByRole('status').filter({ hasText: '已发布' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('admin-content.png'), fullPage: true });

      await page.goto('/news');
      await page.getByRole('link', { name: title }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    },
  );

  test('support finds a member’s consultation booking by member and Beijing day, and opens it', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the console section is checked at desktop size');
    const member = await registerBuyer(request, testInfo);
    await saveProfile(request, member.mobile, member.password);
    const token = await tokenOf(request, member.mobile, member.password);
    const me = (await (await request.get('/base/user/info', { headers: bearer(token) })).json()) as {
      data: { records: { user: { userId: string } } };
    };
    const memberId = me.data.records.user.userId;
    // The demo consultant's text service, its last free slot (unpaid: held until the test cancels it).
    const listed = (await (await request.get('/api/astrologers?keyword=周言')).json()) as {
      data: { records: { astrologerId: string }[] };
    };
    const consultantId = listed.data.records[0]!.astrologerId;
    const detail = (await (await request.get(`/api/consultants/${consultantId}`)).json()) as {
      data: { records: { services: { id: string }[] } };
    };
    const serviceId = detail.data.records.services[0]!.id;
    const slots = (await (
      await request.get(`/api/consultants/${consultantId}/slots?service_id=${serviceId}&days=14`)
    ).json()) as { data: { records: { startsAt: string }[] } };
    const slot = slots.data.records.at(-1)!.startsAt;
    const contacts = (await (await request.get('/api/user/contacts', { headers: bearer(token) })).json()) as {
      data: { records: { id: number }[] };
    };
    const question = '想请老师看看明年的感情走向';
    const booked = (await (
      await request.post('/api/consultations', {
        headers: bearer(token),
        data: { service_id: serviceId, starts_at: slot, contact_id: contacts.data.records[0]!.id, question },
      })
    ).json()) as { success: boolean; data: { records: { booking: { id: string } } } };
    expect(booked, JSON.stringify(booked)).toMatchObject({ success: true });
    const bookingId = booked.data.records.booking.id;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(slot));

    try {
      await signInTo(page, '/admin/consultations', E2E_ADMIN.mobile, E2E_ADMIN.password);
      await expect(page.getByRole('heading', { level: 1, name: '咨询预约' })).toBeVisible();
      await page.getByLabel('会员用户ID').fill(memberId);
      await page.getByLabel('咨询日期（北京时间）').fill(day);
      await page.getByRole('button', { name: '筛选' }).click();
      const row = page.getByRole('row').filter({ hasText: memberId });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('待支付');
      await row.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/admin/consultations/${bookingId}$`));
      await expect(page.getByText(question)).toBeVisible();
      await expect(page.getByRole('heading', { name: '订单记录' })).toBeVisible();
      await expect(page.getByRole('button', { name: '没有聊天记录' })).toBeDisabled();
      await page.screenshot({ path: testInfo.outputPath('admin-consultation.png'), fullPage: true });

      // A typed member id that is not a number is refused beside the form, and nothing is asked.
      await page.goto('/admin/consultations');
      await page.getByLabel('会员用户ID').fill('张三');
      await page.getByRole('button', { name: '筛选' }).click();
      await expect(page.getByRole('alert')).toContainText('会员请填写用户ID');
    } finally {
      await request.post(`/api/consultations/${bookingId}/cancel`, { headers: bearer(token), data: {} });
    }
  });
});
