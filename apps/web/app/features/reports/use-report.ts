import { useCallback } from 'react';
import type { ReportDetailRecord } from '@xingtu/contracts/reports';
import { fetchReport } from '../../api/reports.ts';
import { usePolled } from './use-polled.ts';

export type ReportLoad =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'ready'; report: ReportDetailRecord };

const generating = (report: ReportDetailRecord) => report.status === 'generating';

/** One of the member's reports by id, asked again every 2 s while it is generating. */
export function useReport(id: string) {
  const { load, reload } = usePolled(
    useCallback(() => fetchReport(id), [id]),
    generating,
  );
  const reportLoad: ReportLoad = load.kind === 'ready' ? { kind: 'ready', report: load.value } : load;
  return { load: reportLoad, reload };
}
