import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  payWithSandbox,
  registerBuyer,
  SETTLE_TIMEOUT,
  signInTo,
} from './support/commerce.ts';
import { E2E_ADMIN } from './support/operator.ts';
import { saveProfile } from './support/profiles.ts';

// After a completed consultation the member rates it on their booking page, and the review appears
// on the astrologer's 评价 tab with the rating. Everything is this test's own: a fresh astrologer
// (apply → approved by the e2e operator), a fresh member, one booking. Times follow the member's zone.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d1f60000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

interface Envelope<T = unknown> {
  success: boolean;
  desc: string;
  data: { records: T };
}

async function tokenOf(request: APIRequestContext, account: string, password: string): Promise<string> {
  const login = (await (
    await request.post('/base/user/login', { data: { account, password } })
  ).json()) as Envelope<{
    auth: { access_token: string };
  }>;
  return login.data.records.auth.access_token;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const answer = await request[method](url, { headers: auth(token), ...(data ? { data } : {}) });
  const body = (await answer.json()) as Envelope<T>;
  expect(body.success, `${method} ${url}: ${JSON.stringify(body)}`).toBe(true);
  return body.data.records;
}

/** A consultant of this test's own: applies, is approved, offers one service, takes bookings all day. */
async function freshConsultant(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<{ astrologerId: string; displayName: string }> {
  const applied = await request.post('/api/astrologer/apply', {
    headers: auth(token),
    multipart: {
      real_name: name,
      experience: '学习现代占星八年，长期为来访者做本命盘、流年与合盘解读，注重可落地的建议。',
      capacities: 'A',
      specialities: '本命盘解读',
      photo: { name: 'me.png', mimeType: 'image/png', buffer: PNG },
      certificates: { name: 'cert.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(((await applied.json()) as Envelope).success).toBe(true);
  const admin = await tokenOf(request, E2E_ADMIN.mobile, E2E_ADMIN.password);
  const me = await call<{ user: { userId: string } }>(request, 'get', '/base/user/info', token);
  const waiting = await call<{ applicationNo: string; userId: string }[]>(
    request,
    'get',
    '/api/admin/astrologer-applications?status=01&size=100',
    admin,
  );
  const mine = waiting.find((record) => record.userId === me.user.userId);
  expect(mine, 'the application waits for review').toBeTruthy();
  await call(request, 'post', `/api/admin/astrologer-applications/${mine!.applicationNo}/approve`, admin);
  await call(request, 'post', '/api/astrologer/consult/services', token, {
    kind: 'text',
    title: '流年文字解读',
    summary: '文字形式解读未来一年的重点',
    duration_minutes: 30,
    price_fen: 9900,
  });
  await call(request, 'put', '/api/astrologer/consult/schedule', token, {
    time_zone: 'Asia/Shanghai',
    buffer_minutes: 0,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
    exceptions: [],
  });
  const info = await call<{ profile: { astrologerId: string; displayName: string } | null }>(
    request,
    'get',
    '/api/astrologer/myInfo',
    token,
  );
  expect(info.profile?.astrologerId).toBeTruthy();
  return info.profile!;
}

test('a member reviews a completed consultation; the review shows on the astrologer’s page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const astrologer = await registerBuyer(request, testInfo);
  const astrologerToken = await tokenOf(request, astrologer.mobile, astrologer.password);
  const name = testInfo.project.name === 'mobile' ? '林映秋' : '顾清和';
  const { astrologerId, displayName } = await freshConsultant(request, astrologerToken, name);

  const member = await registerBuyer(request, testInfo);
  await saveProfile(request, member.mobile, member.password);
  const memberToken = await tokenOf(request, member.mobile, member.password);
  // A page of contacts: data.records is the list.
  const [contact] = await call<{ id: number }[]>(request, 'get', '/api/user/contacts', memberToken);
  const consultant = await call<{ services: { id: string }[] }>(
    request,
    'get',
    `/api/consultants/${astrologerId}`,
    memberToken,
  );
  const serviceId = consultant.services[0]!.id;
  const [slot] = await call<{ startsAt: string }[]>(
    request,
    'get',
    `/api/consultants/${astrologerId}/slots?service_id=${serviceId}&days=3`,
    memberToken,
  );
  const placed = await call<{ booking: { id: string }; orderNo: string }>(
    request,
    'post',
    '/api/consultations',
    memberToken,
    {
      service_id: serviceId,
      starts_at: slot!.startsAt,
      contact_id: contact!.id,
      question: '想了解明年工作上的变化',
    },
  );

  // The member pays in the sandbox, in the browser.
  await signInTo(page, `/pay?orderNo=${placed.orderNo}`, member.mobile, member.password);
  await payWithSandbox(page);

  // My bookings in my own zone (London, with summer time): remembered on reload.
  await page.goto('/user/consultant');
  const bookings = page.getByRole('list', { name: '我的预约' });
  await expect(bookings.getByRole('listitem').first()).toContainText('已预约', { timeout: SETTLE_TIMEOUT });
  await expect(bookings).toContainText('北京时间');
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/user/timeZone') && answer.request().method() === 'PUT',
  );
  await page.getByLabel('时间显示为').selectOption('Europe/London');
  expect((await saved).ok()).toBe(true);
  await expect(bookings).toContainText('伦敦（英国） UTC+');
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('my-bookings-london.png'), fullPage: true });
  await page.reload();
  await expect(page.getByLabel('时间显示为')).toHaveValue('Europe/London');
  await expect(bookings).toContainText('伦敦（英国）');
  await page.getByLabel('时间显示为').selectOption('Asia/Shanghai');
  await expect(bookings).toContainText('北京时间');

  // The session took place (the test server moves the member's own booking to now); the astrologer
  // completes it.
  const begun = await request.post(`/api/test-area/consultations/${placed.booking.id}/begin`, {
    headers: auth(memberToken),
  });
  expect(begun.ok()).toBe(true);
  await call(
    request,
    'post',
    `/api/astrologer/consult/orders/${placed.booking.id}/complete`,
    astrologerToken,
  );

  await page.goto(`/user/consultant/detail/${placed.booking.id}`);
  const panel = page.getByRole('region', { name: '评价这次咨询' });
  await expect(panel).toBeVisible({ timeout: SETTLE_TIMEOUT });
  await panel.getByRole('button', { name: '提交评价' }).click();
  await expect(panel.getByRole('alert')).toHaveText('请为这次咨询打分（1到5星）');
  await panel.getByLabel('4 星：满意').check({ force: true });
  const words = `${name}老师讲得很具体，给了我几个可以马上做的建议`;
  await panel.getByLabel('评价内容').fill(words);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('review-form.png'), fullPage: true });
  await panel.getByRole('button', { name: '提交评价' }).click();
  const mine = page.getByRole('region', { name: '我的评价' });
  await expect(mine).toContainText(words);
  await expect(mine.getByRole('img', { name: '4 星' })).toBeVisible();

  // On the astrologer's page: the rating in the header, the review under 评价.
  await page.goto(`/consultant/astrologer?id=${astrologerId}`);
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  await expect(page.locator('.consultant-card')).toContainText('（1条评价）');
  await page.getByRole('navigation', { name: '占星师主页栏目' }).getByRole('link', { name: /评价/ }).click();
  await expect(page).toHaveURL(new RegExp(`/consultant/astrologer/comment\\?id=${astrologerId}$`));
  const review = page.getByRole('list', { name: '评价' }).getByRole('listitem').first();
  await expect(review).toContainText(words);
  await expect(review).toContainText('咨询服务：流年文字解读');
  await expect(review.getByRole('img', { name: '4 星' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('astrologer-comments.png'), fullPage: true });

  // The consultant list shows the rating, and the rating filter keeps them.
  await page.goto('/consultant');
  const consultants = page.getByRole('list', { name: '咨询师' });
  // The list is read in the browser: once it shows, the page is live.
  // Every consultant's next free slot is worked out for the list: slow on a busy test machine.
  await expect(consultants).toBeVisible({ timeout: SETTLE_TIMEOUT });
  await page.getByLabel('评分').selectOption('4');
  await page.getByRole('button', { name: '筛选' }).click();
  await expect(consultants).not.toContainText('暂无评分', { timeout: SETTLE_TIMEOUT });
  const card = consultants.getByRole('listitem').filter({ hasText: displayName });
  await expect(card).toContainText('4.0（1条评价）');
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('consultants-rated.png'), fullPage: true });
  await card.getByRole('link', { name: '查看并预约' }).click();

  await page.getByRole('navigation', { name: '占星师主页栏目' }).getByRole('link', { name: '文章' }).click();
  await expect(page.getByText('这位占星师还没有发布文章')).toBeVisible();
  await page.getByRole('navigation', { name: '占星师主页栏目' }).getByRole('link', { name: '课程' }).click();
  await expect(page.getByText('这位占星师还没有开设课程')).toBeVisible();
});
