import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';

// Loads one of the member's own fun records by its id: loading, missing (404 or a malformed id),
// failed (anything else, with a retry), or ready.

export type RecordLoad<T> =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; record: T };

const ID_RE = /^[a-z0-9]{12}$/;

export function useFunRecord<T>(id: string | null, fetcher: (id: string) => Promise<T>, enabled = true) {
  const [load, setLoad] = useState<RecordLoad<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    if (!enabled) return;
    if (!id || !ID_RE.test(id)) {
      setLoad({ kind: 'missing' });
      return;
    }
    let live = true;
    setLoad({ kind: 'loading' });
    fetcher(id).then(
      (record) => live && setLoad({ kind: 'ready', record }),
      (error: unknown) => {
        if (!live) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.code === '000422');
        setLoad({ kind: missing ? 'missing' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [id, fetcher, enabled, round]);
  return { load, setLoad, reload };
}
