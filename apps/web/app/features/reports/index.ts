// What other features use from the report feature: the reader of a generated report.
export { ReportReader } from './ReportReader.tsx';
