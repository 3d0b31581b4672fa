import type { ChartSource } from '@xingtu/contracts/charts';
import type { PageData } from '@xingtu/contracts/envelope';
import type { ReportDocument } from '@xingtu/contracts/report-document';
import type {
  ReportDetailRecord,
  ReportRecord,
  ReportTemplateRecord,
  ReportVersionRecord,
} from '@xingtu/contracts/reports';
import { reportsApi } from '@xingtu/contracts/reports-api';
import { client, records } from './lazy-client.ts';

// The report area (server: modules/reports; endpoints: contracts/reports-api.ts). The member's own
// reports bypass the cache: their status changes while a page watches it.

const api = reportsApi;
const fresh = { cache: false, forceAuth: true } as const;
/** Refusals of a form are shown next to it, not as a toast. */
const quiet = { cache: false, forceAuth: true, silent: true } as const;

export async function fetchReportTemplates(): Promise<ReportTemplateRecord[]> {
  return records(await (await client()).call(api.listTemplates, {}));
}

export async function fetchMyReports(current = 1, size = 20): Promise<PageData<ReportRecord>> {
  const answer = await (await client()).call(api.listMine, { query: { current, size } }, fresh);
  if (!answer.data) throw new Error('空的响应');
  return answer.data;
}

export async function fetchReportsOfOrder(orderNo: string): Promise<ReportRecord[]> {
  return records(await (await client()).call(api.listForOrder, { params: { orderNo } }, fresh));
}

export async function fetchReport(id: string): Promise<ReportDetailRecord> {
  return records(await (await client()).call(api.getReport, { params: { id } }, fresh));
}

export async function fetchReportVersion(id: string, version: number): Promise<ReportVersionRecord> {
  return records(await (await client()).call(api.getVersion, { params: { id, version } }, fresh));
}

/** ChartSource (camelCase) as the report input sends it: contactId, or a birth with a name. */
const sourcesBody = (people: ChartSource[]) => ({ people }) as never;

export async function submitReportInput(id: string, people: ChartSource[]): Promise<ReportDetailRecord> {
  return records(
    await (await client()).call(api.submitInput, { params: { id }, body: sourcesBody(people) }, quiet),
  );
}

export async function correctReportInput(id: string, people: ChartSource[]): Promise<ReportDetailRecord> {
  return records(
    await (await client()).call(api.correctInput, { params: { id }, body: sourcesBody(people) }, quiet),
  );
}

export async function fetchTeaser(source: ChartSource): Promise<ReportDocument> {
  return records(await (await client()).call(api.teaser, { body: source as never }, { silent: true }));
}

const REPORT_FILES = {
  pdf: { path: 'pdf', type: 'pdf', extension: 'pdf' },
  shareImage: { path: 'share.png', type: 'image/png', extension: 'png' },
} as const;

/**
 * Saves a file of a report's current version: its PDF (GET /api/reports/:id/pdf) or its share card
 * (GET /api/reports/:id/share.png), both made by the server's document renderer. The member's token
 * goes along in the header, so this is a fetch, not a plain link.
 */
export async function downloadReportFile(
  id: string,
  fileName: string,
  kind: keyof typeof REPORT_FILES = 'pdf',
): Promise<boolean> {
  const file = REPORT_FILES[kind];
  const { browserStore } = await import('./storage.ts');
  const { authorizationHeader, readAuth } = await import('./token.ts');
  const auth = readAuth(browserStore('local'));
  const response = await fetch(`/api/reports/${encodeURIComponent(id)}/${file.path}`, {
    headers: auth ? { authorization: authorizationHeader(auth) } : {},
  });
  if (!response.ok || !response.headers.get('content-type')?.includes(file.type)) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.${file.extension}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
