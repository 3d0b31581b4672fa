import type { ReportDetailRecord } from '@xingtu/contracts/reports';
import { useReport } from '../reports/index.ts';

/** The baby report being filled: the report's own load, plus whether its input may be sent now. */
export function useBabyReport(id: string, correcting: boolean) {
  const { load, reload } = useReport(id);
  const report: ReportDetailRecord | null = load.kind === 'ready' ? load.report : null;
  const canCorrect = report !== null && (report.status === 'failed' || report.correctionUntil !== null);
  const open = report !== null && (report.status === 'awaiting_input' || (correcting && canCorrect));
  return { load, reload, report, open };
}
