import { describe, expect, it } from 'vitest';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { freeSlots, isoWeekday, minutesOf, type ScheduleRules } from './slots.ts';

const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

const london: ScheduleRules = {
  timeZone: 'Europe/London',
  bufferMinutes: 0,
  weekly: [{ weekday: 1, start: '09:00', end: '10:00' }],
  exceptions: [],
};
const query = { durationMinutes: 60, stepMinutes: 30, busy: [] };

describe('free slots from a weekly schedule', () => {
  it('follows the astrologer zone across the March DST change (Europe/London)', () => {
    // British Summer Time starts on Sunday 28 March 2027: Monday 09:00 is 09:00Z before, 08:00Z after.
    const slots = freeSlots(london, {
      ...query,
      fromMs: at('2027-03-20T00:00:00Z'),
      toMs: at('2027-04-01T00:00:00Z'),
    });
    expect(slots.map((slot) => iso(slot.startMs))).toEqual([
      '2027-03-22T09:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
    ]);
    // Shown to a member in Beijing time: 17:00 in winter, 16:00 in summer.
    expect(slots.map((slot) => formatBeijing(new Date(slot.startMs), 'datetime'))).toEqual([
      '2027-03-22 17:00:00',
      '2027-03-29 16:00:00',
    ]);
  });

  it('skips starts inside the spring-forward gap and measures real elapsed time', () => {
    const night: ScheduleRules = { ...london, weekly: [{ weekday: 7, start: '00:30', end: '03:00' }] };
    const slots = freeSlots(night, {
      ...query,
      durationMinutes: 30,
      fromMs: at('2027-03-27T12:00:00Z'),
      toMs: at('2027-03-28T12:00:00Z'),
    });
    // 01:00 and 01:30 do not exist that night; 02:00 BST is 01:00Z, right after 00:30 GMT's session.
    expect(slots.map((slot) => iso(slot.startMs))).toEqual([
      '2027-03-28T00:30:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T01:30:00.000Z',
    ]);
  });

  it('offers a repeated autumn wall time once', () => {
    const night: ScheduleRules = { ...london, weekly: [{ weekday: 7, start: '01:00', end: '02:00' }] };
    const slots = freeSlots(night, {
      ...query,
      durationMinutes: 30,
      fromMs: at('2027-10-30T12:00:00Z'),
      toMs: at('2027-10-31T12:00:00Z'),
    });
    // 31 Oct 2027 01:00 BST (00:00Z) and 01:30 BST; the window ends at 02:00 GMT (02:00Z).
    expect(slots.map((slot) => iso(slot.startMs))).toEqual([
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T00:30:00.000Z',
    ]);
  });

  it('keeps the buffer free after every booked session, both ways', () => {
    const shanghai: ScheduleRules = {
      timeZone: 'Asia/Shanghai',
      bufferMinutes: 30,
      weekly: [{ weekday: 3, start: '09:00', end: '13:00' }],
      exceptions: [],
    };
    // 10:00–11:00 Beijing is booked and blocks until 11:30.
    const busy = [{ startMs: at('2026-12-02T02:00:00Z'), blockedUntilMs: at('2026-12-02T03:30:00Z') }];
    const slots = freeSlots(shanghai, {
      ...query,
      busy,
      fromMs: at('2026-12-01T16:00:00Z'),
      toMs: at('2026-12-02T16:00:00Z'),
    });
    // 09:00 would end at 10:00 and need its own buffer until 10:30: taken. 11:30 is the first after.
    expect(slots.map((slot) => formatBeijing(new Date(slot.startMs), 'datetime').slice(11, 16))).toEqual([
      '11:30',
      '12:00',
    ]);
  });

  it('lets an exception replace a day or take it off', () => {
    const rules: ScheduleRules = {
      ...london,
      exceptions: [
        { date: '2027-03-22', windows: [] },
        { date: '2027-03-24', windows: [{ start: '14:00', end: '15:00' }] },
      ],
    };
    const slots = freeSlots(rules, {
      ...query,
      fromMs: at('2027-03-20T00:00:00Z'),
      toMs: at('2027-03-26T00:00:00Z'),
    });
    expect(slots.map((slot) => iso(slot.startMs))).toEqual(['2027-03-24T14:00:00.000Z']);
  });

  it('offers nothing before the lead time', () => {
    const slots = freeSlots(london, {
      ...query,
      fromMs: at('2027-03-22T09:00:01Z'),
      toMs: at('2027-03-23T00:00:00Z'),
    });
    expect(slots).toEqual([]);
  });

  it('reads clock times strictly', () => {
    expect(minutesOf('24:00')).toBe(1440);
    expect(() => minutesOf('9:00')).toThrow();
    expect(() => minutesOf('10:60')).toThrow();
    expect(isoWeekday('2027-03-28')).toBe(7);
  });
});
