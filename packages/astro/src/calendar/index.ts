// The astrological calendar: the sky's events for everyone, and a member's personal days.
export { skyEvents, MAX_SPAN_DAYS } from './skyEvents.ts';
export { CALENDAR_BODIES, type CalendarBody } from './skyGrid.ts';
export { STATION_BODIES } from './stations.ts';
export { localDays, addDays, DEFAULT_TIME_ZONE, type LocalDay } from './localDays.ts';
export {
  personalCalendarDays,
  DAY_ASPECTS,
  DAY_MOVERS,
  DAY_NATAL_POINTS,
  MAX_CALENDAR_DAYS,
  type CalendarNatal,
  type DayAspect,
  type DayMover,
  type DayNatalPoint,
  type DayTransit,
  type PersonalCalendarOptions,
  type PersonalDay,
} from './personalDays.ts';
export type {
  EclipseEvent,
  EclipseType,
  EventInstant,
  IngressEvent,
  LunationEvent,
  SkyEvent,
  StationEvent,
  VoidOfCourseEvent,
} from './skyEventTypes.ts';
export {
  planetCycle,
  CYCLE_BODIES,
  MAX_CYCLE_SPAN_DAYS,
  type CycleBody,
  type CycleEvent,
  type CycleIngress,
  type CycleStation,
} from './planetCycle.ts';
