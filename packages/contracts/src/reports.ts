import type { z } from 'zod';
import type * as S from './reports-schemas.ts';

// The report area: constants and record types for pages (no zod at run time). Request and answer
// schemas are in reports-schemas.ts; endpoints in reports-api.ts.

export const REPORT_STATUSES = ['awaiting_input', 'generating', 'ready', 'failed', 'withdrawn'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  awaiting_input: '待填写资料',
  generating: '生成中',
  ready: '已生成',
  failed: '生成失败',
  withdrawn: '已退款',
};

/** What a report product's content reference is called (products.target_kind). */
export const REPORT_TARGET_KIND = 'report-template';

/** One free correction of the input, within this many days of the first generation. */
export const REPORT_CORRECTION_DAYS = 7;
export const REPORT_FREE_CORRECTIONS = 1;

/** How many people each input form asks for: [at least, at most]. */
export const REPORT_FORM_PEOPLE = { one: [1, 1], two: [2, 2], child: [1, 3] } as const;
export type ReportForm = keyof typeof REPORT_FORM_PEOPLE;

export type ReportTemplateRecord = z.output<typeof S.reportTemplateRecordSchema>;
export type ReportRecord = z.output<typeof S.reportRecordSchema>;
export type ReportDetailRecord = z.output<typeof S.reportDetailRecordSchema>;
export type ReportVersionRecord = z.output<typeof S.reportVersionRecordSchema>;
export type AdminReportRecord = z.output<typeof S.adminReportRecordSchema>;
export type ReportInputBody = z.input<typeof S.reportInputSchema>;
