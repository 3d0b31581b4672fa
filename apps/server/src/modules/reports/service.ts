import { and, count, desc, eq } from 'drizzle-orm';
import { CALENDAR_REPORT_TEMPLATE } from '@xingtu/contracts/calendar-report';
import type { ChartSourceBody } from '@xingtu/contracts/charts-schemas';
import type { PageData, PageQuery } from '@xingtu/contracts/envelope';
import type { ReportDocument } from '@xingtu/contracts/report-document';
import type { ReportDetailRecord, ReportRecord, ReportVersionRecord } from '@xingtu/contracts/reports';
import type { AppDeps } from '../../deps.ts';
import { reports, reportVersions } from '../../db/schema/reports.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { enqueueGeneration } from './generate.ts';
import { resolvePeople } from './people.ts';
import {
  correctionUntil,
  REPORT_GENERATING,
  toReportRecord,
  versionStamps,
  type ReportRow,
} from './report-record.ts';
import { formOf } from './templates.ts';

// The member's reports: list, read (current or an older version), fill the input once, and the one
// free correction. Another member's report, or a refunded one, is 404 ("not yours" is never said).

const NOT_FOUND = '报告不存在';

/** A refund withdraws a report for good (it is never generated again): its owner gets 410 / 000410. */
const withdrawnGone = () => new AppError('GONE', { httpStatus: 410, message: '这份报告已随退款撤回' });

export async function ownReport(deps: AppDeps, userId: number, publicId: string): Promise<ReportRow> {
  const [row] = await deps.database.db
    .select()
    .from(reports)
    .where(and(eq(reports.publicId, publicId), eq(reports.userId, userId)));
  if (!row) throw notFound(NOT_FOUND);
  if (row.status === 'withdrawn') throw withdrawnGone();
  return row;
}

/** The calendar report has its own three-step input (calendar-report.ts) and is never generated as a document. */
export function refuseCalendar(row: ReportRow): void {
  if (row.template === CALENDAR_REPORT_TEMPLATE)
    throw validationError('people', '个人星象日历请在「个人星象日历」页面按步骤填写');
}

async function detailOf(deps: AppDeps, row: ReportRow): Promise<ReportDetailRecord> {
  const stamps = await versionStamps(deps.database.db, [row.id]);
  let document: ReportDocument | null = null;
  if (row.currentVersion > 0) {
    const [version] = await deps.database.db
      .select({ document: reportVersions.document })
      .from(reportVersions)
      .where(and(eq(reportVersions.reportId, row.id), eq(reportVersions.version, row.currentVersion)));
    document = (version?.document as ReportDocument | undefined) ?? null;
  }
  return { ...toReportRecord(row, stamps.get(row.id) ?? [], deps.now()), document };
}

export async function listMyReports(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<PageData<ReportRecord>> {
  const { db } = deps.database;
  const where = eq(reports.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ value: count() }).from(reports).where(where),
  ]);
  const stamps = await versionStamps(
    db,
    rows.map((row) => row.id),
  );
  const now = deps.now();
  return {
    records: rows.map((row) => toReportRecord(row, stamps.get(row.id) ?? [], now)),
    total: total?.value ?? 0,
    size: page.size,
    current: page.current,
  };
}

/** The reports of one of the member's orders (the page after paying); 404 when there are none, 410 when a refund withdrew them all. */
export async function reportsOfOrder(
  deps: AppDeps,
  userId: number,
  orderNo: string,
): Promise<ReportRecord[]> {
  const { db } = deps.database;
  const all = await db
    .select()
    .from(reports)
    .where(and(eq(reports.orderNo, orderNo), eq(reports.userId, userId)))
    .orderBy(reports.id);
  if (all.length === 0) throw notFound('这个订单里没有报告');
  const rows = all.filter((row) => row.status !== 'withdrawn');
  if (rows.length === 0) throw withdrawnGone();
  const stamps = await versionStamps(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toReportRecord(row, stamps.get(row.id) ?? [], deps.now()));
}

export async function getMyReport(
  deps: AppDeps,
  userId: number,
  publicId: string,
): Promise<ReportDetailRecord> {
  return detailOf(deps, await ownReport(deps, userId, publicId));
}

export async function getMyReportVersion(
  deps: AppDeps,
  userId: number,
  publicId: string,
  version: number,
): Promise<ReportVersionRecord> {
  const row = await ownReport(deps, userId, publicId);
  const [found] = await deps.database.db
    .select()
    .from(reportVersions)
    .where(and(eq(reportVersions.reportId, row.id), eq(reportVersions.version, version)));
  if (!found) throw notFound('这个版本不存在');
  return {
    reportId: row.publicId,
    version: found.version,
    current: found.version === row.currentVersion,
    createdAt: found.createdAt.toISOString(),
    document: found.document as ReportDocument,
  };
}

/** The first input: checked whole (nothing is written on a refusal), then locked and generated. */
export async function submitInput(
  deps: AppDeps,
  userId: number,
  publicId: string,
  sources: ChartSourceBody[],
): Promise<ReportDetailRecord> {
  const row = await ownReport(deps, userId, publicId);
  refuseCalendar(row);
  if (row.status !== 'awaiting_input') throw new AppError('REPORT_INPUT_LOCKED');
  const people = await resolvePeople(deps, userId, formOf(row.template), sources);
  const now = deps.now();
  const [updated] = await deps.database.db
    .update(reports)
    .set({ input: people, inputLockedAt: now, status: 'generating', updatedAt: now })
    .where(and(eq(reports.id, row.id), eq(reports.status, 'awaiting_input')))
    .returning();
  if (!updated) throw new AppError('REPORT_INPUT_LOCKED');
  await enqueueGeneration(deps, { reportId: row.id, version: row.currentVersion + 1 });
  return detailOf(deps, updated);
}

/**
 * The one free correction (a wrong birth time …) within 7 days of the first generation: a new
 * version from the corrected input; the old one stays readable. A failed report may be resubmitted.
 */
export async function correctInput(
  deps: AppDeps,
  userId: number,
  publicId: string,
  sources: ChartSourceBody[],
): Promise<ReportDetailRecord> {
  const row = await ownReport(deps, userId, publicId);
  refuseCalendar(row);
  const now = deps.now();
  const retry = row.status === 'failed';
  if (row.status === 'awaiting_input') throw new AppError('REPORT_AWAITING_INPUT');
  if (row.status === 'generating') throw new AppError('EVENT_PROCESSING', { message: REPORT_GENERATING });
  if (!retry) {
    if (row.regenerationsUsed >= 1) throw new AppError('REPORT_CORRECTION_USED');
    if (!correctionUntil(row, now)) throw new AppError('REPORT_CORRECTION_EXPIRED');
  }
  const people = await resolvePeople(deps, userId, formOf(row.template), sources);
  const [updated] = await deps.database.db
    .update(reports)
    .set({
      input: people,
      inputLockedAt: now,
      status: 'generating',
      regenerationsUsed: retry ? row.regenerationsUsed : row.regenerationsUsed + 1,
      updatedAt: now,
    })
    .where(
      and(
        eq(reports.id, row.id),
        eq(reports.status, row.status),
        eq(reports.regenerationsUsed, row.regenerationsUsed),
      ),
    )
    .returning();
  if (!updated) throw new AppError('EVENT_PROCESSING', { message: REPORT_GENERATING });
  await enqueueGeneration(deps, { reportId: row.id, version: row.currentVersion + 1 });
  return detailOf(deps, updated);
}

export { detailOf };
