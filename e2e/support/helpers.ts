import { PNG } from 'pngjs';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO_MEMBER = { mobile: '13800000001', password: 'xingtu2026' };

export const isMobile = (testInfo: TestInfo): boolean => testInfo.project.name === 'mobile';

/**
 * A story that runs at desktop size only (the mobile project leaves out the tag, playwright.config.ts):
 * its subject is what the site does — a rule, a state, a refusal — and its area's main story already
 * walks the same screens at 390 px. Main stories and layout checks run at both sizes.
 */
/**
 * Opens a page and waits until React has taken over its server HTML (root.tsx marks the document):
 * what a test types into a form before that is reset by hydration.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const ONE_SIZE = { tag: '@one-size' } as const;

/** A fresh mobile number per run and project, so codes and accounts never collide. */
export function freshMobile(): string {
  return `139${String(Date.now() % 1e8).padStart(8, '0')}`;
}

/**
 * Passes the slider check. A person sometimes misses and gets a new picture; so may this reading of
 * the pixels (a decoy darker than usual): up to three pictures, like a person trying again.
 */
export async function passSlider(page: Page): Promise<void> {
  const captcha = page.locator('.slider-captcha');
  for (let attempt = 1; ; attempt += 1) {
    await expect(captcha).toHaveClass(/is-ready/);
    await dragSliderOnce(page);
    await expect(captcha).toHaveClass(/is-passed|is-failed/);
    if (/is-passed/.test((await captcha.getAttribute('class')) ?? '')) return;
    if (attempt === 3) throw new Error('滑块验证连续三次未通过');
  }
}

/** The slider's gap is drawn into its background; read it back and drag there like a person would. */
async function dragSliderOnce(page: Page): Promise<void> {
  const background = page.locator('.slider-image img').first();
  await expect(background).toBeVisible();
  const src = (await background.getAttribute('src')) ?? '';
  // The gap is only in the pixels (issue 11): find it as an attacker would, the darkest piece-sized
  // square on the piece's row (the decoy is fainter and elsewhere).
  const image = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const piece = page.locator('.slider-piece');
  const pieceY = Math.round(parseFloat((await piece.evaluate((node) => getComputedStyle(node).top)) || '0'));
  const size = Number(await piece.getAttribute('width'));
  const brightness = (left: number) => {
    let sum = 0;
    for (let y = pieceY + 4; y < pieceY + size - 4; y += 2)
      for (let x = left + 4; x < left + size - 12; x += 2) {
        const i = (y * image.width + x) * 4;
        sum += image.data[i]! + image.data[i + 1]! + image.data[i + 2]!;
      }
    return sum;
  };
  let target = 0;
  for (let x = 1; x <= image.width - size; x += 1) if (brightness(x) < brightness(target)) target = x;
  const handle = page.locator('.slider-handle');
  const box = (await handle.boundingBox())!;
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const steps = 14;
  for (let i = 1; i <= steps; i += 1) {
    // Ease-out with a little vertical wobble: uneven speed, not a straight scripted line.
    const progress = 1 - (1 - i / steps) ** 2;
    await page.mouse.move(startX + target * progress, startY + (i % 3) - 1);
    await page.waitForTimeout(25 + (i % 4) * 10);
  }
  await page.mouse.move(startX + target, startY);
  await page.waitForTimeout(60);
  await page.mouse.up();
}

/** The newest code sent to an address (the outbox lists newest first). */
export async function readCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await answer.json()) as { data: { records: { code: string | null }[] } };
        code = body.data.records.find((record) => record.code)?.code ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

export async function loginWithPassword(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The logged-in marker: the desktop user menu or the mobile avatar button. */
export function userMarker(page: Page, testInfo: TestInfo) {
  return isMobile(testInfo)
    ? page.getByRole('button', { name: '打开个人中心菜单' })
    : page.locator('.user-menu-button');
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
