import { CALENDAR_EVENT_KIND_NAMES, type CalendarEventRecord } from '@xingtu/contracts/calendar';

// One sky event: its Beijing time, title and short explanation.

const shortDate = (date: string): string => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

export function eventTimeLabel(event: CalendarEventRecord): string {
  if (event.kind !== 'voidOfCourse' || !event.endDate) return event.time;
  const end = event.endDate === event.date ? event.endTime : `${shortDate(event.endDate)} ${event.endTime}`;
  return `${event.time}–${end}`;
}

export function EventItem({ event }: { event: CalendarEventRecord }) {
  return (
    <li className={`cal-event cal-kind-${event.kind}`}>
      <div className="cal-event-head">
        <time dateTime={event.at}>{eventTimeLabel(event)}</time>
        <span className="cal-kind">{CALENDAR_EVENT_KIND_NAMES[event.kind]}</span>
        <strong>{event.title}</strong>
      </div>
      <p>{event.text}</p>
    </li>
  );
}
