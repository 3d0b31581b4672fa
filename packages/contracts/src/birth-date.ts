// The birth dates and zones every form that saves a birth accepts (profile, contact profiles, course
// enrolment) and the chart engine draws: one source of truth, so nothing is saved that a chart would
// later refuse. Zod-free: the browser may check a field with these without loading zod.

/** The chart engine's span of years (a birth outside it cannot be drawn). */
export const BIRTH_MIN_YEAR = 1800;
export const BIRTH_MAX_YEAR = 2200;
export const BIRTH_YEAR_MESSAGE = `出生日期需在${BIRTH_MIN_YEAR}年至${BIRTH_MAX_YEAR}年之间`;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a day of the Gregorian calendar (no 2023-13-45, no 2026-02-30, no 0000-00-00). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(2000, month, 0)).getUTCDate() && (month !== 2 || day < 29 || isLeap(year));
}

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A calendar date whose year the chart engine can draw. */
export const isBirthYearInRange = (date: string): boolean => {
  const year = Number(date.slice(0, 4));
  return year >= BIRTH_MIN_YEAR && year <= BIRTH_MAX_YEAR;
};

/** '+08:00', '-05:30': a fixed offset from UTC. */
export const ZONE_OFFSET_RE = /^[+-](0\d|1[0-4]):[0-5]\d$/;

/** A time-zone id the runtime knows (Asia/Shanghai, UTC …). */
export function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A zone a birth may be given in: an IANA id or a fixed offset, as the chart engine reads it. */
export const isBirthTimeZone = (zone: string): boolean => ZONE_OFFSET_RE.test(zone) || isIanaZone(zone);
export const BIRTH_TIME_ZONE_MESSAGE = '时区不正确，请填写如 Asia/Shanghai 或 +08:00';
