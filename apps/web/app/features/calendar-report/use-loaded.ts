import { useCallback } from 'react';
import { usePolled } from '../reports/index.ts';

/** Reads a value once (no polling): loading, missing (404/410/422), failed (with reload) or ready. */
export function useLoaded<T>(fetchValue: () => Promise<T>) {
  return usePolled(
    fetchValue,
    useCallback(() => false, []),
  );
}
