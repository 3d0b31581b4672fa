// Julian day helpers. Julian day numbers follow Meeus, Astronomical Algorithms 2nd ed., ch. 7.
export const J2000_JD = 2451545.0;
export const UNIX_EPOCH_JD = 2440587.5;
export const MS_PER_DAY = 86_400_000;

/** Julian day (UT) of a UTC instant in Unix milliseconds; UT1 − UTC (< 0.9 s) is ignored. */
export function jdUtFromUnixMs(unixMs: number): number {
  return unixMs / MS_PER_DAY + UNIX_EPOCH_JD;
}

/** Unix milliseconds of a Julian day (UT). */
export function unixMsFromJdUt(jdUt: number): number {
  return (jdUt - UNIX_EPOCH_JD) * MS_PER_DAY;
}

/** Unix milliseconds of a proleptic Gregorian calendar date and time read as UTC (works for years 0–99 too). */
export function unixMsFromCalendarUtc(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, 0, 0);
  return d.getTime() + second * 1000;
}

/** Julian centuries of TT since J2000.0. */
export function centuriesSinceJ2000(jdTt: number): number {
  return (jdTt - J2000_JD) / 36525;
}

/** Decimal Gregorian year of a Julian day, for tables indexed by year (ΔT). */
export function decimalYearFromJd(jd: number): number {
  return 2000 + (jd - J2000_JD) / 365.2425;
}
