// The public astrological calendar (/calendar): what other features may use.
export { MonthGrid } from './MonthGrid.tsx';
export { DayList } from './DayList.tsx';
export { EventItem, eventTimeLabel } from './EventItem.tsx';
export { monthFromQuery, monthHref, monthKey, neighbourMonths } from './calendar-month.ts';
