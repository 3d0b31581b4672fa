// What other features use from the report feature: the reader of a generated report.
export { ReportReader } from './ReportReader.tsx';
// The calendar report's pages read their values with the same hook (no polling there).
export { usePolled, type Polled } from './use-polled.ts';
