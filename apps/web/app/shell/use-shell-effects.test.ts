import { describe, expect, it } from 'vitest';
import { mobileRootFontPx, needsPeriodicResync } from './use-shell-effects.ts';

describe('shell effects', () => {
  it('re-syncs the user every 60 s only on aichat and aiDice pages (SPEC §2)', () => {
    for (const path of ['/aichat', '/aichat/career', '/aiDice', '/aiDice/astro/center'])
      expect(needsPeriodicResync(path)).toBe(true);
    for (const path of ['/', '/tarotChat', '/aichatx', '/user/order', '/kimiChat'])
      expect(needsPeriodicResync(path)).toBe(false);
  });

  it('scales the mobile root font from the 485 px design width and leaves desktop alone', () => {
    expect(mobileRootFontPx(485)).toBe(16);
    expect(mobileRootFontPx(390)).toBe(13);
    expect(mobileRootFontPx(430)).toBeCloseTo(14.19, 2);
    expect(mobileRootFontPx(979)).toBe(18);
    expect(mobileRootFontPx(980)).toBeNull();
    expect(mobileRootFontPx(1280)).toBeNull();
  });
});
