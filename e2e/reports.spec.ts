import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  payWithSandbox,
  productIdByTitle,
  registerBuyer,
  SETTLE_TIMEOUT,
  signInTo,
} from './support/commerce.ts';
import { expectNoSeriousA11yViolations } from './support/helpers.ts';
import { saveProfile } from './support/profiles.ts';

// Reports from a buyer's side: the catalogue, buying a natal report through the sandbox gateway,
// filling it from a saved profile, watching it generate and reading it; and the free teaser.

const NATAL = '本命性格深度报告'; // the product's title, as the catalogue and its page show it

test.describe('reports', () => {
  test('buy a natal report with the sandbox, fill it from a profile, watch it generate, read it, correct it once', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const buyer = await registerBuyer(request, testInfo);
    await saveProfile(request, buyer.mobile, buyer.password);
    const productId = await productIdByTitle(request, NATAL);

    await page.goto('/report');
    await expect(page.getByRole('heading', { level: 1, name: '星盘报告' })).toBeVisible();
    const card = page.getByRole('listitem', { name: NATAL });
    await expect(card).toContainText('¥69.00');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await signInTo(page, `/report/detail/${productId}`, buyer.mobile, buyer.password);
    await expect(page.getByRole('heading', { level: 1, name: NATAL })).toBeVisible();
    await expect(page.getByRole('heading', { name: '报告目录' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '常见问题' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^样例：/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page).toHaveURL(/\/shop\/order\?productId=\d+/);
    await page.getByRole('form', { name: '确认订单' }).getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/pay\?orderNo=\d+$/);
    await payWithSandbox(page);

    // After paying, the next step is the order's report, waiting for its birth data.
    await page.getByRole('link', { name: '填写报告资料' }).click();
    await expect(page).toHaveURL(/\/report\/content\/\d+$/);
    const mine = page.getByRole('list', { name: '订单中的报告' }).getByRole('listitem').first();
    await expect(mine).toContainText('待填写资料');
    await expectNoHorizontalOverflow(page);
    await mine.getByRole('link', { name: '填写资料' }).click();
    await expect(page).toHaveURL(/\/report\/input\/[a-z0-9]{12}$/);
    await page.getByLabel('本人：选择档案').selectOption({ label: '苏念（1991-03-09）' });
    await expect(page.getByTestId('person-summary')).toContainText('苏念');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '提交并生成报告' }).click();

    await expect(page).toHaveURL(/\/report\/v3\/detail\/[a-z0-9]{12}$/);
    const report = page.getByRole('article').first();
    await expect(report).toBeVisible({ timeout: SETTLE_TIMEOUT });
    await expect(report.getByRole('heading', { level: 1 })).toContainText('报告');
    await expect(report.getByText(/苏念 · 1991年3月9日 06:40/)).toBeVisible();
    await expect(report.getByRole('img', { name: '苏念的星盘' })).toBeVisible();
    await expect(report.getByRole('navigation', { name: '目录' })).toBeVisible();
    await expect(report.getByRole('heading', { level: 2, name: /核心三要素/ })).toBeVisible();
    await expect(report.getByText('本节依据：').first()).toBeVisible();
    // The PDF: a real file named after the report and the person.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: '下载 PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/苏念\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(50_000);
    await expect(report.getByRole('button', { name: '保存分享图' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    // The one free correction: a corrected birth time makes version 2; version 1 stays readable.
    await report.getByRole('link', { name: '修正出生资料' }).click();
    await expect(page).toHaveURL(/\/report\/input\/[a-z0-9]{12}\?correct=1$/);
    await expect(page.getByRole('heading', { level: 1, name: '修正报告资料' })).toBeVisible();
    await page.getByLabel('名字（可选）').fill('苏念');
    await page.getByLabel('出生日期').fill('1991-03-09');
    await page.getByLabel('出生时间').fill('18:40');
    await page.getByRole('combobox', { name: '出生地点' }).fill('杭州');
    await page
      .getByRole('option', { name: /^浙江省 杭州市/ })
      .first()
      .click();
    await page.getByRole('button', { name: '确定本人资料' }).click();
    await expect(page.getByTestId('person-summary')).toContainText('18:40');
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: '提交修正并重新生成' }).click();
    await expect(page).toHaveURL(/\/report\/v3\/detail\/[a-z0-9]{12}$/);
    await expect(page.getByText(/苏念 · 1991年3月9日 18:40/)).toBeVisible({ timeout: SETTLE_TIMEOUT });
    await expect(page.getByRole('link', { name: '修正出生资料' })).toHaveCount(0);
    await page.getByRole('link', { name: '查看第 1 版' }).click();
    await expect(page.getByRole('note')).toContainText('你正在查看第 1 版（历史版本）');
    await expect(page.getByText(/苏念 · 1991年3月9日 06:40/)).toBeVisible();

    await page.goto('/user/report');
    await expect(page.getByRole('list', { name: '我的报告' }).getByRole('listitem').first()).toContainText(
      '已生成',
    );
  });

  test('the free teaser reads a birth without saving it and leads to the full report', async ({ page }) => {
    await page.goto('/report/starDiscover/natal');
    await expect(page.getByRole('heading', { level: 1, name: '免费星盘速览' })).toBeVisible();
    await page.getByLabel('出生日期').fill('1990-05-01');
    await page.getByLabel('出生时间').fill('14:30');
    await page.getByRole('combobox', { name: '出生地点' }).fill('广州');
    await page
      .getByRole('option', { name: /^广东省 广州市\s/ })
      .first()
      .click();
    await page.getByRole('button', { name: '免费看速览' }).click();
    const teaser = page.getByRole('article', { name: '星盘速览' });
    await expect(teaser).toBeVisible();
    await expect(teaser.getByRole('heading', { level: 2, name: /核心三要素/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '查看完整报告' })).toHaveAttribute(
      'href',
      /\/report\/detail\/\d+$/,
    );
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
