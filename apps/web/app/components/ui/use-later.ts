import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * One pending timer owned by a component: `later(fn, ms)` replaces any timer still waiting,
 * `cancel()` drops it, and unmounting drops it too — so a state update never lands on a
 * component that is gone (after a blur, a failed check, a page change).
 */
export function useLater(): { later: (run: () => void, ms: number) => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const later = useCallback(
    (run: () => void, ms: number) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        run();
      }, ms);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ later, cancel }), [later, cancel]);
}
