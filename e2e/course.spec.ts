import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, registerBuyer, signInTo } from './support/commerce.ts';
import { enrolAndPayInSandbox, NATAL_COURSE } from './support/courses.ts';

// Courses: a member of the test's own finds the beginner course, enrols (the SPEC §3 option lists),
// pays in the sandbox, watches the demo lesson the project generated itself (HLS through hls.js) to
// its end, hands in homework with an image, and finds it waiting in 我的作业.

const COURSE = NATAL_COURSE.title;
// A 1×1 PNG, judged by its bytes on the server.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('buy a course in the sandbox, watch a lesson, submit homework', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const member = await registerBuyer(request, testInfo);
  await signInTo(page, '/course', member.mobile, member.password);
  await expect(page.getByRole('heading', { level: 1, name: '占星课程' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('course-catalogue.png'), fullPage: true });

  await page.getByRole('link', { name: new RegExp(COURSE) }).click();
  await expect(page).toHaveURL(/\/course\/detail\/natal-basics$/);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByRole('heading', { name: '课程大纲' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('course-detail.png'), fullPage: true });

  await enrolAndPayInSandbox(page);

  await page.goto('/user/course');
  const mine = page.getByRole('list', { name: '我的课程' });
  await expect(mine).toContainText(COURSE);
  await mine.getByRole('link', { name: '开始学习' }).click();
  await expect(page).toHaveURL(/\/user\/course\/learning\/natal-basics$/);
  await expect(page.getByRole('complementary', { name: '课程大纲' })).toBeVisible();

  // The first lesson is a video: it plays, and watching it to the end marks it learnt.
  const video = page.getByLabel('课程视频');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play();
  });
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
  await expect(page.getByRole('status').filter({ hasText: '这节课已学完' })).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('course-player.png'), fullPage: true });

  // A lesson with homework: text and an image, then it waits for the teacher.
  await page
    .getByRole('complementary', { name: '课程大纲' })
    .getByRole('button', { name: /十二星座：元素与模式/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '十二星座：元素与模式' })).toBeVisible();
  await page
    .getByLabel('你的作业')
    .fill('我的太阳在狮子座、月亮在巨蟹座、上升在处女座：火象一颗、水象一颗、土象一颗，最多的是土象行星。');
  await page
    .getByLabel('添加作业图片')
    .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '作业配图' })).toBeVisible();
  await page.getByRole('button', { name: '提交作业' }).click();
  await expect(page.getByText('已提交，等待讲师批改')).toBeVisible();

  await page.goto('/user/homework');
  const handedIn = page.getByRole('list', { name: '我提交的作业' });
  await expect(handedIn).toContainText('十二星座：元素与模式');
  await expect(handedIn).toContainText('等待批改');
  await expectNoHorizontalOverflow(page);
});
