import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';

export type RecordLoad<T> =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; record: T };

/**
 * One record named by the address (a product, an order): `missing` for an id that cannot exist or
 * that the server does not know (404/422), `failed` for anything else, so the page can offer a
 * reload. `show` replaces the record after an action answered with its new state.
 */
export function useRecordById<T>(id: number, fetchRecord: (id: number) => Promise<T>) {
  const [load, setLoad] = useState<RecordLoad<T>>({ kind: 'loading' });
  const read = useCallback(() => {
    if (!Number.isSafeInteger(id) || id <= 0) {
      setLoad({ kind: 'missing' });
      return;
    }
    setLoad({ kind: 'loading' });
    fetchRecord(id).then(
      (record) => setLoad({ kind: 'ready', record }),
      (error: unknown) =>
        setLoad({
          kind: error instanceof ApiError && [404, 422].includes(error.status) ? 'missing' : 'failed',
        }),
    );
  }, [id, fetchRecord]);
  useEffect(read, [read]);
  const show = useCallback((record: T) => setLoad({ kind: 'ready', record }), []);
  return { load, reload: read, show };
}
