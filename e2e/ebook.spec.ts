import { expect, test, type Page } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  payWithSandbox,
  productIdByTitle,
  registerBuyer,
  signInTo,
} from './support/commerce.ts';

// Issue 18 §3: a visitor finds an e-book in the catalogue and reads its free sample; a member buys
// it in the sandbox and reads it in the reader (no header or footer): the table of contents takes
// them to a chapter, a larger font and a bookmark are kept, and after a reload the book opens at the
// same chapter with the same settings — the position lives on the server, not in the browser.

const BOOK = '《十二宫速读手册》';
const BOOK_ID = 'house-primer';

/** The reader's footer names the chapter on screen once the page is laid out. */
const chapterShown = (page: Page, title: string) =>
  expect(page.locator('.ebook-reader-chapter')).toHaveText(title, { timeout: 20_000 });

/**
 * Resolves when the reader has saved its position with `expected` in it (a moment after the last
 * page turn or change of setting).
 */
const positionSaved = (page: Page, expected: Record<string, unknown>) =>
  page.waitForResponse((response) => {
    if (!response.url().endsWith(`/api/ebooks/${BOOK_ID}/position`)) return false;
    if (response.request().method() !== 'PUT') return false;
    const body = response.request().postDataJSON() as Record<string, unknown>;
    return Object.entries(expected).every(([key, value]) => body[key] === value);
  });

test('buy an e-book and read it, with the position kept across a reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const productId = await productIdByTitle(request, BOOK);

  // The catalogue and the book's page, as a visitor: table of contents and the free sample.
  await page.goto('/ebook');
  await page.getByRole('link', { name: /十二宫速读手册/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ebook/detail/${productId}$`));
  await expect(page.getByRole('heading', { level: 1, name: '十二宫速读手册' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '目录' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '试读：第一章　宫位是怎么来的' })).toBeVisible();
  await expect(page.getByText(/宫位由出生的时间和地点决定/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('ebook-detail.png'), fullPage: true });

  // The reader is for members: a visitor is sent to sign in, then buys the book.
  const buyer = await registerBuyer(request, testInfo);
  await signInTo(page, `/ebook/detail/${productId}`, buyer.mobile, buyer.password);
  await page.getByRole('button', { name: '立即购买' }).first().click();
  await page.getByRole('form', { name: '确认订单' }).getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?orderNo=T?\d+$/);
  await payWithSandbox(page);

  // Bought: the page offers reading instead of buying.
  await page.goto(`/ebook/detail/${productId}`);
  await expect(page.getByText('已购买', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '开始阅读' }).click();
  await expect(page).toHaveURL(new RegExp(`/ebook/reader\\?id=${BOOK_ID}$`));
  await expect(page.getByRole('banner').getByRole('link', { name: '首页' })).toHaveCount(0);
  await chapterShown(page, '第一章　宫位是怎么来的');
  const text = page.frameLocator('.ebook-reader-page iframe').first();
  await expect(text.getByText(/宫位由出生的时间和地点决定/)).toBeVisible();

  // The table of contents takes the member to chapter three.
  await page.getByRole('button', { name: '目录' }).click();
  const saved = positionSaved(page, { chapter_title: '第三章　第七宫到第十二宫：与世界相遇' });
  await page
    .getByRole('dialog', { name: '目录' })
    .getByRole('button', { name: '第三章　第七宫到第十二宫：与世界相遇' })
    .click();
  await chapterShown(page, '第三章　第七宫到第十二宫：与世界相遇');
  await expect(text.getByText(/第七宫：婚姻、合作与一对一的关系/)).toBeVisible();
  await saved;

  // A larger font and the night theme, and a bookmark here.
  await page.getByRole('button', { name: '设置' }).click();
  await page.getByRole('button', { name: '放大字号' }).click();
  await expect(page.getByLabel('当前字号')).toHaveText('110%');
  const settingsSaved = positionSaved(page, {
    chapter_title: '第三章　第七宫到第十二宫：与世界相遇',
    font_size: 110,
    theme: 'night',
  });
  await page.getByRole('radio', { name: '夜间' }).check();
  await settingsSaved;
  await page.getByRole('button', { name: '加书签' }).click();
  await expect(page.getByRole('button', { name: '已加书签' })).toBeVisible();
  // Selecting words in the text offers to highlight them.
  await text.getByText(/第七宫：婚姻、合作与一对一的关系/).evaluate((paragraph) => {
    const range = paragraph.ownerDocument.createRange();
    range.setStart(paragraph.firstChild!, 0);
    range.setEnd(paragraph.firstChild!, 17);
    const selection = paragraph.ownerDocument.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  });
  await page.getByRole('toolbar', { name: '划线' }).getByRole('button', { name: '用绿色划线' }).click();
  await expect(page.getByRole('toolbar', { name: '划线' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('ebook-reader.png') });

  // After a reload (or on another device) the book opens where it was left, as it was set.
  await page.reload();
  await chapterShown(page, '第三章　第七宫到第十二宫：与世界相遇');
  await expect(text.getByText(/第七宫：婚姻、合作与一对一的关系/)).toBeVisible();
  await expect(page.locator('.ebook-reader')).toHaveClass(/ebook-reader-night/);
  await page.getByRole('button', { name: '设置' }).click();
  await expect(page.getByLabel('当前字号')).toHaveText('110%');
  await page.getByRole('button', { name: '笔记' }).click();
  await expect(
    page
      .getByRole('dialog', { name: '书签与笔记' })
      .getByRole('list', { name: '书签' })
      .getByRole('listitem'),
  ).toHaveText([/第三章/]);
  await expect(
    page.getByRole('dialog', { name: '书签与笔记' }).getByRole('list', { name: '划线与笔记' }),
  ).toContainText('第七宫：婚姻、合作与一对一的关系');

  // The shelf on /ebook shows the book with its progress.
  await page.goto('/ebook');
  await expect(page.getByRole('link', { name: `继续阅读 ${'十二宫速读手册'}` })).toContainText('第三章');
  await page.screenshot({ path: testInfo.outputPath('ebook-home.png'), fullPage: true });
});
