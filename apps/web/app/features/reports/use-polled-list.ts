import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportRecord } from '@xingtu/contracts/reports';
import { ApiError } from '../../api/api-error.ts';
import { POLL_MS } from './use-report.ts';

export type ListLoad =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; reports: ReportRecord[] };

/** A list of the member's reports, asked again every 2 s while one of them is generating. */
export function usePolledReports(fetchList: () => Promise<ReportRecord[]>) {
  const [load, setLoad] = useState<ListLoad>({ kind: 'loading' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const read = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    fetchList().then(
      (reports) => {
        setLoad({ kind: 'ready', reports });
        if (reports.some((r) => r.status === 'generating')) timer.current = setTimeout(read, POLL_MS);
      },
      (error: unknown) =>
        setLoad({
          kind: error instanceof ApiError && [404, 410, 422].includes(error.status) ? 'missing' : 'failed',
        }),
    );
  }, [fetchList]);
  useEffect(() => {
    setLoad({ kind: 'loading' });
    read();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [read]);
  return { load, reload: read };
}
