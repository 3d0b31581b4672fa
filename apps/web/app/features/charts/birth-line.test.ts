import { describe, expect, it } from 'vitest';
import type { ChartRecord } from '@xingtu/contracts/charts';
import { birthLine } from './birth-line.ts';

const birth: ChartRecord['birth'] = {
  date: '1995-03-10',
  time: '08:05',
  timeZone: 'Asia/Shanghai',
  utcOffset: '+08:00',
  timeReliability: 'exact',
  shichen: null,
  timeBasis: 'clock',
  solarTimeGiven: null,
  trueSolarTime: '1995-03-10 07:20',
  summerTime: false,
  standardTime: false,
  placeName: '广东省 广州市',
  latitude: 23.13,
  longitude: 113.26,
};
const line = (patch: Partial<ChartRecord['birth']>) =>
  birthLine({ birth: { ...birth, ...patch } } as ChartRecord);

describe('the birth line', () => {
  it('names the zone in customer words with the 真太阳时 beside the clock time', () => {
    expect(line({})).toBe('1995-03-10 08:05 北京时间（UTC+8） · 真太阳时 07:20 · 广东省 广州市');
    expect(line({})).not.toContain('Asia/Shanghai');
  });
  it('says when the clocks kept summer time, and gives the 时辰 a chart was drawn for', () => {
    expect(line({ date: '1988-07-01', time: '10:00', utcOffset: '+09:00', summerTime: true })).toContain(
      '北京时间（UTC+8），夏令时 UTC+9',
    );
    expect(line({ time: '12:00', timeReliability: 'shichen', shichen: 'wu' })).toContain(
      '午时（11:00–13:00），按 12:00',
    );
    expect(line({ trueSolarTime: '1995-03-09 23:50' })).toContain('真太阳时 1995-03-09 23:50');
  });
  it('says 时间不详 without a time, and coordinates without a place name', () => {
    expect(line({ time: null, trueSolarTime: null, placeName: null })).toBe(
      '1995-03-10 时间不详 · 23.13°, 113.26°',
    );
  });
});
