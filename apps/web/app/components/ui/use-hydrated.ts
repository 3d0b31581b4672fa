import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False during the server render and hydration, true afterwards: forms stay inert until scripts run. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
