import { describe, expect, it } from 'vitest';
import { TIME_ZONE_CHOICES, utcOffsetText, zonedClock, zoneLabel, zoneOffsetMinutes } from './time-zones.ts';

describe('member time zones', () => {
  it('reads London across the March 2027 change (last Sunday, 01:00 UTC)', () => {
    expect(zoneOffsetMinutes('Europe/London', '2027-03-28T00:59:00Z')).toBe(0);
    expect(zoneOffsetMinutes('Europe/London', '2027-03-28T01:00:00Z')).toBe(60);
    expect(zoneLabel('Europe/London', '2027-03-27T12:00:00Z')).toBe('伦敦（英国） UTC+0');
    expect(zoneLabel('Europe/London', '2027-03-29T12:00:00Z')).toBe('伦敦（英国） UTC+1');
    // The same Beijing 18:00 is 10:00 in London before the change and 11:00 after it.
    expect(zonedClock('2027-03-26T10:00:00Z', 'Europe/London').time).toBe('10:00');
    expect(zonedClock('2027-03-30T10:00:00Z', 'Europe/London').time).toBe('11:00');
  });

  it('shows Beijing, half-hour and southern-summer offsets', () => {
    expect(zoneLabel('Asia/Shanghai', '2026-12-01T00:00:00Z')).toBe('北京时间 UTC+8');
    expect(utcOffsetText(zoneOffsetMinutes('Asia/Kolkata', '2026-12-01T00:00:00Z'))).toBe('UTC+5:30');
    expect(zoneOffsetMinutes('Australia/Sydney', '2027-01-10T00:00:00Z')).toBe(660);
    expect(zoneOffsetMinutes('America/New_York', '2026-12-01T00:00:00Z')).toBe(-300);
  });

  it('gives the local date and weekday of an instant', () => {
    // 2026-12-02 02:00 UTC: Wednesday 10:00 in Beijing, Tuesday 21:00 in New York.
    expect(zonedClock('2026-12-02T02:00:00Z', 'Asia/Shanghai')).toEqual({
      date: '2026-12-02',
      time: '10:00',
      weekday: 3,
      monthDay: '12月2日',
    });
    expect(zonedClock('2026-12-02T02:00:00Z', 'America/New_York')).toMatchObject({
      date: '2026-12-01',
      time: '21:00',
      weekday: 2,
    });
  });

  it('lists only zones the runtime knows, each once', () => {
    const zones = TIME_ZONE_CHOICES.map((c) => c.zone);
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of zones) expect(() => zoneOffsetMinutes(zone, Date.now())).not.toThrow();
  });
});
