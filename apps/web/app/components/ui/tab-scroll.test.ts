import { describe, expect, it } from 'vitest';
import { scrollToReveal, TAB_EDGE_MARGIN } from './tab-scroll.ts';

describe('scrollToReveal', () => {
  const bar = { left: 10, right: 380 };

  it('leaves a tab that is already visible alone', () => {
    expect(scrollToReveal(bar, { left: 10, right: 80 })).toBe(0);
    expect(scrollToReveal(bar, { left: 300, right: 380 })).toBe(0);
  });

  it('scrolls right past a tab cut off at the right edge, with a margin', () => {
    expect(scrollToReveal(bar, { left: 360, right: 430 })).toBe(50 + TAB_EDGE_MARGIN);
  });

  it('scrolls left to a tab hidden off the left edge, with a margin', () => {
    expect(scrollToReveal(bar, { left: -60, right: 5 })).toBe(-70 - TAB_EDGE_MARGIN);
  });
});
