import { expect, type Page } from '@playwright/test';
import { payWithSandbox } from './commerce.ts';

// Courses: the demo beginner course, and enrolling in it the way a member does.

export const NATAL_COURSE = { id: 'natal-basics', title: '占星入门：读懂你的第一张星盘' };

/**
 * From a course's page (/course/detail/<id>): 立即报名, the enrolment form with the SPEC §3 option
 * lists and the birth data the course uses, then payment in the sandbox; ends on /pay/success.
 */
export async function enrolAndPayInSandbox(page: Page, courseId = NATAL_COURSE.id): Promise<void> {
  await page.getByRole('link', { name: '立即报名' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/input/${courseId}$`));
  await page.getByRole('group', { name: '你的占星基础' }).getByLabel('知道太阳、月亮、上升星座').check();
  await page.getByRole('group', { name: '你的英语水平' }).getByLabel('能看懂简单文字').check();
  await page.getByRole('group', { name: '你是从哪里了解到我们的' }).getByLabel('朋友推荐').check();
  await page.getByLabel('出生日期').fill('1994-08-17');
  await page.getByLabel('出生地点').fill('浙江省杭州市');
  await page.getByRole('button', { name: '提交报名并支付' }).click();
  await expect(page).toHaveURL(/\/pay\?orderNo=\d+/);
  await payWithSandbox(page);
}
