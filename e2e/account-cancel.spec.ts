import { expect, test } from '@playwright/test';
import { registerAccount, uniqueAddresses } from './support/accounts.ts';
import { expectNoHorizontalOverflow } from './support/commerce.ts';
import { expectNoSeriousA11yViolations, loginWithPassword } from './support/helpers.ts';

// Issue 11: 注销 from /user/account: the page says what is lost, asks the password (or a code),
// confirms once more, then the member is signed out and the account no longer signs in.

test('a member cancels their account from the account page and is signed out for good', async ({
  page,
  request,
}) => {
  const { mobile } = uniqueAddresses();
  const member = await registerAccount(request, { mobile });
  await page.goto('/login?from=%2Fuser%2Faccount');
  await loginWithPassword(page, member.account, member.password);
  await expect(page).toHaveURL(/\/user\/account$/);
  await page.getByRole('link', { name: '了解并注销账号' }).click();
  await expect(page).toHaveURL(/\/user\/account\/cancel$/);
  const lost = page.getByRole('region', { name: '注销后将失去' });
  await expect(lost).toContainText('钱包余额');
  await expect(lost).toContainText('已购买的课程');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole('form', { name: '注销账号' });
  // Nothing typed, nothing ticked: the messages sit at their fields.
  await form.getByRole('button', { name: '注销账号' }).click();
  await expect(form.getByText('请输入登录密码')).toBeVisible();
  await expect(form.getByText('请先确认已了解注销的后果')).toBeVisible();
  // A wrong password comes back from the server at the field, what was typed kept.
  await form.getByLabel('登录密码', { exact: true }).fill('not-my-password');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '注销账号' }).click();
  await form.getByRole('alertdialog', { name: '确认注销' }).getByRole('button', { name: '确认注销' }).click();
  await expect(form.getByText('当前登录密码不正确')).toBeVisible();
  await expect(form.getByLabel('登录密码', { exact: true })).toHaveValue('not-my-password');

  await form.getByLabel('登录密码', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: '注销账号' }).click();
  const confirm = form.getByRole('alertdialog', { name: '确认注销' });
  await expect(confirm).toContainText('此操作无法撤销');
  await confirm.getByRole('button', { name: '确认注销' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('账号已注销')).toBeVisible();
  expect(await page.evaluate(() => ['auth', 'user'].map((key) => localStorage.getItem(key)))).toEqual([
    null,
    null,
  ]);

  // The account is gone: signing in again is refused, and user pages ask for a login.
  const again = await request.post('/base/user/login', {
    data: { account: member.account, password: member.password },
  });
  expect(((await again.json()) as { resultCode: string }).resultCode).toBe('001109');
  await page.goto('/user/account');
  await expect(page).toHaveURL(/\/login/);
});
