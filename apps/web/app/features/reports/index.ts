// What other features use from the report feature: the reader of a generated report, where a
// report's pages are, and one report of the member's (read again while it generates).
export { ReportReader } from './ReportReader.tsx';
export { ReportLoadState } from './ReportLoadState.tsx';
export { inputPath, productPath, readerPath } from './report-links.ts';
export { useReport } from './use-report.ts';
// The calendar report's pages read their values with the same hook (no polling there).
export { usePolled, type Polled } from './use-polled.ts';
