import { describe, expect, it } from 'vitest';
import { slotDayText, slotText, zoneDate, zoneNote } from './slot-text.ts';

describe('slot text in the member’s zone', () => {
  it('is Beijing time by default', () => {
    expect(slotText('2026-12-02T02:00:00Z', '2026-12-02T03:00:00Z')).toBe('12月2日 周三 10:00–11:00');
    expect(zoneNote('Asia/Shanghai', '2026-12-02T02:00:00Z')).toBe('（北京时间）');
  });

  it('follows London across its March change: the same Beijing 18:00 is 10:00, then 11:00', () => {
    expect(slotText('2027-03-26T10:00:00Z', '2027-03-26T10:30:00Z', 'Europe/London')).toBe(
      '3月26日 周五 10:00–10:30',
    );
    expect(slotText('2027-03-29T10:00:00Z', '2027-03-29T10:30:00Z', 'Europe/London')).toBe(
      '3月29日 周一 11:00–11:30',
    );
    expect(zoneNote('Europe/London', '2027-03-26T10:00:00Z')).toBe('（伦敦（英国） UTC+0）');
    expect(zoneNote('Europe/London', '2027-03-29T10:00:00Z')).toBe('（伦敦（英国） UTC+1）');
  });

  it('groups a slot under the local day, which may differ from Beijing’s', () => {
    // Wednesday 10:00 in Beijing is still Tuesday evening in New York.
    expect(zoneDate('2026-12-02T02:00:00Z', 'America/New_York')).toBe('2026-12-01');
    expect(slotDayText('2026-12-02T02:00:00Z', 'America/New_York')).toBe('12月1日 周二');
  });
});
