import { CALENDAR_REPORT_TEMPLATE } from '@xingtu/contracts/calendar-report';
import type { ReportRecord } from '@xingtu/contracts/reports';

/** Where a report is read: the study template has its own styling; the personal calendar its month pages. */
export const readerPath = (report: Pick<ReportRecord, 'id' | 'template'>): string =>
  report.template === CALENDAR_REPORT_TEMPLATE
    ? `/calendarReport/monthInfo?report=${report.id}`
    : report.template === 'study'
      ? `/report/study/detail/${report.id}`
      : `/report/v3/detail/${report.id}`;

/** Where a report's input is filled: the personal calendar has its three steps. */
export const inputPath = (report: Pick<ReportRecord, 'id' | 'template'>): string =>
  report.template === CALENDAR_REPORT_TEMPLATE
    ? `/calendarReport/editFirst?report=${report.id}`
    : `/report/input/${report.id}`;

export const versionPath = (report: Pick<ReportRecord, 'id'>, version: number): string =>
  `/report/version/content?report=${report.id}&version=${version}`;
