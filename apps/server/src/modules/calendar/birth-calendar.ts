// The personal calendar of a birth given in full (the calendar report stores its person's birth, so a locked
// report reads the same chart even if the profile it came from is edited later): each Beijing day's records.
import { personalCalendarDays, type NatalChart } from '@xingtu/astro';
import { BEIJING_TIME_ZONE } from '@xingtu/contracts/beijing-time';
import type { CalendarDayRecord } from '@xingtu/contracts/calendar';
import type { BirthBody } from '@xingtu/contracts/charts-schemas';
import { chartSettingsSchema } from '@xingtu/contracts/charts-schemas';
import type { AppDeps } from '../../deps.ts';
import { computeChart } from '../charts/index.ts';
import { dayRecord } from './day-records.ts';

export interface PersonalCalendarRequest {
  /** First Beijing date, 'YYYY-MM-DD'. */
  start: string;
  days: number;
}

export interface BirthCalendar {
  timeKnown: boolean;
  days: CalendarDayRecord[];
}

export async function birthCalendar(
  deps: AppDeps,
  person: { name: string; birth: BirthBody },
  request: PersonalCalendarRequest,
): Promise<BirthCalendar> {
  const { chart } = await computeChart(
    deps,
    null,
    '',
    { birth: person.birth, name: person.name },
    chartSettingsSchema.parse({}),
  );
  return { timeKnown: !chart.timeUnknown, days: dayRecordsOf(chart, request) };
}

/** The Beijing days of a natal chart as the pages read them (the personal endpoint and the report share it). */
export function dayRecordsOf(chart: NatalChart, request: PersonalCalendarRequest): CalendarDayRecord[] {
  return personalCalendarDays(chart, {
    firstDate: request.start,
    days: request.days,
    timeZone: BEIJING_TIME_ZONE,
  }).map(dayRecord);
}
