import {
  instantOfTrueSolarTime,
  isZoneLocalMeanTime,
  localMeanTimeOffsetSeconds,
  LocalTimeError,
  resolveLocalTime,
  wallClockMs,
  zoneOffsetSeconds,
} from '@xingtu/astro';

// A birth time given as 真太阳时 (what a sundial at the birthplace showed) turned into the clock time of the
// birthplace's zone, which is what the chart input takes. The sun fixes the instant, so the clock time is
// read off it: the date may change (a solar 00:30 far east of the zone's meridian is 23:50 of the day before),
// and a clock time repeated by the end of summer time comes with the reading that means this instant.

export interface ClockOfSolar {
  date: string;
  /** 'HH:mm:ss' */
  time: string;
  disambiguation?: 'earlier' | 'later';
}

export function clockTimeOfSolarTime(
  date: string,
  solarTime: string,
  longitudeDeg: number,
  timeZone: string,
): ClockOfSolar | null {
  let solarWall: number;
  try {
    solarWall = wallClockMs(date, solarTime);
  } catch (error) {
    if (error instanceof LocalTimeError) return null;
    throw error;
  }
  const unixMs = Math.round(instantOfTrueSolarTime(solarWall, longitudeDeg) / 1000) * 1000;
  // Before the zone had standard time the chart reads clocks as the birthplace's own mean time.
  const offset = isZoneLocalMeanTime(timeZone, unixMs)
    ? localMeanTimeOffsetSeconds(longitudeDeg)
    : zoneOffsetSeconds(timeZone, unixMs);
  const iso = new Date(unixMs + offset * 1000).toISOString();
  const clock: ClockOfSolar = { date: iso.slice(0, 10), time: iso.slice(11, 19) };
  const resolution = resolveLocalTime({ date: clock.date, time: clock.time, timeZone });
  if (resolution.status === 'repeated')
    clock.disambiguation = resolution.candidates[0]!.unixMs === unixMs ? 'earlier' : 'later';
  return clock;
}
