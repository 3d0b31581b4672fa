import type { CalendarEventRecord } from '@xingtu/contracts/calendar';
import { eventDays } from './calendar-month.ts';
import { EventItem } from './EventItem.tsx';

// The month as a list of days with their events and explanations (the whole page at 390 px, the details below
// the grid on a desktop).

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

function dayHeading(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${m}月${d}日 周${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}`;
}

export function DayList({ events, today }: { events: readonly CalendarEventRecord[]; today: string }) {
  return (
    <ol className="cal-days">
      {eventDays(events).map((day) => (
        <li key={day.date} id={`day-${day.date}`} className="cal-day">
          <h3>
            {dayHeading(day.date)}
            {day.date === today && <span className="cal-today-tag">今天</span>}
          </h3>
          <ul>
            {day.events.map((e) => (
              <EventItem key={`${e.kind}-${e.at}-${e.body}`} event={e} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
