import { describe, expect, it } from 'vitest';
import { needsPeriodicResync } from './use-shell-effects.ts';

describe('shell effects', () => {
  it('re-syncs the user every 60 s only on aichat and aiDice pages (SPEC §2)', () => {
    for (const path of ['/aichat', '/aichat/career', '/aiDice', '/aiDice/astro/center'])
      expect(needsPeriodicResync(path)).toBe(true);
    for (const path of ['/', '/tarotChat', '/aichatx', '/user/order', '/kimiChat'])
      expect(needsPeriodicResync(path)).toBe(false);
  });
});
