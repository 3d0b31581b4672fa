import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { loginWithPassword, readCode } from './helpers.ts';

// Shop fixtures: find demo products, make a buyer of one's own, pay through the sandbox gateway.

export interface Buyer {
  mobile: string;
  password: string;
}

/** The id of a demo product, looked up by its exact title the way the shop lists it. */
export async function productIdByTitle(request: APIRequestContext, title: string): Promise<number> {
  const answer = await request.get(`/api/catalog/products?keyword=${encodeURIComponent(title)}&size=50`);
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: { records: { id: number; title: string }[] } };
  const product = body.data.records.find((record) => record.title === title);
  expect(product, `demo product 「${title}」`).toBeDefined();
  return product!.id;
}

let registered = 0;

/**
 * A member nobody else uses: an empty cart, an empty wallet, no purchases against any limit. Made
 * through the API (the registration form has its own spec), with a code read from the dev outbox.
 */
export async function registerBuyer(request: APIRequestContext, testInfo: TestInfo): Promise<Buyer> {
  registered += 1;
  // 15x + worker + 7 digits of time + a per-worker counter: unique across workers and projects.
  const tail = `${testInfo.workerIndex % 10}${String(Date.now() % 1e6).padStart(6, '0')}${registered % 10}`;
  const mobile = `15${testInfo.project.name === 'mobile' ? '8' : '9'}${tail}`;
  const password = 'starry2026';
  const sent = await request.post('/base/sys/smsCode', { data: { mobile, scene: 'register' } });
  expect((await sent.json()) as { success: boolean }).toMatchObject({ success: true });
  const code = await readCode(request, mobile);
  const answer = await request.post('/base/user/register', {
    data: { mobile, sms_code: code, password, re_password: password, agreement: true },
  });
  expect((await answer.json()) as { success: boolean }).toMatchObject({ success: true });
  return { mobile, password };
}

/** Opens the login page on its way to `path` and signs in; ends on `path`. */
export async function signInTo(page: Page, path: string, account: string, password: string): Promise<void> {
  await page.goto(`/login?from=${encodeURIComponent(path)}`);
  await loginWithPassword(page, account, password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?.]/g, '\\$&')}$`));
}

/**
 * How long the server may take to act on a payment by itself: the sandbox gateway sends its signed
 * notification about a second after 付款, the job runner polls every second, fulfilment follows the
 * order.paid event, and the pages poll every two seconds. Well above that, for a busy machine.
 */
export const SETTLE_TIMEOUT = 30_000;

/**
 * On /pay: chooses the sandbox gateway, opens its cashier (a new tab with a QR code), presses 付款
 * there and closes it. The gateway then sends its signed notification; the pay page, polling, moves
 * on to /pay/success by itself (or `done`: a flow's own next step, such as the baby report's input).
 */
export async function payWithSandbox(
  page: Page,
  done: RegExp = /\/pay\/success\?orderNo=T?\d+$/,
): Promise<void> {
  await page.getByRole('radio', { name: '模拟支付' }).check();
  const cashierOpened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: '确认支付' }).click();
  const cashier = await cashierOpened;
  await expect(page.getByRole('status').filter({ hasText: '完成付款后本页会自动跳转' })).toBeVisible();
  await expect(cashier.getByRole('heading', { name: '星图演示收银台' })).toBeVisible();
  await expect(cashier.getByText('演示环境')).toBeVisible();
  await expect(cashier.getByText(/不会从任何账户扣款/)).toBeVisible();
  // The payment number stays internal: the cashier names the order.
  await expect(cashier.getByText(/^P\d{20,}/)).toHaveCount(0);
  await expect(cashier.getByRole('img', { name: '用手机扫码在手机上付款' })).toBeVisible();
  await cashier.getByRole('button', { name: '付款' }).click();
  await expect(cashier.getByRole('heading', { name: '付款完成' })).toBeVisible();
  await cashier.close();
  await expect(page).toHaveURL(done, { timeout: SETTLE_TIMEOUT });
}

/** The order number the pay page shows, so later checks find this order and no other. */
export async function orderNoOnPayPage(page: Page): Promise<string> {
  const text = await page.getByText(/^订单号 \d+$/).textContent();
  const orderNo = /\d{10,}/.exec(text ?? '')?.[0];
  expect(orderNo, 'order number on the pay page').toBeTruthy();
  return orderNo!;
}

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.scroll, 'page wider than the viewport').toBeLessThanOrEqual(widths.viewport);
}
