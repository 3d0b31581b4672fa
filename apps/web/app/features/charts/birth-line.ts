import type { ChartRecord } from '@xingtu/contracts/charts';
import { shichenLabelZh, shichenOf } from '@xingtu/contracts/shichen';
import { zoneLabelZh } from './zone-label.ts';

// The line under a chart's name: the clock time in customer words (北京时间, not Asia/Shanghai), the
// offset the clocks kept then when it was not the standard one (summer time, local mean time), the
// 真太阳时 beside it, and the place.

/** 'UTC+9', 'UTC+5:03', 'UTC-3:30' from '+09:00', '+05:03', '-03:30'. */
const shortOffset = (offset: string): string =>
  `UTC${offset.replace(/^([+-])0?(\d+):(\d{2})$/, (_, sign: string, h: string, m: string) => `${sign}${h}${m === '00' ? '' : `:${m}`}`)}`;

function clockLabel(b: ChartRecord['birth']): string {
  const zone = zoneLabelZh(b.timeZone);
  if (!b.utcOffset) return zone;
  const kept = shortOffset(b.utcOffset);
  if (zone.includes(`（${kept}）`) || zone === kept) return zone;
  const why = b.summerTime ? '夏令时' : '当时';
  return `${zone}，${why} ${kept}`;
}

export function birthLine(chart: ChartRecord): string {
  const b = chart.birth;
  const where = b.placeName ?? `${b.latitude.toFixed(2)}°, ${b.longitude.toFixed(2)}°`;
  if (b.time === null) return `${b.date} 时间不详 · ${where}`;
  const shichen = b.timeReliability === 'shichen' && b.shichen ? shichenOf(b.shichen) : null;
  const time = shichen ? `${shichenLabelZh(shichen)}，按 ${b.time}` : b.time;
  const solar =
    b.trueSolarTime && b.timeZone !== 'UTC'
      ? ` · 真太阳时 ${b.trueSolarTime.slice(0, 10) === b.date ? b.trueSolarTime.slice(11) : b.trueSolarTime}`
      : '';
  return `${b.date} ${time} ${clockLabel(b)}${solar} · ${where}`;
}
