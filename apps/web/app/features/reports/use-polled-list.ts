import type { ReportRecord } from '@xingtu/contracts/reports';
import { usePolled } from './use-polled.ts';

export type ListLoad =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; reports: ReportRecord[] };

const anyGenerating = (reports: ReportRecord[]) => reports.some((r) => r.status === 'generating');

/** A list of the member's reports, asked again every 2 s while one of them is generating. */
export function usePolledReports(fetchList: () => Promise<ReportRecord[]>) {
  const { load, reload } = usePolled(fetchList, anyGenerating);
  const listLoad: ListLoad = load.kind === 'ready' ? { kind: 'ready', reports: load.value } : load;
  return { load: listLoad, reload };
}
