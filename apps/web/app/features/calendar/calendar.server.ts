import type { AppLoadContext } from 'react-router';
import type { CalendarMonthRecord } from '@xingtu/contracts/calendar';
import { calendarApi } from '@xingtu/contracts/calendar-api';
import type { RecordsData } from '@xingtu/contracts/envelope';
import { serverApi } from '../../api/server-api.server.ts';

/** A month of sky events (GET /api/calendar/month), or null when it cannot be read (the page says so). */
export async function loadCalendarMonth(
  context: AppLoadContext,
  request: Request,
  year: number,
  month: number,
): Promise<CalendarMonthRecord | null> {
  const query = new URLSearchParams({ year: String(year), month: String(month) });
  const envelope = await serverApi<RecordsData<CalendarMonthRecord>>(
    context,
    request,
    `${calendarApi.calendarMonth.path}?${query}`,
  );
  return envelope?.success ? (envelope.data?.records ?? null) : null;
}
