import { asc, inArray } from 'drizzle-orm';
import {
  REPORT_CORRECTION_DAYS,
  REPORT_FREE_CORRECTIONS,
  REPORT_STATUS_LABELS,
  type AdminReportRecord,
  type ReportRecord,
  type ReportStatus,
} from '@xingtu/contracts/reports';
import type { Db } from '../../db/client.ts';
import { reports, reportVersions } from '../../db/schema/reports.ts';
import { birthLine, type StoredPerson } from './people.ts';
import { formOf, templateTitle } from './templates.ts';

// A report row as the member and the operators see it.

export type ReportRow = typeof reports.$inferSelect;
type VersionStamp = { version: number; createdAt: string };

const DAY_MS = 86_400_000;

/** Until when the one free correction is open; null when used, not generated yet, or past. */
export function correctionUntil(row: ReportRow, now: Date): Date | null {
  if (row.status !== 'ready' || row.regenerationsUsed >= REPORT_FREE_CORRECTIONS || !row.firstGeneratedAt)
    return null;
  const until = new Date(row.firstGeneratedAt.getTime() + REPORT_CORRECTION_DAYS * DAY_MS);
  return until > now ? until : null;
}

export async function versionStamps(db: Db, reportIds: number[]): Promise<Map<number, VersionStamp[]>> {
  const stamps = new Map<number, VersionStamp[]>();
  if (reportIds.length === 0) return stamps;
  const rows = await db
    .select({
      reportId: reportVersions.reportId,
      version: reportVersions.version,
      createdAt: reportVersions.createdAt,
    })
    .from(reportVersions)
    .where(inArray(reportVersions.reportId, reportIds))
    .orderBy(asc(reportVersions.version));
  for (const row of rows) {
    const list = stamps.get(row.reportId) ?? [];
    list.push({ version: row.version, createdAt: row.createdAt.toISOString() });
    stamps.set(row.reportId, list);
  }
  return stamps;
}

export function toReportRecord(row: ReportRow, versions: VersionStamp[], now: Date): ReportRecord {
  const people = (row.input as StoredPerson[] | null)?.map((person) => ({
    name: person.name,
    birthLine: birthLine(person.birth),
  }));
  const status = row.status as ReportStatus;
  return {
    id: row.publicId,
    template: row.template,
    title: templateTitle(row.template),
    form: formOf(row.template),
    status,
    statusLabel: REPORT_STATUS_LABELS[status],
    orderNo: row.orderNo,
    productId: row.productId,
    people: people ?? null,
    currentVersion: row.currentVersion,
    versions,
    correctionUntil: correctionUntil(row, now)?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminReportRecord(row: ReportRow, versions: VersionStamp[], now: Date): AdminReportRecord {
  return {
    ...toReportRecord(row, versions, now),
    userId: row.userId,
    regenerationsUsed: row.regenerationsUsed,
    failure: row.failure,
    input: (row.input as StoredPerson[] | null) ?? null,
  };
}

/** The message of 010001 (EVENT_PROCESSING) while a report's generation job is running. */
export const REPORT_GENERATING = '报告还在生成中，请生成完成后再操作';
