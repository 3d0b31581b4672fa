import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';

export type Load<T> =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; value: T };

/**
 * What a consultation page reads: `missing` when the server does not know it (404/422: another
 * member's booking looks exactly like one that does not exist), `failed` for anything else, so the
 * page offers a reload. `show` puts the answer of an action in place.
 */
export function useLoad<T>(read: () => Promise<T>) {
  const [load, setLoad] = useState<Load<T>>({ kind: 'loading' });
  const reload = useCallback(() => {
    setLoad({ kind: 'loading' });
    read().then(
      (value) => setLoad({ kind: 'ready', value }),
      (error: unknown) =>
        setLoad({
          kind: error instanceof ApiError && [404, 422].includes(error.status) ? 'missing' : 'failed',
        }),
    );
  }, [read]);
  useEffect(reload, [reload]);
  const show = useCallback((value: T) => setLoad({ kind: 'ready', value }), []);
  return { load, reload, show };
}
