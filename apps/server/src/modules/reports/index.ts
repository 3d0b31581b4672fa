// The report area (bought, generated and read reports; the free teaser; operators' endpoints).
// Other areas have no need to enter it today; app.ts registers routes.ts.
export { REPORT_GENERATE_JOB } from './generate.ts';
export { birthLine, type StoredPerson } from './people.ts';
export { generatedAtText } from './generate.ts';
export { newReportId } from './report-id.ts';
