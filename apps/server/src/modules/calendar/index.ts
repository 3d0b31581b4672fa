// The astrological calendar: what other areas read (the report area sells the personal calendar).
export { personalCalendar } from './personal-service.ts';
export { birthCalendar, type BirthCalendar, type PersonalCalendarRequest } from './birth-calendar.ts';
export { skyMonth } from './month-service.ts';
