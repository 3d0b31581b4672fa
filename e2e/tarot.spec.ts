import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { expectNoHorizontalOverflow, signInTo } from './support/commerce.ts';
import { readCode } from './support/helpers.ts';

// Tarot with the built-in engine: a new member asks a question, chooses a spread, watches the cards
// drawn by the server turn over and the reading stream in, then finds it in the history and shares it.
// A friend opens the share link and helps once. Each test registers its own members (16x numbers).

let made = 0;

async function newMember(request: APIRequestContext, testInfo: TestInfo) {
  made += 1;
  const tail = `${testInfo.workerIndex % 10}${String(Date.now() % 1e6).padStart(6, '0')}${made % 10}`;
  const mobile = `16${testInfo.project.name === 'mobile' ? '6' : '7'}${tail}`;
  const password = 'starry2026';
  await request.post('/base/sys/smsCode', { data: { mobile, scene: 'register' } });
  const code = await readCode(request, mobile);
  const registered = await request.post('/base/user/register', {
    data: { mobile, sms_code: code, password, re_password: password, agreement: true },
  });
  const token = ((await registered.json()) as { data: { records: { auth: { access_token: string } } } }).data
    .records.auth.access_token;
  return { mobile, password, token };
}

test.describe('tarot', () => {
  test('a member draws three cards, reads the reading as it streams, then finds it in the history and shares it', async ({
    page,
    request,
  }, testInfo) => {
    // One story across six pages, with a reading streamed at the built-in engine's pace.
    test.setTimeout(120_000);
    const member = await newMember(request, testInfo);
    await signInTo(page, '/tarotChat', member.mobile, member.password);

    await expect(page.getByRole('heading', { name: '塔罗占卜' })).toBeVisible();
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByText(/今日免费剩余 3 次 · 套餐剩余 0 次/)).toBeVisible();
    await page.getByLabel('你想问塔罗什么？').fill('这段感情接下来会怎样发展？');
    await page.getByRole('radio', { name: /时间之流/ }).check();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('tarot-ask.png'), fullPage: true });
    await page.getByRole('button', { name: '洗牌并抽牌' }).click();

    // The three positions, turned over once the server has drawn; the reading streams beside them.
    const table = page.getByRole('list', { name: '时间之流牌阵' });
    await expect(table.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('tarot-card-face')).toHaveCount(3);
    await expect(table.getByRole('listitem').first()).toHaveAccessibleName(/^过去：.+（(正位|逆位)）$/);
    await expect(page.getByText('星图内置解读引擎').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '整体来看' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/塔罗呈现的是此刻的能量/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/今日免费剩余 2 次/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('tarot-reading.png'), fullPage: true });

    // In the history, and its page shows the same question.
    await page.goto('/tarotChat/history');
    await page.getByRole('link', { name: /这段感情接下来会怎样发展？/ }).click();
    await expect(page).toHaveURL(/\/tarotChat\/history\/detail\/[a-z0-9]{12}$/);
    await expect(page.getByRole('heading', { name: '这段感情接下来会怎样发展？' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '整体来看' })).toBeVisible();

    // Shared: a link with its code, and the share log lists it.
    await page.getByRole('link', { name: '分享给好友' }).click();
    await expect(page.getByRole('heading', { name: '分享塔罗解读' })).toBeVisible();
    const link = page.getByLabel('分享链接');
    await expect(link).toHaveValue(/\/tarotChat\/assist\/[A-Za-z0-9]{10}$/);
    await expect(page.getByText('已有 0 / 3 位好友助力')).toBeVisible();
    await expect(page.getByAltText('分享链接二维码')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('tarot-share.png'), fullPage: true });
    await page.goto('/tarotChat/shareLogs');
    await expect(page.getByRole('link', { name: /这段感情接下来会怎样发展？/ })).toBeVisible();

    // What is left, and the use the reading made.
    await page.goto('/tarotChat/packageOrder');
    await expect(page.getByRole('heading', { name: '剩余 2 次' })).toBeVisible();
    await page.getByRole('link', { name: '次数使用记录' }).click();
    await expect(page.getByRole('row', { name: /塔罗解读 每日免费次数/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('tarot-use-logs.png'), fullPage: true });
  });

  test('a friend opens a shared link and helps once, and finds the help in their records', async ({
    page,
    request,
  }, testInfo) => {
    const owner = await newMember(request, testInfo);
    const auth = { authorization: `Bearer ${owner.token}` };
    const read = await request.post('/api/tarot/readings', {
      headers: auth,
      data: { spread: 'single', question: '这个月我最需要留意什么？' },
    });
    const meta = (await read.text()).split('\n').find((line) => line.startsWith('data: '))!;
    const readingId = (JSON.parse(meta.slice(6)) as { readingId: string }).readingId;
    const share = await request.post(`/api/tarot/readings/${readingId}/share`, { headers: auth });
    const code = ((await share.json()) as { data: { records: { code: string } } }).data.records.code;

    const friend = await newMember(request, testInfo);
    await signInTo(page, `/tarotChat/assist/${code}`, friend.mobile, friend.password);
    await expect(page.getByRole('heading', { name: /分享的塔罗解读$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: '问题：这个月我最需要留意什么？' })).toBeVisible();
    await page.getByRole('button', { name: '为 TA 助力' }).click();
    await expect(page.getByText('助力成功，谢谢你！')).toBeVisible();
    await expect(page.getByText('已有 1 / 3 位好友助力')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('tarot-assist.png'), fullPage: true });
    await page.reload();
    await expect(page.getByText('你已经为这次分享助力过了，谢谢你。')).toBeVisible();
    await expect(page.getByRole('button', { name: '为 TA 助力' })).toHaveCount(0);

    // The help shows in the friend's records on the rules page.
    await page.goto('/assistShare/detail');
    await expect(page.getByRole('link', { name: /为 .\*\* 的「单张指引」助力/ })).toBeVisible();
  });
});
