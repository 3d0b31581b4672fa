// Whether the clocks of a zone were on summer time at a local date and time, read in the browser with Intl
// (China kept summer time from 1986 to 1991): the birth form says so before the chart is drawn.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Offset (local − UT) in minutes of an IANA zone at an instant; null for a zone Intl does not know. */
function offsetMinutes(timeZone: string, unixMs: number): number | null {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      return null;
    }
    formatters.set(timeZone, f);
  }
  const label = f.formatToParts(new Date(unixMs)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(label);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** True when a wall time 'HH:mm' on 'YYYY-MM-DD' in the zone was read on clocks ahead of standard time. */
export function isSummerTime(date: string, time: string, timeZone: string): boolean {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || /^[+-]\d{2}:\d{2}$/.test(timeZone)) return false;
  const year = Number(d[1]);
  const jan = offsetMinutes(timeZone, Date.UTC(year, 0, 15));
  const jul = offsetMinutes(timeZone, Date.UTC(year, 6, 15));
  if (jan === null || jul === null) return false;
  const standard = Math.min(jan, jul);
  const wall = Date.UTC(year, Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Read with the standard offset first, then with the offset in force at that instant.
  const atStandard = offsetMinutes(timeZone, wall - standard * 60_000) ?? standard;
  const inForce = offsetMinutes(timeZone, wall - atStandard * 60_000) ?? standard;
  return Math.max(atStandard, inForce) > standard;
}
