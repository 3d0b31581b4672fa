import { Link } from 'react-router';
import { CALENDAR_FOCUS_NAMES, type CalendarReportMonthRecord } from '@xingtu/contracts/calendar-report';

// A month of day scores as a Monday-first grid: each day its score, stars and first key event; with `dayHref`
// each day opens its page.

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
type Day = CalendarReportMonthRecord['days'][number];

export const scoreTone = (score: number): string => (score >= 70 ? 'good' : score >= 45 ? 'even' : 'hard');
export const starText = (stars: number): string => '★'.repeat(stars) + '☆'.repeat(5 - stars);

function weeks(days: readonly Day[]): (Day | null)[][] {
  const first = days[0];
  if (!first) return [];
  const lead = (new Date(`${first.date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (Day | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

function DayCell({ day }: { day: Day }) {
  const label = `${Number(day.date.slice(8))}日 ${day.score}分`;
  return (
    <>
      <span className="calrep-day-number">{Number(day.date.slice(8))}</span>
      <span className="calrep-score" aria-label={label}>
        {day.score}
      </span>
      <span className="calrep-stars" aria-hidden="true">
        {starText(day.stars)}
      </span>
      {day.keyEvents[0] && <span className="calrep-event">{day.keyEvents[0].replace(/（.*）$/, '')}</span>}
      {day.focus.length > 0 && (
        <span className="calrep-focus" title={day.focus.map((f) => CALENDAR_FOCUS_NAMES[f]).join('、')}>
          {day.focus.map((f) => CALENDAR_FOCUS_NAMES[f]).join(' ')}
        </span>
      )}
    </>
  );
}

export function ScoreGrid({
  month,
  dayHref,
  today,
}: {
  month: CalendarReportMonthRecord;
  dayHref?: (date: string) => string;
  today?: string;
}) {
  const [year, m] = month.month.split('-').map(Number);
  return (
    <table className="calrep-grid" aria-label={`${year}年${m}月每日评分`}>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks(month.days).map((week, w) => (
          <tr key={w}>
            {week.map((day, d) =>
              day ? (
                <td
                  key={day.date}
                  className={`calrep-tone-${scoreTone(day.score)}${day.date === today ? ' calrep-today' : ''}`}
                >
                  {dayHref ? (
                    <Link to={dayHref(day.date)} className="calrep-cell">
                      <DayCell day={day} />
                    </Link>
                  ) : (
                    <div className="calrep-cell">
                      <DayCell day={day} />
                    </div>
                  )}
                </td>
              ) : (
                <td key={`blank-${d}`} className="calrep-blank" aria-hidden="true" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
