import { beijingClock } from '@xingtu/contracts/beijing-time';
import {
  CALENDAR_REPORT_MAX_LEAD_MONTHS,
  CALENDAR_REPORT_MAX_MONTHS,
  indexOfMonth,
  monthLabel,
  monthOfIndex,
  periodMonths,
  type CalendarFocusArea,
  type CalendarReportRecord,
} from '@xingtu/contracts/calendar-report';
import { validationError } from '../../errors.ts';

// The period a calendar report covers (whole Beijing months) and the choices stored with it. Pure.

export interface CalendarOptions {
  startMonth: string;
  months: number;
  focus: CalendarFocusArea[];
}

type PeriodRecord = NonNullable<CalendarReportRecord['period']>;

/** Days in a month 'YYYY-MM'. */
export const daysInMonth = (month: string): number =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/**
 * A period the shop sells: 1 to 12 whole months, starting this Beijing month or within the next twelve.
 * Refusals are 000422 on the field concerned; nothing is written.
 */
export function checkPeriod(startMonth: string, months: number, now: Date): void {
  if (!Number.isInteger(months) || months < 1 || months > CALENDAR_REPORT_MAX_MONTHS)
    throw validationError('months', `月数需在1至${CALENDAR_REPORT_MAX_MONTHS}之间`);
  const clock = beijingClock(now)!;
  const current = clock.year * 12 + clock.month - 1;
  const start = indexOfMonth(startMonth);
  if (start < current)
    throw validationError('start_month', `开始月份不能早于${monthLabel(monthOfIndex(current))}`);
  if (start > current + CALENDAR_REPORT_MAX_LEAD_MONTHS)
    throw validationError(
      'start_month',
      `开始月份最晚为${monthLabel(monthOfIndex(current + CALENDAR_REPORT_MAX_LEAD_MONTHS))}`,
    );
}

export function periodRecord(options: Pick<CalendarOptions, 'startMonth' | 'months'>): PeriodRecord {
  const monthList = periodMonths(options.startMonth, options.months);
  const last = monthList[monthList.length - 1]!;
  return {
    startMonth: options.startMonth,
    months: options.months,
    monthList,
    firstDate: `${options.startMonth}-01`,
    lastDate: `${last}-${String(daysInMonth(last)).padStart(2, '0')}`,
  };
}
