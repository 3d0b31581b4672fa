import type { ReportRecord } from '@xingtu/contracts/reports';

/** Where a report is read: the study template has its own styling. */
export const readerPath = (report: Pick<ReportRecord, 'id' | 'template'>): string =>
  report.template === 'study' ? `/report/study/detail/${report.id}` : `/report/v3/detail/${report.id}`;

export const inputPath = (report: Pick<ReportRecord, 'id'>): string => `/report/input/${report.id}`;

export const versionPath = (report: Pick<ReportRecord, 'id'>, version: number): string =>
  `/report/version/content?report=${report.id}&version=${version}`;
