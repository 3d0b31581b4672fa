import type { PageData } from '@xingtu/contracts/envelope';
import type { AdminReportRecord, ReportStatus, ReportTemplateRecord } from '@xingtu/contracts/reports';
import { reportsApi } from '@xingtu/contracts/reports-api';
import { templateKeySchema } from '@xingtu/contracts/reports-schemas';
import { client, page, records } from './lazy-client.ts';

// The console's 报告 section over the report area's endpoints (contracts/reports-api.ts): the
// template catalogue, its price and sample, and every report with regeneration. Never cached;
// refusals are shown beside the form (silent).

type TemplateKey = (typeof templateKeySchema.options)[number];
const fresh = { cache: false } as const;
const quiet = { cache: false, silent: true } as const;

export async function fetchReportTemplates(): Promise<ReportTemplateRecord[]> {
  return records(await (await client()).call(reportsApi.listTemplates, {}, fresh));
}

export interface TemplateChange {
  priceFen?: number;
  listPriceFen?: number;
  sampleTitle?: string;
  sampleText?: string;
}

export async function updateReportTemplate(key: TemplateKey, change: TemplateChange) {
  const answer = await (
    await client()
  ).call(reportsApi.adminUpdateTemplate, { params: { key }, body: change }, quiet);
  await (await client()).clearCache();
  return records(answer);
}

export interface ReportFilter {
  status?: ReportStatus | undefined;
  template?: TemplateKey | undefined;
  userId?: number | undefined;
}

export async function fetchAdminReports(
  filter: ReportFilter,
  current: number,
): Promise<PageData<AdminReportRecord>> {
  const query = {
    current,
    size: 20,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.template ? { template: filter.template } : {}),
    ...(filter.userId ? { userId: filter.userId } : {}),
  };
  return page(await (await client()).call(reportsApi.adminList, { query }, fresh));
}

export async function regenerateReport(id: string): Promise<AdminReportRecord> {
  return records(await (await client()).call(reportsApi.adminRegenerate, { params: { id } }, quiet));
}

/** The templates an operator may change (the calendar is priced and written elsewhere). */
export const isTemplateKey = (key: string): key is TemplateKey => templateKeySchema.safeParse(key).success;
