import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DEMO_MEMBER,
  expectNoSeriousA11yViolations,
  isMobile,
  loginWithPassword,
  ONE_SIZE,
} from './support/helpers.ts';

// The wheel is legible at both sizes: in the browser, no two planet labels (glyph, degree, sign,
// minute) overlap, even for the seven-planet Aquarius stellium of February 1962; the aspect grid sits
// beside or below it; on a phone the full-screen view zooms the wheel past the screen width.

const PLACE = encodeURIComponent('北京市');
// 1962-02-05 16:00 in Beijing (the new moon of the solar eclipse): Sun, Moon, Mercury, Venus, Mars, Jupiter and Saturn within 17° of Aquarius.
const STELLIUM = `/chart?date=1962-02-05&time=16%3A00&lat=39.9&lon=116.4&tz=Asia%2FShanghai&place=${PLACE}`;

interface Rect {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every planet label's box as the browser lays it out (screen pixels). */
async function labelRects(wheel: Locator): Promise<Rect[]> {
  return wheel.locator('.wheel-label').evaluateAll((nodes) =>
    nodes.map((node) => {
      const r = node.getBoundingClientRect();
      const point = node.closest('[data-point]')?.getAttribute('data-point') ?? '';
      return {
        label: `${point}:${node.getAttribute('data-kind')}:${node.textContent}`,
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
      };
    }),
  );
}

function overlapping(rects: Rect[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < rects.length; i++)
    for (let j = i + 1; j < rects.length; j++) {
      const a = rects[i]!;
      const b = rects[j]!;
      // Half a pixel of anti-aliasing is not an overlap.
      const dx = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const dy = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (dx > 0.5 && dy > 0.5) found.push(`${a.label} × ${b.label}`);
    }
  return found;
}

async function expectLegibleWheel(wheel: Locator, points: number) {
  await expect(wheel).toBeVisible();
  await expect(wheel.locator('.wheel-planets [data-point]')).toHaveCount(points);
  const rects = await labelRects(wheel);
  expect(rects).toHaveLength(points * 4);
  expect(rects.every((r) => r.width > 0 && r.height > 0)).toBe(true);
  expect(overlapping(rects)).toEqual([]);
  // Degree labels use the SVG's own boxes too (user units, independent of the screen size).
  const bboxes = await wheel.locator('.wheel-label').evaluateAll((nodes) =>
    nodes.map((node, i) => {
      const b = (node as SVGTextElement).getBBox();
      return { label: String(i), x: b.x, y: b.y, width: b.width, height: b.height };
    }),
  );
  expect(overlapping(bboxes)).toEqual([]);
}

async function signIn(page: Page) {
  await page.goto('/login');
  await loginWithPassword(page, DEMO_MEMBER.mobile, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/$/);
}

test.describe('the chart wheel', () => {
  test('a seven-planet stellium: labels apart, degree labels readable, aspect grid shown', async ({
    page,
  }, testInfo) => {
    await page.goto(STELLIUM);
    const wheel = page.getByRole('img', { name: /的本命盘$/ }).first();
    await expectLegibleWheel(wheel, 13);
    const aquarius = await wheel
      .locator('.wheel-sign')
      .evaluateAll((nodes) => nodes.filter((n) => n.textContent?.startsWith('♒')).length);
    expect(aquarius).toBeGreaterThanOrEqual(6);
    // The degree labels are real text of a readable size on the page.
    const degree = await wheel
      .locator('.wheel-degree')
      .first()
      .evaluate((n) => n.getBoundingClientRect().height);
    expect(degree).toBeGreaterThanOrEqual(isMobile(testInfo) ? 7 : 10);
    // Aspect lines are drawn by type and named by the legend.
    await expect(wheel.locator('.wheel-aspects line').first()).toBeAttached();
    await expect(page.getByRole('list', { name: '相位线图例' })).toContainText('四分相');
    // The aspect grid, one cell per aspect, each telling its pair in words.
    const grid = page.getByRole('table', { name: '相位格' });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('cell', { name: /^太阳与月亮合相，容许度/ })).toBeAttached();
    const [gridBox, wheelBox] = [(await grid.boundingBox())!, (await wheel.boundingBox())!];
    // Beside the wheel on a wide screen, below it on a phone; never off the page.
    if (isMobile(testInfo)) expect(gridBox.y).toBeGreaterThan(wheelBox.y + wheelBox.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the extra points, the asteroids and a sidereal zodiac from the settings: labels still apart, the frame named', async ({
    page,
  }) => {
    await page.goto(STELLIUM);
    await page.getByText('宫位制、容许度、星点与黄道').click();
    await page.getByRole('combobox', { name: /^交点/ }).selectOption('mean');
    await page.getByLabel('显示南交点、福点和宿命点').check();
    await page.getByLabel('显示四大小行星').check();
    await page.getByRole('combobox', { name: /^黄道/ }).selectOption('lahiri');
    await page.getByRole('button', { name: '生成星盘' }).click();
    await expect(page).toHaveURL(/z=lahiri&nd=mean&xp=1/);
    await expect(page).toHaveURL(/ast=1/);
    const wheel = page.getByRole('img', { name: /的本命盘$/ }).first();
    // Thirteen points, the mean node for the true one, the south node, Fortune and the Vertex, and
    // Ceres, Pallas, Juno and Vesta.
    await expectLegibleWheel(wheel, 20);
    for (const id of ['meanNode', 'southNode', 'partOfFortune', 'vertex', 'ceres', 'pallas', 'juno', 'vesta'])
      await expect(wheel.locator(`[data-point="${id}"]`)).toHaveCount(1);
    const positions = page.getByRole('table', { name: '行星位置' });
    for (const name of ['南交点', '福点', '宿命点', '谷神星', '智神星', '婚神星', '灶神星'])
      await expect(positions.getByRole('row', { name })).toBeVisible();
    await expect(page.getByText(/^黄道：恒星黄道（拉希里） · 岁差 23°\d\d′$/)).toBeVisible();
    // The redraw keeps the choices in the form.
    await expect(page.getByLabel('显示南交点、福点和宿命点')).toBeChecked();
    await expect(page.getByRole('combobox', { name: /^黄道/ })).toHaveValue('lahiri');
  });

  test('the full-screen view zooms the wheel past the screen and closes again', async ({
    page,
  }, testInfo) => {
    await page.goto(STELLIUM);
    const small = page.getByRole('img', { name: /的本命盘$/ }).first();
    await expect(small).toBeVisible();
    const smallWidth = (await small.boundingBox())!.width;
    await page.getByRole('button', { name: '全屏查看' }).first().click();
    const dialog = page.getByRole('dialog', { name: /的本命盘（大图）$/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '关闭' })).toBeFocused();
    const big = dialog.getByRole('img', { name: /（大图）$/ });
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '放大' }).click();
    await expect(page.getByRole('button', { name: '放大' })).toBeDisabled();
    await expect(dialog.getByText('300%')).toBeVisible();
    const viewport = page.viewportSize()!;
    const bigBox = (await big.boundingBox())!;
    expect(bigBox.width).toBeGreaterThan(viewport.width);
    expect(bigBox.width).toBeGreaterThan(smallWidth * 2);
    // The canvas scrolls to the far side of the zoomed wheel.
    const canvas = dialog.locator('.wheel-zoom-canvas');
    const scrolled = await canvas.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    await expectLegibleWheel(big, 13);
    if (isMobile(testInfo)) {
      const degree = await big
        .locator('.wheel-degree')
        .first()
        .evaluate((n) => n.getBoundingClientRect().height);
      expect(degree).toBeGreaterThanOrEqual(14);
    }
    await page.getByRole('button', { name: '缩小' }).click();
    await expect(dialog.getByText('200%')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: '全屏查看' }).first()).toBeFocused();
  });

  test('bi-wheels and the learning chart use the same wheel, labels apart', async ({ page }) => {
    await page.goto(STELLIUM);
    await page.getByRole('button', { name: '查看行运' }).click();
    const transits = page.getByRole('img', { name: /^行运盘/ });
    await expect(transits).toBeVisible();
    const rects = await labelRects(transits);
    expect(rects.length).toBe(13 * 2 * 2);
    expect(overlapping(rects)).toEqual([]);
    await expect(page.getByRole('table', { name: /^相位格（行：内圈，列：外圈）/ })).toBeAttached();

    await signIn(page);
    await page.goto('/learning/myChart');
    const mine = page.locator('svg.chart-wheel').first();
    await expectLegibleWheel(mine, 13);
    await expect(page.getByRole('table', { name: '相位格' })).toBeVisible();
  });

  test('a report draws its wheel with the same component', ONE_SIZE, async ({ page }) => {
    await page.goto('/report/starDiscover/natal');
    await page.getByLabel('出生日期').fill('1962-02-05');
    await page.getByLabel('出生时间').fill('16:00');
    await page.getByRole('combobox', { name: '出生地点' }).fill('北京');
    await page
      .getByRole('option', { name: /^北京市/ })
      .first()
      .click();
    await page.getByRole('button', { name: '免费看速览' }).click();
    const teaser = page.getByRole('article', { name: '星盘速览' });
    await expect(teaser).toBeVisible();
    const wheel = teaser.locator('svg.chart-wheel');
    await expect(wheel).toBeVisible();
    const rects = await labelRects(wheel);
    expect(rects.length).toBeGreaterThanOrEqual(10 * 4);
    expect(overlapping(rects)).toEqual([]);
    await expect(teaser.getByRole('button', { name: '全屏查看' })).toBeVisible();
  });
});
