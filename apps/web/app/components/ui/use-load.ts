import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import type { Pending } from './LoadState.tsx';

// One thing a page reads in the browser: loading, missing (404 — another member's looks the same), failed, or ready.

export function useLoad<T>(read: () => Promise<T>, key: string) {
  const [value, setValue] = useState<T | null>(null);
  const [load, setLoad] = useState<Pending>({ kind: 'loading' });
  const reload = useCallback(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    read().then(
      (v) => {
        if (!live) return;
        setValue(v);
        setLoad({ kind: 'ready' });
      },
      (error: unknown) => {
        if (!live) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 422);
        setLoad({ kind: missing ? 'missing' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
    // `key` names what `read` reads: a new key reads again, a new closure for the same key does not.
  }, [key]);
  useEffect(() => reload(), [reload]);
  return { value, load, reload, setValue };
}
