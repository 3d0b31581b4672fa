// Turns the caller's birth data (local wall time + zone, or a UTC instant) into one UT instant, never guessing
// through a daylight-saving gap or overlap unless told how.
import {
  type Disambiguation,
  isZoneLocalMeanTime,
  localMeanTimeOffsetSeconds,
  type LocalTimeResolution,
  LocalTimeError,
  localTimeToUnixMs,
  resolveLocalTime,
  wallClockMs,
} from '../time/zonedTime.ts';

export interface LocalBirthTime {
  /** 'YYYY-MM-DD' local calendar date. */
  date: string;
  /** 'HH:mm[:ss]'; null or absent when the birth time is unknown (a noon chart without houses is drawn). */
  time?: string | null;
  /** IANA zone or fixed offset ('+08:00'). */
  timeZone: string;
  /** How to read a skipped or repeated wall time; 'reject' (default) throws LocalTimeError with the candidates. */
  disambiguation?: Disambiguation;
}

export interface UtcBirthTime {
  /** ISO 8601 instant with offset or Z. */
  utc: string;
  timeUnknown?: boolean;
}

export type BirthTime = LocalBirthTime | UtcBirthTime;

export interface ChartInstant {
  unixMs: number;
  timeUnknown: boolean;
  /**
   * Present for local input: what the wall time meant in its zone. localMeanTime: the place had no standard time yet
   * (its zone was still on the local mean time of the zone's city), so the birthplace's own mean time was used.
   */
  local?: { offsetSeconds: number; resolution: LocalTimeResolution; localMeanTime?: boolean };
}

/**
 * The UT instant of a birth. For local input before the zone adopted standard time, clocks kept the local mean time
 * of the place itself, not of the zone's city (an 1879 birth in Ulm is 14 minutes off Berlin's mean time): given the
 * birthplace's longitude (deg east), that is the offset used.
 */
export function chartInstant(input: BirthTime, longitudeDeg?: number): ChartInstant {
  if ('utc' in input) {
    const unixMs = Date.parse(input.utc);
    if (Number.isNaN(unixMs) || !/(Z|[+-]\d{2}:?\d{2})$/.test(input.utc))
      throw new LocalTimeError(`invalid UTC instant (offset required): ${input.utc}`);
    return { unixMs, timeUnknown: input.timeUnknown ?? false };
  }
  const timeUnknown = input.time === undefined || input.time === null || input.time === '';
  const local = {
    date: input.date,
    time: timeUnknown ? '12:00' : (input.time as string),
    timeZone: input.timeZone,
  };
  const resolution = resolveLocalTime(local);
  const chosen = localTimeToUnixMs(local, input.disambiguation ?? 'reject');
  if (longitudeDeg !== undefined && isZoneLocalMeanTime(local.timeZone, chosen.unixMs)) {
    const offsetSeconds = localMeanTimeOffsetSeconds(longitudeDeg);
    const unixMs = wallClockMs(local.date, local.time) - offsetSeconds * 1000;
    return { unixMs, timeUnknown, local: { offsetSeconds, resolution, localMeanTime: true } };
  }
  return { unixMs: chosen.unixMs, timeUnknown, local: { offsetSeconds: chosen.offsetSeconds, resolution } };
}
