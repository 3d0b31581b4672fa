import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';

/** How often a page asks again while a report is being generated. */
export const POLL_MS = 2000;

export type Polled<T> =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; value: T };

/**
 * Reads a value (a report, a list of reports) and reads it again every 2 s while `pending` says a
 * report in it is still generating. Not found, gone or refused (404, 410, 422) is "missing"; any
 * other failure is "failed", with `reload` to try again.
 */
export function usePolled<T>(fetchValue: () => Promise<T>, pending: (value: T) => boolean) {
  const [load, setLoad] = useState<Polled<T>>({ kind: 'loading' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const read = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    fetchValue().then(
      (value) => {
        setLoad({ kind: 'ready', value });
        if (pending(value)) timer.current = setTimeout(read, POLL_MS);
      },
      (error: unknown) =>
        setLoad({
          kind: error instanceof ApiError && [404, 410, 422].includes(error.status) ? 'missing' : 'failed',
        }),
    );
  }, [fetchValue, pending]);
  useEffect(() => {
    setLoad({ kind: 'loading' });
    read();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [read]);
  return { load, reload: read };
}
