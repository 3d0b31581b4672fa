import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, loginWithPassword, ONE_SIZE } from './support/helpers.ts';

// A member keeps a profile for a friend: creates it, opens its chart, then deletes it after confirming.

test('a contact profile is created, opened as a chart and deleted after confirmation', async ({
  page,
}, testInfo) => {
  const name = `星友${testInfo.project.name === 'mobile' ? 'M' : 'D'}${Date.now() % 100000}`;
  await page.goto('/user/contact');
  await expect(page).toHaveURL(/\/login\?from=%2Fuser%2Fcontact$/);
  await loginWithPassword(page, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/user\/contact$/);
  await expect(page.getByRole('heading', { name: '用户档案' })).toBeVisible();

  await page.getByRole('button', { name: '新建档案' }).click();
  const form = page.getByRole('form', { name: '新建档案' });
  await form.getByLabel('姓名', { exact: true }).fill(name);
  await form.getByLabel('出生日期', { exact: true }).fill('1995-10-08');
  await form.getByLabel('出生时间', { exact: true }).fill('06:20');
  await form.getByRole('combobox', { name: '出生地点' }).fill('广州');
  await page
    .getByRole('option', { name: /^广东省 广州市\s/ })
    .first()
    .click();
  await form.getByRole('button', { name: '保存档案' }).click();

  const item = page.getByTestId('contact-item').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('1995-10-08 06:20 · 广东省 广州市');
  await item.getByRole('link', { name: '查看星盘' }).click();
  await expect(page).toHaveURL(/\/user\/contact\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
  await expect(page.locator('svg.chart-wheel')).toBeVisible();
  await expect(page.getByRole('table', { name: '行星位置' })).toBeVisible();

  await page.getByRole('button', { name: '删除' }).click();
  const dialog = page.getByRole('alertdialog', { name: '删除档案' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '删除档案' }).getByRole('button', { name: '确认删除' }).click();
  await expect(page).toHaveURL(/\/user\/contact$/);
  await expect(page.getByTestId('contact-item').filter({ hasText: name })).toHaveCount(0);
});

test(
  'a profile with a lunar birthday is edited as a lunar date and stays one',
  ONE_SIZE,
  async ({ page }, testInfo) => {
    const name = `农历${testInfo.project.name === 'mobile' ? 'M' : 'D'}${Date.now() % 100000}`;
    await page.goto('/login?from=%2Fuser%2Fcontact');
    await loginWithPassword(page, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    await expect(page).toHaveURL(/\/user\/contact$/);

    await page.getByRole('button', { name: '新建档案' }).click();
    const form = page.getByRole('form', { name: '新建档案' });
    await form.getByLabel('姓名', { exact: true }).fill(name);
    await form.getByRole('radio', { name: '农历' }).check();
    await form.getByLabel('农历年').fill('1990');
    await form.getByLabel('农历月').selectOption({ label: '四月' });
    await form.getByLabel('农历日').selectOption('7');
    await form.getByLabel('时间不详').check();
    await form.getByRole('combobox', { name: '出生地点' }).fill('广州');
    await page
      .getByRole('option', { name: /^广东省 广州市\s/ })
      .first()
      .click();
    await form.getByRole('button', { name: '保存档案' }).click();
    const item = page.getByTestId('contact-item').filter({ hasText: name });
    await expect(item).toContainText('农历一九九〇年四月初七（1990-05-01）');

    // Saving it again, with only the note changed, keeps the lunar date.
    await item.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('form', { name: '编辑档案' });
    await expect(edit.getByRole('radio', { name: '农历' })).toBeChecked();
    await expect(edit.getByLabel('农历年')).toHaveValue('1990');
    await expect(edit.getByLabel('农历日')).toHaveValue('7');
    await edit.getByLabel('备注').fill('农历生日');
    await edit.getByRole('button', { name: '保存档案' }).click();
    await expect(edit).toBeHidden();
    await expect(item).toContainText('农历一九九〇年四月初七（1990-05-01）');

    await item.getByRole('button', { name: '删除' }).click();
    await page
      .getByRole('alertdialog', { name: '删除档案' })
      .getByRole('button', { name: '确认删除' })
      .click();
    await expect(item).toHaveCount(0);
  },
);

test(
  'a profile keeps how its birth time was given: a 时辰 read as 真太阳时, then a summer-time birth already in standard time',
  ONE_SIZE,
  async ({ page }, testInfo) => {
    const name = `时辰${testInfo.project.name === 'mobile' ? 'M' : 'D'}${Date.now() % 100000}`;
    await page.goto('/login?from=%2Fuser%2Fcontact');
    await loginWithPassword(page, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
    await expect(page).toHaveURL(/\/user\/contact$/);

    await page.getByRole('button', { name: '新建档案' }).click();
    const form = page.getByRole('form', { name: '新建档案' });
    await form.getByLabel('姓名', { exact: true }).fill(name);
    await form.getByLabel('出生日期', { exact: true }).fill('1988-07-15');
    await form.getByLabel('时间不详').check();
    await form.getByLabel('出生时辰').selectOption({ label: '午时（11:00–13:00）' });
    await form.getByLabel(/这是真太阳时/).check();
    await form.getByRole('combobox', { name: '出生地点' }).fill('上海');
    await page
      .getByRole('option', { name: /^上海市\s/ })
      .first()
      .click();
    await form.getByRole('button', { name: '保存档案' }).click();

    const item = page.getByTestId('contact-item').filter({ hasText: name });
    await expect(item).toContainText('1988-07-15 午时 真太阳时 · 上海市');
    await item.getByRole('link', { name: '查看星盘' }).click();
    await expect(page).toHaveURL(/\/user\/contact\/detail\/\d+$/);
    await expect(
      page.getByText(/只知道出生时辰：按午时（11:00–13:00）的中点、真太阳时 12:00 起盘/),
    ).toBeVisible();

    // The form opens with what was saved; now the exact clock time, written in standard time.
    await page.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('form', { name: '编辑档案' });
    await expect(edit.getByLabel('出生时辰')).toHaveValue('wu');
    await expect(edit.getByLabel(/这是真太阳时/)).toBeChecked();
    await edit.getByLabel('时间不详').uncheck();
    await edit.getByLabel('出生时间', { exact: true }).fill('10:00');
    await edit.getByLabel(/这是真太阳时/).uncheck();
    await edit.getByLabel(/已是标准时间/).check();
    await edit.getByRole('button', { name: '保存档案' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('1988-07-15 10:00 标准时间 · 上海市')).toBeVisible();
    await expect(page.getByText(/按你的说明，出生时间已是标准时间/)).toBeVisible();

    await page.getByRole('button', { name: '删除' }).click();
    await page
      .getByRole('alertdialog', { name: '删除档案' })
      .getByRole('button', { name: '确认删除' })
      .click();
    await expect(page).toHaveURL(/\/user\/contact$/);
    await expect(page.getByTestId('contact-item').filter({ hasText: name })).toHaveCount(0);
  },
);
