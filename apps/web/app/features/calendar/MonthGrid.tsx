import type { CalendarEventRecord } from '@xingtu/contracts/calendar';
import { monthWeeks } from './calendar-month.ts';

// The month as a grid (desktop): each day lists its events' times and titles; a click jumps to the day's details.

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

export function MonthGrid({
  year,
  month,
  events,
  today,
}: {
  year: number;
  month: number;
  events: readonly CalendarEventRecord[];
  today: string;
}) {
  const weeks = monthWeeks(year, month, events);
  return (
    <table className="cal-grid" aria-label={`${year}年${month}月星象月历`}>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col">
              周{d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((cell, d) =>
              cell.date ? (
                <td key={d} className={cell.date === today ? 'cal-today' : undefined}>
                  <span className="cal-day-number">{cell.day}</span>
                  {cell.events.length > 0 && (
                    <ul>
                      {cell.events.map((e) => (
                        <li key={`${e.kind}-${e.at}-${e.body}`} className={`cal-chip cal-kind-${e.kind}`}>
                          <a href={`#day-${cell.date}`}>
                            <time dateTime={e.at}>{e.time}</time> {e.title.replace(/（.*）$/, '')}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              ) : (
                <td key={d} className="cal-blank" aria-hidden="true" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
