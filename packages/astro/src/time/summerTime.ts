// Whether a zone's clocks were on summer time (夏令时) at an instant, and its standard offset that year:
// China kept summer time from 1986 to 1991, and a birth then may have been recorded on either clock.
import { parseFixedOffsetSeconds, zoneOffsetSeconds } from './zonedTime.ts';

export interface SummerTimeState {
  /** Offset in force (local − UT), seconds. */
  offsetSeconds: number;
  /** The zone's standard offset in that year: the smaller of its January and July offsets. */
  standardOffsetSeconds: number;
  /** True when the clocks were ahead of standard time. */
  inForce: boolean;
}

export function summerTimeAt(timeZone: string, unixMs: number): SummerTimeState {
  const offsetSeconds = zoneOffsetSeconds(timeZone, unixMs);
  if (parseFixedOffsetSeconds(timeZone) !== null)
    return { offsetSeconds, standardOffsetSeconds: offsetSeconds, inForce: false };
  const year = new Date(unixMs).getUTCFullYear();
  const standardOffsetSeconds = Math.min(
    zoneOffsetSeconds(timeZone, Date.UTC(year, 0, 15)),
    zoneOffsetSeconds(timeZone, Date.UTC(year, 6, 15)),
    offsetSeconds,
  );
  return { offsetSeconds, standardOffsetSeconds, inForce: offsetSeconds > standardOffsetSeconds };
}
