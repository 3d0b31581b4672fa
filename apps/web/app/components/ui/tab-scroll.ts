/** Margin kept between the active tab and the bar's edge, so the next tab peeks out as a cue. */
export const TAB_EDGE_MARGIN = 16;

/**
 * How far a horizontally scrolling bar must scroll (pixels, negative = left) to show its active tab
 * whole: nothing when it is already visible, else just enough plus a margin.
 */
export function scrollToReveal(
  bar: { left: number; right: number },
  tab: { left: number; right: number },
  margin = TAB_EDGE_MARGIN,
): number {
  if (tab.left < bar.left) return tab.left - bar.left - margin;
  if (tab.right > bar.right) return tab.right - bar.right + margin;
  return 0;
}
