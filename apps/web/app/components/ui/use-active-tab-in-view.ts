import { useEffect, type RefObject } from 'react';
import { scrollToReveal } from './tab-scroll.ts';

const ACTIVE = '[aria-pressed="true"], [aria-current="page"], [aria-selected="true"]';

/**
 * Keeps the active tab of a sideways-scrolling tab bar in view on a narrow screen: on first render
 * and whenever `activeKey` changes. Scrolls only the bar, never the page.
 */
export function useActiveTabInView(bar: RefObject<HTMLElement | null>, activeKey: unknown): void {
  useEffect(() => {
    const element = bar.current;
    const active = element?.querySelector<HTMLElement>(ACTIVE);
    if (!element || !active) return;
    const delta = scrollToReveal(element.getBoundingClientRect(), active.getBoundingClientRect());
    if (delta !== 0) element.scrollLeft += delta;
  }, [bar, activeKey]);
}
