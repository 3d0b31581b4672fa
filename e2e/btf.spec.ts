import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, registerBuyer, signInTo } from './support/commerce.ts';

// Birth-time rectification with three events: the birth, the reliability, three dated events; the
// ranked candidates with their reasons, on a page without header or footer, kept at its own address.

test('btf: a birth and three life events → ranked candidate times with reasons', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = await registerBuyer(request, testInfo);
  await signInTo(page, '/btf', member.mobile, member.password);
  await expect(page.getByRole('heading', { level: 1, name: '生时校正' })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);

  await page.getByLabel('出生日期').fill('1990-05-12');
  await page.getByLabel('出生时间').fill('08:20');
  await page.getByRole('combobox', { name: '出生地点' }).fill('上海');
  await page
    .getByRole('option', { name: /^上海市/ })
    .first()
    .click();
  await page.getByRole('button', { name: '下一步：填写人生大事' }).click();

  await page.getByLabel('出生时间有多可靠？').selectOption('E');
  await expect(page.getByText('将在你填写的时间前后1.5小时内逐分钟推算。')).toBeVisible();
  // Submitting with the events missing names each field.
  await page.getByRole('button', { name: '开始校正' }).click();
  await expect(page.getByText('请填写事件日期').first()).toBeVisible();
  const events = [
    ['2012-09-15', '结婚或确定关系'],
    ['2015-03-02', '升职、创业或重要的新工作'],
    ['2018-07-20', '搬家或移居'],
  ] as const;
  for (const [i, [date, kind]] of events.entries()) {
    await page.getByLabel(`第${i + 1}件 · 日期`).fill(date);
    await page.locator(`#btf-kind-${i}`).selectOption({ label: kind });
  }
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: '开始校正' }).click();

  await expect(page).toHaveURL(/\/btf\?id=[a-z0-9]{12}$/);
  const candidates = page.getByRole('list', { name: '候选时间' }).locator('> li');
  await expect(candidates.first()).toContainText('匹配度 100');
  await expect(candidates.first()).toContainText(/上升.+座 · 天顶.+座/);
  await expect(candidates.first().locator('li').first()).toContainText(/^20\d\d年\d+月 /);
  await expect(page.getByRole('heading', { name: '你填写的人生大事' })).toBeVisible();
  await expect(page.getByText('2018-07-20 · 搬家或移居')).toBeVisible();
  // The expert check is offered with the seeded product.
  await expect(page.getByRole('button', { name: '请占星师校对' })).toBeVisible();
  const first = await candidates.first().locator('h3').textContent();
  await page.reload();
  await expect(candidates.first().locator('h3')).toHaveText(first!);
  await page.screenshot({ path: testInfo.outputPath('btf-result.png'), fullPage: true });
});
