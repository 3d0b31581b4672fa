import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';

export type RecordLoad<T> =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; record: T };

/** A product id is a positive integer; an order is named by its (non-empty) order number. */
const usable = (key: number | string) =>
  typeof key === 'number' ? Number.isSafeInteger(key) && key > 0 : key.trim() !== '';

/**
 * One record named by the address (a product by its id, an order by its number): `missing` for a
 * key that cannot exist or that the server does not know (404/422), `failed` for anything else, so
 * the page can offer a reload. `show` replaces the record after an action answered with its new state.
 */
export function useRecordById<K extends number | string, T>(id: K, fetchRecord: (id: K) => Promise<T>) {
  const [load, setLoad] = useState<RecordLoad<T>>({ kind: 'loading' });
  const read = useCallback(() => {
    if (!usable(id)) {
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
