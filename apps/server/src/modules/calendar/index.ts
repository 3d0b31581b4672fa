// The astrological calendar: what other areas read (the report area sells the personal calendar).
export { personalCalendar, type PersonalCalendarRequest } from './personal-service.ts';
export { birthCalendar, type BirthCalendar } from './birth-calendar.ts';
export { skyMonth } from './month-service.ts';
