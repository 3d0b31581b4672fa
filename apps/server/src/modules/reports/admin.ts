import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { CALENDAR_REPORT_TEMPLATE } from '@xingtu/contracts/calendar-report';
import type { PageData } from '@xingtu/contracts/envelope';
import type { AdminReportRecord, ReportStatus } from '@xingtu/contracts/reports';
import type { AppDeps } from '../../deps.ts';
import { reports } from '../../db/schema/reports.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { enqueueGeneration } from './generate.ts';
import { REPORT_GENERATING, toAdminReportRecord, versionStamps, type ReportRow } from './report-record.ts';

// Operators (role admin): every report with its input and status, and regeneration from the stored
// input (a template updated, a failed job) — it does not use up the member's free correction.

export interface AdminReportQuery {
  status?: ReportStatus | undefined;
  template?: string | undefined;
  user_id?: number | undefined;
  current: number;
  size: number;
}

async function withVersions(deps: AppDeps, rows: ReportRow[]): Promise<AdminReportRecord[]> {
  const stamps = await versionStamps(
    deps.database.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminReportRecord(row, stamps.get(row.id) ?? [], deps.now()));
}

export async function adminListReports(
  deps: AppDeps,
  query: AdminReportQuery,
): Promise<PageData<AdminReportRecord>> {
  const { db } = deps.database;
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(reports.status, query.status));
  if (query.template) filters.push(eq(reports.template, query.template));
  if (query.user_id) filters.push(eq(reports.userId, query.user_id));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ value: count() }).from(reports).where(where),
  ]);
  return {
    records: await withVersions(deps, rows),
    total: total?.value ?? 0,
    size: query.size,
    current: query.current,
  };
}

async function findReport(deps: AppDeps, publicId: string): Promise<ReportRow> {
  const [row] = await deps.database.db.select().from(reports).where(eq(reports.publicId, publicId));
  if (!row) throw notFound('报告不存在');
  return row;
}

export async function adminGetReport(deps: AppDeps, publicId: string): Promise<AdminReportRecord> {
  const [record] = await withVersions(deps, [await findReport(deps, publicId)]);
  return record!;
}

export async function adminRegenerate(deps: AppDeps, publicId: string): Promise<AdminReportRecord> {
  const row = await findReport(deps, publicId);
  if (row.status === 'withdrawn') throw new AppError('NOT_EXISTS', { message: '报告已退款，无法重新生成' });
  if (row.template === CALENDAR_REPORT_TEMPLATE)
    throw validationError('id', '个人星象日历在阅读时按资料计算，无需重新生成');
  if (!row.input) throw new AppError('REPORT_AWAITING_INPUT', { message: '用户还没有填写报告资料' });
  if (row.status === 'generating') throw new AppError('EVENT_PROCESSING', { message: REPORT_GENERATING });
  const [updated] = await deps.database.db
    .update(reports)
    .set({ status: 'generating', updatedAt: deps.now() })
    .where(and(eq(reports.id, row.id), eq(reports.status, row.status)))
    .returning();
  if (!updated) throw new AppError('EVENT_PROCESSING', { message: REPORT_GENERATING });
  await enqueueGeneration(deps, { reportId: row.id, version: row.currentVersion + 1 });
  const [record] = await withVersions(deps, [updated]);
  return record!;
}
