import { expect, test } from '@playwright/test';
import { approvedAstrologer } from './support/astrologers.ts';
import {
  expectNoHorizontalOverflow,
  payWithSandbox,
  registerBuyer,
  SETTLE_TIMEOUT,
  signInTo,
} from './support/commerce.ts';

// AI dice: a member asks, the server rolls the three dice and the built-in engine's reading streams
// in; the member asks a dice astrologer (paid in the sandbox); an astrologer of the test's own,
// approved for dice Q&A (D) by the e2e operator, claims and answers; the member accepts and rates,
// and the astrologer's share shows in their dice income.

const ANSWER =
  '水星落在双子座、第三宫，三颗骰子都指向沟通与信息：这件事的关键是多问、多听、多比较。建议先和现在的上级坦诚聊一次发展空间，再约新公司的负责人把职责和考核讲清楚，把两边的信息写下来对照，一周内再做决定。';

test('a member rolls the dice, reads the reading, asks a dice astrologer who answers, and rates the answer', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const member = await registerBuyer(request, testInfo);
  const astrologer = await approvedAstrologer(request, testInfo, ['D'], '林知秋');
  const question = `这个月适合换工作吗？（${testInfo.project.name}${Date.now() % 100000}）`;

  await signInTo(page, '/aiDice', member.mobile, member.password);
  await expect(page.getByRole('heading', { level: 1, name: 'AI 占星骰子' })).toBeVisible();
  await expect(page.getByText(/今日免费剩余 3 次/)).toBeVisible();
  await page.getByLabel('你的问题').fill(question);
  await page.getByRole('button', { name: '掷骰子' }).click();
  const dice = page.getByRole('region', { name: '掷骰结果' });
  await expect(dice.getByRole('img', { name: /^行星骰：/ })).toBeVisible();
  const reading = page.getByRole('log');
  await expect(reading).toContainText('星图内置解读引擎', { timeout: SETTLE_TIMEOUT });
  await expect(page.getByRole('button', { name: '请占星师解读（¥29.00）' })).toBeVisible({
    timeout: SETTLE_TIMEOUT,
  });
  // The reading names the three faces the server drew.
  for (const label of await dice
    .getByRole('img')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
    const name = label.split('：')[1] ?? '';
    expect(name).not.toBe('掷骰中');
    await expect(reading).toContainText(name);
  }
  await expect(dice.getByRole('img', { name: '行星骰：掷骰中' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('ai-dice.png'), fullPage: true });

  await page.getByRole('button', { name: '请占星师解读（¥29.00）' }).click();
  await expect(page).toHaveURL(/\/aiDice\/answerView\/[a-z0-9]{12}$/);
  const viewUrl = page.url();
  await payWithSandbox(page, /\/aiDice\/answerView\/[a-z0-9]{12}\?paid=1$/);
  const answerCard = page.getByRole('region', { name: '占星师解读' });
  await expect(answerCard).toContainText('等待占星师接单', { timeout: SETTLE_TIMEOUT });
  await expect(page.getByRole('heading', { name: question })).toBeVisible();

  const context = await browser.newContext({ ...testInfo.project.use });
  const astro = await context.newPage();
  await signInTo(astro, '/aiDice/astro/qaList', astrologer.mobile, astrologer.password);
  const item = astro
    .getByRole('list', { name: '待接问题' })
    .getByRole('listitem')
    .filter({ hasText: question });
  await expect(item).toBeVisible();
  await expectNoHorizontalOverflow(astro);
  await item.getByRole('button', { name: '接单' }).click();
  await expect(astro).toHaveURL(/\/aiDice\/answerInput\/[a-z0-9]{12}$/);
  await expect(astro.getByRole('heading', { name: question })).toBeVisible();
  await astro.getByLabel('解读内容').fill(ANSWER);
  await expectNoHorizontalOverflow(astro);
  await astro.screenshot({ path: testInfo.outputPath('ai-dice-answer-input.png'), fullPage: true });
  await astro.getByRole('button', { name: '提交解读' }).click();
  await expect(astro.getByText(/已提交，等待会员确认/)).toBeVisible();

  await page.goto(viewUrl);
  await expect(answerCard).toContainText(ANSWER);
  await expect(answerCard).toContainText('林知秋');
  await answerCard.getByRole('button', { name: '4 星' }).click();
  await answerCard.getByLabel('想对占星师说的话（选填）').fill('思路很清楚，谢谢');
  await answerCard.getByRole('button', { name: '确认回答' }).click();
  await expect(answerCard).toContainText('已完成');
  await expect(answerCard.getByRole('img', { name: '评分 4 星' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('ai-dice-answer-view.png'), fullPage: true });

  await page.goto('/aiDice/history');
  await expect(
    page.getByRole('list', { name: '占卜记录' }).getByRole('listitem').filter({ hasText: question }),
  ).toContainText('占星师：已完成');

  await astro.goto('/aiDice/astro/account');
  await expect(astro.getByRole('table')).toContainText('¥20.30');
  await astro.goto('/aiDice/astro/orderList');
  await expect(
    astro.getByRole('list', { name: '我的回答' }).getByRole('listitem').filter({ hasText: question }),
  ).toContainText('评分 4 星');
  await astro.screenshot({ path: testInfo.outputPath('ai-dice-astro.png'), fullPage: true });
  await context.close();
});
