import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { expectNoHorizontalOverflow, signInTo } from './support/commerce.ts';
import { readCode } from './support/helpers.ts';

// AI chat with the built-in reading engine (no model configured): a new member with one profile
// asks a suggested question on /aichat, reads the answer as it streams, finds the session in the
// history, and stops a second answer part-way. No header or footer; nothing wider than 390 px.

let made = 0;

async function memberWithProfile(request: APIRequestContext, testInfo: TestInfo) {
  made += 1;
  const tail = `${testInfo.workerIndex % 10}${String(Date.now() % 1e6).padStart(6, '0')}${made % 10}`;
  const mobile = `14${testInfo.project.name === 'mobile' ? '8' : '9'}${tail}`;
  const password = 'starry2026';
  await request.post('/base/sys/smsCode', { data: { mobile, scene: 'register' } });
  const code = await readCode(request, mobile);
  const registered = await request.post('/base/user/register', {
    data: { mobile, sms_code: code, password, re_password: password, agreement: true },
  });
  const token = ((await registered.json()) as { data: { records: { auth: { access_token: string } } } }).data
    .records.auth.access_token;
  const created = await request.post('/api/user/contacts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: '星图测试',
      gender: 'female',
      relation: 'self',
      calendar: 'solar',
      birthday: '1994-03-08',
      birth_hour: 7,
      birth_min: 20,
      birth_location: '四川省 成都市 武侯区',
      birth_latitude: 30.64,
      birth_longitude: 104.04,
      birth_time_zone: 'Asia/Shanghai',
      reliability: 'A',
      visibility: 1,
    },
  });
  expect(((await created.json()) as { success: boolean }).success).toBe(true);
  return { mobile, password };
}

test.describe('AI chat', () => {
  test('a member asks about their chart and reads the built-in engine streaming into the page', async ({
    page,
    request,
  }, testInfo) => {
    const member = await memberWithProfile(request, testInfo);
    await signInTo(page, '/aichat', member.mobile, member.password);

    await expect(page.getByRole('heading', { name: 'AI 星盘问答' })).toBeVisible();
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByText(/今日免费剩余 3 次 · 套餐剩余 0 次 · 由星图内置解读引擎回答/)).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: '我的太阳、月亮和上升分别说明了什么？' }).click();
    const log = page.getByRole('log');
    // The stop button is there while the answer streams in, then the answer is whole.
    await expect(page.getByRole('button', { name: '停止回答' })).toBeVisible();
    await expect(log).toContainText('星图内置解读引擎');
    await expect(log).toContainText(/【太阳在.{2,3}座】/, { timeout: 20_000 });
    await expect(log).toContainText('星盘描述的是倾向与节奏', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: '发送' })).toBeVisible();
    await expect(page.getByText(/今日免费剩余 2 次/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('aichat-answer.png') });

    // The session is in the history and opens again.
    if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: '历史对话' }).click();
    const history = page.getByRole('complementary', { name: '档案与历史对话' });
    await expect(history.getByRole('button', { name: /我的太阳、月亮和上升/ })).toBeVisible();

    // A second question, stopped part-way: the words so far stay, marked as stopped.
    await page.reload();
    await page.getByLabel('你的问题').fill('请完整解读我的星盘');
    await page.getByRole('button', { name: '发送' }).click();
    await expect(log).toContainText('星图内置解读引擎');
    await page.getByRole('button', { name: '停止回答' }).click();
    await expect(log).toContainText('（回答已停止）');
  });
});
