import { z } from 'zod';
import { CALENDAR_EVENT_KINDS } from './calendar.ts';

// Records of the astrological calendar (camelCase out). Times are ISO UTC instants plus the Beijing (or the
// member's) date and wall time, so pages show them without converting.

export const calendarEventRecordSchema = z.object({
  kind: z.enum(CALENDAR_EVENT_KINDS),
  /** The instant (a void-of-course Moon: its start), ISO UTC. */
  at: z.string(),
  date: z.string(),
  time: z.string(),
  /** A void-of-course Moon's end; null for the other kinds. */
  endAt: z.string().nullable(),
  endDate: z.string().nullable(),
  endTime: z.string().nullable(),
  /** The planet concerned (lunations, eclipses and voids: the Moon). */
  body: z.string(),
  title: z.string(),
  text: z.string(),
});

export const calendarMonthRecordSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  timeZone: z.string(),
  events: z.array(calendarEventRecordSchema),
});

const transitRecordSchema = z.object({
  body: z.string(),
  natalPoint: z.string(),
  aspect: z.string(),
  at: z.string(),
  time: z.string(),
  title: z.string(),
});

export const calendarDayRecordSchema = z.object({
  date: z.string(),
  score: z.number().int(),
  stars: z.number().int(),
  reasons: z.array(z.object({ factor: z.string(), effect: z.number() })),
  moonPhase: z.string(),
  moonPhaseZh: z.string(),
  /** The natal houses the Moon is in during the day (from midnight, then each it enters); empty without a birth time. */
  moonHouses: z.array(z.object({ house: z.number().int(), from: z.string() })),
  transits: z.array(transitRecordSchema),
  events: z.array(calendarEventRecordSchema),
  /** Void-of-course Moon within the day (clipped to it), wall-clock times. */
  voids: z.array(z.object({ from: z.string(), to: z.string() })),
  texts: z.array(z.object({ title: z.string(), text: z.string() })),
});

export const personalCalendarRecordSchema = z.object({
  contactId: z.number().int(),
  name: z.string(),
  /** False when the birth time is unknown: no houses, no ASC/MC transits. */
  timeKnown: z.boolean(),
  timeZone: z.string(),
  firstDate: z.string(),
  days: z.array(calendarDayRecordSchema),
});
