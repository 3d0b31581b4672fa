import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportDetailRecord } from '@xingtu/contracts/reports';
import { ApiError } from '../../api/api-error.ts';
import { fetchReport } from '../../api/reports.ts';

export type ReportLoad =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'ready'; report: ReportDetailRecord };

/** How often a page asks again while the report is being generated. */
export const POLL_MS = 2000;

/** One of the member's reports by id, asked again every 2 s while it is generating. */
export function useReport(id: string) {
  const [load, setLoad] = useState<ReportLoad>({ kind: 'loading' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const read = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    fetchReport(id).then(
      (report) => {
        setLoad({ kind: 'ready', report });
        if (report.status === 'generating') timer.current = setTimeout(read, POLL_MS);
      },
      (error: unknown) =>
        setLoad({
          kind: error instanceof ApiError && [404, 410, 422].includes(error.status) ? 'missing' : 'failed',
        }),
    );
  }, [id]);
  useEffect(() => {
    setLoad({ kind: 'loading' });
    read();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [read]);
  const show = useCallback(
    (report: ReportDetailRecord) => {
      setLoad({ kind: 'ready', report });
      if (report.status === 'generating') timer.current = setTimeout(read, POLL_MS);
    },
    [read],
  );
  return { load, reload: read, show };
}
