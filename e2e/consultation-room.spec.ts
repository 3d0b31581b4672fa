import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  payWithSandbox,
  registerBuyer,
  SETTLE_TIMEOUT,
  signInTo,
  type Buyer,
} from './support/commerce.ts';
import { E2E_ADMIN } from './support/operator.ts';
import { saveProfile } from './support/profiles.ts';

// The consultation's whole story (issue 16 §4): a fresh astrologer (apply → approved by the e2e
// operator → a service and a schedule, all through the API, so the demo astrologer is untouched);
// a member books a slot and pays in the sandbox; at the booked time both open the room in their own
// browser and talk; the astrologer sees the client's chart and completes the session.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d1f60000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

type Json = { success: boolean; resultCode: string; data: { records: any } };

async function tokenOf(request: APIRequestContext, who: { mobile: string; password: string }) {
  const login = (await (
    await request.post('/base/user/login', { data: { account: who.mobile, password: who.password } })
  ).json()) as Json;
  return login.data.records.auth.access_token as string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A consultant of our own: applies (capacity A), approved by the operator, one service, open every day. */
async function freshConsultant(request: APIRequestContext, who: Buyer, name: string) {
  const token = await tokenOf(request, who);
  const applied = (await (
    await request.post('/api/astrologer/apply', {
      headers: bearer(token),
      multipart: {
        real_name: name,
        experience: '从事占星咨询六年，擅长本命盘与流年解读，也做关系合盘。',
        specialities: '本命盘解读',
        capacities: 'A',
        photo: { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
        certificates: { name: 'cert.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    })
  ).json()) as Json;
  expect(applied.success, JSON.stringify(applied)).toBe(true);
  const admin = await tokenOf(request, E2E_ADMIN);
  const approved = (await (
    await request.post(`/api/admin/astrologer-applications/${applied.data.records.applicationNo}/approve`, {
      headers: bearer(admin),
    })
  ).json()) as Json;
  expect(approved.success, JSON.stringify(approved)).toBe(true);
  const service = (await (
    await request.post('/api/astrologer/consult/services', {
      headers: bearer(token),
      data: { kind: 'text', title: '文字咨询·流年', duration_minutes: 30, price_fen: 9_900 },
    })
  ).json()) as Json;
  expect(service.success, JSON.stringify(service)).toBe(true);
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
  const schedule = (await (
    await request.put('/api/astrologer/consult/schedule', {
      headers: bearer(token),
      data: { time_zone: 'Asia/Shanghai', buffer_minutes: 0, weekly, exceptions: [] },
    })
  ).json()) as Json;
  expect(schedule.success, JSON.stringify(schedule)).toBe(true);
  const me = (await (await request.get('/api/astrologer/myInfo', { headers: bearer(token) })).json()) as Json;
  const astrologerId = me.data.records.profile?.astrologerId as string | undefined;
  expect(astrologerId, 'an approved astrologer has a public id').toBeTruthy();
  return { token, serviceId: service.data.records.id as string, astrologerId: astrologerId! };
}

async function sendMessage(page: Page, text: string) {
  await page.getByLabel('输入消息').fill(text);
  await page.getByRole('button', { name: '发送', exact: true }).click();
}

test('member and a fresh astrologer talk in the consultation room at the booked time; the astrologer completes and the member reviews', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const astrologerAccount = await registerBuyer(request, testInfo);
  const consultant = await freshConsultant(
    request,
    astrologerAccount,
    `顾星遥${testInfo.project.name === 'mobile' ? '乙' : '甲'}`,
  );
  const member = await registerBuyer(request, testInfo);
  await saveProfile(request, member.mobile, member.password);
  const memberToken = await tokenOf(request, member);

  // The member books the first free slot and pays in the sandbox.
  const slots = (await (
    await request.get(
      `/api/consultants/${consultant.astrologerId}/slots?service_id=${consultant.serviceId}&days=2`,
    )
  ).json()) as Json;
  expect(slots.data.records.length).toBeGreaterThan(0);
  const contacts = (await (
    await request.get('/api/user/contacts', { headers: bearer(memberToken) })
  ).json()) as Json;
  const contactId = (contacts.data.records as { id: number }[])[0]!.id;
  const booked = (await (
    await request.post('/api/consultations', {
      headers: bearer(memberToken),
      data: {
        service_id: consultant.serviceId,
        starts_at: slots.data.records[0].startsAt,
        contact_id: contactId,
        question: '今年换工作合适吗？',
      },
    })
  ).json()) as Json;
  expect(booked.success, JSON.stringify(booked)).toBe(true);
  const bookingId = booked.data.records.booking.id as string;
  await signInTo(page, `/pay?orderNo=${booked.data.records.orderNo}`, member.mobile, member.password);
  await payWithSandbox(page);
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/consultations/${bookingId}`, { headers: bearer(memberToken) })
          ).json()) as Json
        ).data.records.state,
      { timeout: SETTLE_TIMEOUT },
    )
    .toBe('confirmed');

  // Before the booked time the room says when it opens.
  await page.goto(`/user/consultant/detail/${bookingId}`);
  const memberRoom = page.getByRole('region', { name: '咨询室' });
  await expect(memberRoom.getByRole('status')).toContainText('开始前10分钟开放');

  // The booked time comes (the test server moves the member's own booking to now).
  const begun = await request.post(`/api/test-area/consultations/${bookingId}/begin`, {
    headers: bearer(memberToken),
  });
  expect(begun.ok()).toBe(true);

  const context = await browser.newContext({ ...testInfo.project.use });
  const astrologer = await context.newPage();
  await signInTo(
    astrologer,
    `/user/astrologer/order/detail?id=${bookingId}`,
    astrologerAccount.mobile,
    astrologerAccount.password,
  );
  const astrologerRoom = astrologer.getByRole('region', { name: '咨询室' });
  await expect(astrologerRoom.getByRole('status')).toHaveText('已连接，可以开始交流');
  // The client's chart beside the room.
  await expect(astrologer.getByRole('region', { name: '来访者星盘' }).locator('svg').first()).toBeVisible();

  await page.reload();
  await expect(memberRoom.getByRole('status')).toHaveText('已连接，可以开始交流');
  await sendMessage(page, '老师好，我是苏念，想聊聊换工作的事');
  const memberLine = '老师好，我是苏念，想聊聊换工作的事';
  await expect(astrologerRoom.getByRole('list', { name: '聊天记录' })).toContainText(memberLine);
  await sendMessage(astrologer, '你好！我看了你的星盘，今年木星进入你的第十宫');
  await expect(memberRoom.getByRole('list', { name: '聊天记录' })).toContainText('木星进入你的第十宫');
  await expectNoHorizontalOverflow(page);
  await expectNoHorizontalOverflow(astrologer);
  await page.screenshot({ path: testInfo.outputPath('member-room.png'), fullPage: true });
  await astrologer.screenshot({ path: testInfo.outputPath('astrologer-room.png'), fullPage: true });

  // The astrologer completes the session: both rooms close and keep the conversation.
  astrologer.once('dialog', (dialog) => void dialog.accept());
  await astrologer.getByRole('button', { name: '标记已完成' }).click();
  await expect(astrologerRoom.getByRole('status')).toContainText('咨询已完成');
  await expect(memberRoom.getByRole('alert')).toContainText('标记为完成');
  await expect(memberRoom.getByRole('list', { name: '聊天记录' })).toContainText(memberLine);
  await expect(page.getByLabel('输入消息')).toHaveCount(0);
  await context.close();

  // The member reviews the completed booking, and the review appears on the astrologer's page.
  await page.reload();
  const panel = page.getByRole('region', { name: '评价这次咨询' });
  await panel.getByLabel('5 星：非常满意').check({ force: true });
  const words = '聊得很透，老师把木星过境讲得明明白白，也给了可行的建议';
  await panel.getByLabel('评价内容').fill(words);
  await panel.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByRole('region', { name: '我的评价' })).toContainText(words);
  await page.goto(`/consultant/astrologer/comment?id=${consultant.astrologerId}`);
  await expect(page.getByRole('list', { name: '评价' }).getByRole('listitem').first()).toContainText(words);
});
