import { BEIJING_TIME_ZONE } from '@xingtu/contracts/beijing-time';
import { WEEKDAY_LABELS } from '@xingtu/contracts/consultations';
import { zonedClock, zoneLabel } from '@xingtu/contracts/time-zones';

// Times on consultation pages are Beijing time (SPEC §9) unless the member chose their own zone.

/** 12月2日 周三 10:00–11:00 in the zone (Beijing time by default). */
export function slotText(startsAt: string, endsAt: string, zone = BEIJING_TIME_ZONE): string {
  const start = zonedClock(startsAt, zone);
  return `${start.monthDay} ${WEEKDAY_LABELS[start.weekday]} ${start.time}–${zonedClock(endsAt, zone).time}`;
}

/** 12月2日 周三: the day heading of a slot in the zone. */
export function slotDayText(at: string, zone = BEIJING_TIME_ZONE): string {
  const clock = zonedClock(at, zone);
  return `${clock.monthDay} ${WEEKDAY_LABELS[clock.weekday]}`;
}

/** The local date of an instant in the zone, for grouping slots by day. */
export const zoneDate = (at: string, zone = BEIJING_TIME_ZONE): string => zonedClock(at, zone).date;

/** 10:00 in the zone. */
export const zoneTime = (at: string, zone = BEIJING_TIME_ZONE): string => zonedClock(at, zone).time;

/** （北京时间） or （伦敦（英国） UTC+1）: the zone a time is written in, at that instant. */
export const zoneNote = (zone: string, at: string): string =>
  zone === BEIJING_TIME_ZONE ? '（北京时间）' : `（${zoneLabel(zone, at)}）`;
