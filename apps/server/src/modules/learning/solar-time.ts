import { LocalTimeError, resolveLocalTime, summerTimeAt, trueSolarTime } from '@xingtu/astro';
import type { SolarTimeRecord } from '@xingtu/contracts/learning';
import { shichenOfTime } from '@xingtu/contracts/shichen';
import { validationError } from '../../errors.ts';

// The 真太阳时 calculator: a clock time at a place → the instant (through the zone's rules, summer time included),
// local mean time (the longitude's share) and true solar time (plus the equation of time, from the engine).

const wall = (ms: number): string =>
  new Date(Math.round(ms / 1000) * 1000).toISOString().slice(0, 19).replace('T', ' ');
const round1 = (value: number): number => Math.round(value * 10) / 10;

function offsetText(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(seconds) / 60);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function solarTimeOf(
  date: string,
  time: string,
  longitudeDeg: number,
  timeZone: string,
): SolarTimeRecord {
  let resolution;
  try {
    resolution = resolveLocalTime({ date, time, timeZone });
  } catch (error) {
    if (!(error instanceof LocalTimeError)) throw error;
    throw error.message.startsWith('unknown time zone')
      ? validationError('time_zone', '时区不正确，请从地点搜索中选择出生地')
      : validationError('date', `日期不存在：${date}`);
  }
  if (resolution.status === 'skipped')
    throw validationError('time', `${date} ${time} 因夏令时开始被跳过，当地时钟上没有这个时刻`);
  // A repeated hour (summer time ending) is read as the first of the two.
  const { unixMs, offsetSeconds } = resolution.candidates[0]!;
  const solar = trueSolarTime(unixMs, longitudeDeg);
  const clockWallMs = unixMs + offsetSeconds * 1000;
  return {
    utc: new Date(unixMs).toISOString(),
    zoneOffset: offsetText(offsetSeconds),
    summerTime: summerTimeAt(timeZone, unixMs).inForce,
    longitudeMinutes: round1(longitudeDeg * 4 - offsetSeconds / 60),
    equationOfTimeMinutes: round1(solar.equationOfTimeMinutes),
    localMeanTime: wall(solar.localMeanTimeMs),
    trueSolarTime: wall(solar.trueSolarTimeMs),
    differenceMinutes: round1((solar.trueSolarTimeMs - clockWallMs) / 60_000),
    clockShichenZh: shichenOfTime(time).nameZh,
    solarShichenZh: shichenOfTime(wall(solar.trueSolarTimeMs).slice(11, 16)).nameZh,
  };
}
