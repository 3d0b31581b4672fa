import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expectNoHorizontalOverflow, signInTo } from './support/commerce.ts';
import { passSlider, readCode } from './support/helpers.ts';
import { saveProfile } from './support/profiles.ts';

// Sign share between two browsers: a member makes a card of their Sun, Moon and Ascendant and copies the
// link; a friend in another browser opens it, guesses their own signs, enters their birth step by step,
// sees each sign revealed, compares the two charts, registers from the comparison and comes back to it
// having accepted the invitation; the member then sees the friend and the reward. Numbers 158/159 are
// this spec's own.

let made = 0;
function freshNumber(testInfo: TestInfo): string {
  made += 1;
  const tail = `${testInfo.workerIndex % 10}${String(Date.now() % 1e6).padStart(6, '0')}${made % 10}`;
  return `15${testInfo.project.name === 'mobile' ? '8' : '9'}${tail}`;
}

async function newMember(request: APIRequestContext, testInfo: TestInfo) {
  const mobile = freshNumber(testInfo);
  const password = 'starry2026';
  await request.post('/base/sys/smsCode', { data: { mobile, scene: 'register' } });
  const code = await readCode(request, mobile);
  await request.post('/base/user/register', {
    data: { mobile, sms_code: code, password, re_password: password, agreement: true },
  });
  return { mobile, password };
}

async function choosePlace(page: Page, keyword: string, option: RegExp) {
  await page.getByRole('combobox', { name: '出生地点' }).fill(keyword);
  await page.getByRole('option', { name: option }).first().click();
}

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

test('sign share: share, guess, enter step by step, compare, register, and the inviter sees the invitation', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // The sharer: makes the card (1990-06-01 08:30, Shanghai: Sun Gemini, Moon Virgo, Ascendant Cancer) and copies its link.
  const sharer = await newMember(request, testInfo);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInTo(page, '/signShare/edit', sharer.mobile, sharer.password);
  await expect(page.getByRole('heading', { name: '生成我的星座卡' })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  await page.getByLabel('展示的昵称').fill('小星');
  await page.getByLabel('出生日期（公历）').fill('1990-06-01');
  await page.getByLabel('出生时间（不知道可留空）').fill('08:30');
  await choosePlace(page, '上海', /^上海市/);
  await expectNoHorizontalOverflow(page);
  await shot(page, testInfo, 'sign-edit');
  await page.getByRole('button', { name: '保存并去分享' }).click();
  await expect(page.getByRole('heading', { name: '分享我的星座卡' })).toBeVisible();
  const link = page.getByLabel('分享链接');
  await expect(link).toHaveValue(/\/signShare\/share\/[A-Za-z0-9]{10}$/);
  const shareUrl = await link.inputValue();
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('分享链接已复制，可直接发送给好友')).toBeVisible();
  await expect(page.getByAltText('分享图片预览')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, testInfo, 'sign-share-link');

  // The friend, in a browser of their own.
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId } =
    testInfo.project.use;
  const friendContext = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale,
    timezoneId,
  });
  const friend = await friendContext.newPage();
  await friend.goto(new URL(shareUrl).pathname);
  await expect(friend.getByRole('heading', { name: '小星的星座三要素' })).toBeVisible();
  await expect(friend.getByRole('heading', { name: '太阳在双子座' })).toBeVisible();
  await expect(friend.getByRole('heading', { name: '月亮在处女座' })).toBeVisible();
  await expect(friend.getByText('1990')).toHaveCount(0);
  await expectNoHorizontalOverflow(friend);
  await shot(friend, testInfo, 'sign-shared-card');

  // Guess: Scorpio Sun (right), Aries Moon, Leo Ascendant.
  await friend.getByRole('button', { name: '猜猜我的星座' }).click();
  await friend.getByLabel('我的太阳星座').selectOption('scorpio');
  await friend.getByLabel('我的月亮星座').selectOption('aries');
  await friend.getByLabel('我的上升星座').selectOption('leo');
  await friend.getByRole('button', { name: '就猜这些，开始揭晓' }).click();

  // Step 1: the date (1994-11-20) reveals the Sun.
  await expect(friend.getByText('第 1 / 3 步 · 太阳星座')).toBeVisible();
  await friend.getByLabel('出生日期（公历）').fill('1994-11-20');
  await friend.getByRole('button', { name: '看我的太阳星座' }).click();
  await expect(friend.getByRole('heading', { name: '太阳在天蝎座' })).toBeVisible();
  await expect(friend.getByText('你猜的是天蝎座，猜对了！')).toBeVisible();
  await shot(friend, testInfo, 'sign-step1-result');

  // Step 2: the time reveals the Moon.
  await friend.getByRole('link', { name: '下一步：月亮星座' }).click();
  await friend.getByLabel('出生时间（北京时间，24 小时制）').fill('21:15');
  await friend.getByRole('button', { name: '看我的月亮星座' }).click();
  await expect(friend.getByRole('heading', { name: '你的月亮星座' })).toBeVisible();
  await expect(friend.getByText(/^你猜的是白羊座/)).toBeVisible();

  // Step 3: the place reveals the Ascendant, then its ruler.
  await friend.getByRole('link', { name: '下一步：上升星座' }).click();
  await choosePlace(friend, '广州', /^广东省 广州市\s/);
  await friend.getByRole('button', { name: '看我的上升星座' }).click();
  await expect(friend.getByRole('heading', { name: '你的上升星座' })).toBeVisible();
  await expect(friend.getByRole('heading', { name: /^上升.+座$/ })).toBeVisible();
  await friend.getByRole('link', { name: '看看我的命主星' }).click();
  await expect(friend.getByRole('heading', { name: /^命主星：/ })).toBeVisible();
  await expectNoHorizontalOverflow(friend);
  await shot(friend, testInfo, 'sign-ascendant');
  await friend.getByRole('link', { name: '查看我的星座三要素' }).click();
  await expect(friend.getByText(/你猜了 3 个，猜对 \d 个。/)).toBeVisible();

  // Compare with the card, then register from the comparison and come back to it.
  await friend.getByRole('link', { name: '和好友对比星座' }).click();
  await expect(friend.getByRole('heading', { name: '我和小星的星座对比' })).toBeVisible();
  await expect(friend.getByRole('heading', { name: '太阳 × 太阳：人生方向 · 梅花相' })).toBeVisible();
  await expectNoHorizontalOverflow(friend);
  await shot(friend, testInfo, 'sign-comparison');
  await friend.getByRole('link', { name: '免费注册' }).click();
  await expect(friend).toHaveURL(/\/register\?from=%2FsignShare%2FchartComparison/);
  const mobile = freshNumber(testInfo);
  await friend.getByLabel('手机号', { exact: true }).fill(mobile);
  await passSlider(friend);
  await friend.getByRole('button', { name: '获取验证码' }).click();
  await friend.getByLabel('短信验证码').fill(await readCode(request, mobile));
  await friend.getByLabel('设置密码').fill('starry2026');
  await friend.getByLabel('确认密码').fill('starry2026');
  await friend.getByLabel(/我已阅读并同意/).check();
  await friend.getByRole('button', { name: '注册', exact: true }).click();
  await expect(friend).toHaveURL(/\/signShare\/chartComparison\?code=/);
  await expect(friend.getByText('你已接受小星的邀请，TA 获得了免费提问奖励，谢谢你！')).toBeVisible();
  await friendContext.close();

  // The sharer sees the friend and the reward.
  await page.goto('/signShare/myInvitations');
  await expect(page.getByRole('heading', { name: '我的邀请' })).toBeVisible();
  await expect(page.getByText('+2 次免费提问')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, testInfo, 'sign-invitations');
});

test('the card can be made from a saved profile instead of typing the birth again', async ({
  page,
  request,
}, testInfo) => {
  const member = await newMember(request, testInfo);
  await saveProfile(request, member.mobile, member.password);
  await signInTo(page, '/signShare/edit', member.mobile, member.password);
  await page.getByLabel('用已保存的档案填写').selectOption({ label: '苏念（1991-03-09）' });
  await expect(page.getByText('使用档案：苏念（1991-03-09）')).toBeVisible();
  // The birth fields give way to the profile, and the nickname starts as the profile's name.
  await expect(page.getByLabel('出生日期（公历）')).toHaveCount(0);
  await expect(page.getByLabel('展示的昵称')).toHaveValue('苏念');
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: '保存并去分享' }).click();
  await expect(page.getByRole('heading', { name: '分享我的星座卡' })).toBeVisible();
  // 9 March 1991: the Sun in Pisces, from the profile's chart, on the member's own card.
  await page.goto('/signShare/shareMyChart');
  await expect(page.getByText('双鱼座').first()).toBeVisible();
});
