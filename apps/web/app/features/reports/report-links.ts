import { CALENDAR_REPORT_TEMPLATE } from '@xingtu/contracts/calendar-report';
import type { ReportRecord, ReportTemplateRecord } from '@xingtu/contracts/reports';

// Where a report's pages are: the baby report has its own flow under /babyReport (child, then the
// parents), the personal calendar its three steps and month pages, the study report its own
// styling; the others read under /report.

const BABY = 'baby';
const CALENDAR_HOME_PATH = '/calendarReport/home';

/** Where a report is read. */
export const readerPath = (report: Pick<ReportRecord, 'id' | 'template'>): string =>
  report.template === BABY
    ? `/babyReport/detail/${report.id}`
    : report.template === CALENDAR_REPORT_TEMPLATE
      ? `/calendarReport/monthInfo?report=${report.id}`
      : report.template === 'study'
        ? `/report/study/detail/${report.id}`
        : `/report/v3/detail/${report.id}`;

/** Where its people are filled in (add ?correct=1 for the one free correction). */
export const inputPath = (report: Pick<ReportRecord, 'id' | 'template'>): string =>
  report.template === BABY
    ? `/babyReport/input/${report.id}`
    : report.template === CALENDAR_REPORT_TEMPLATE
      ? `/calendarReport/editFirst?report=${report.id}`
      : `/report/input/${report.id}`;

export const versionPath = (report: Pick<ReportRecord, 'id'>, version: number): string =>
  `/report/version/content?report=${report.id}&version=${version}`;

/** A report product's page (the personal calendar has one page of its own, with a sample month). */
export const productPath = (template: Pick<ReportTemplateRecord, 'key' | 'productId'>): string =>
  template.key === BABY
    ? `/babyReport/${template.productId}`
    : template.key === CALENDAR_REPORT_TEMPLATE
      ? CALENDAR_HOME_PATH
      : `/report/detail/${template.productId}`;
