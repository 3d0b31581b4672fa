import type {
  CalendarFocusArea,
  CalendarReportDayRecord,
  CalendarReportMonthRecord,
  CalendarReportRecord,
} from '@xingtu/contracts/calendar-report';
import { calendarReportApi } from '@xingtu/contracts/calendar-report-api';
import type { ChartSource } from '@xingtu/contracts/charts';
import { client, records } from './lazy-client.ts';

// The personal calendar report (server: modules/reports/calendar-report.ts; endpoints:
// contracts/calendar-report-api.ts). Always fresh: a member's own report.

const api = calendarReportApi;
const fresh = { cache: false, forceAuth: true } as const;
/** Refusals of the steps are shown next to them, not as a toast. */
const quiet = { cache: false, forceAuth: true, silent: true } as const;

export async function fetchCalendarReport(id: string): Promise<CalendarReportRecord> {
  return records(await (await client()).call(api.calendarReport, { params: { id } }, fresh));
}

export interface CalendarReportInput {
  person: ChartSource;
  startMonth: string;
  months: number;
  focus: CalendarFocusArea[];
}

export async function submitCalendarReport(
  id: string,
  input: CalendarReportInput,
): Promise<CalendarReportRecord> {
  return records(
    await (await client()).call(api.calendarReportInput, { params: { id }, body: input as never }, quiet),
  );
}

export async function fetchCalendarMonth(id: string, month: string): Promise<CalendarReportMonthRecord> {
  return records(await (await client()).call(api.calendarReportMonth, { params: { id, month } }, fresh));
}

export async function fetchCalendarDay(id: string, date: string): Promise<CalendarReportDayRecord> {
  return records(await (await client()).call(api.calendarReportDay, { params: { id, date } }, fresh));
}
