import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LocalTimeError, localTimeToUnixMs, resolveLocalTime } from './zonedTime.ts';

interface EdgeCase {
  id: number;
  zone: string;
  ut: string;
  localInput?: string;
  disambiguation?: string;
  offsetSeconds: number;
}
const reference = JSON.parse(
  readFileSync(new URL('../../../../../shared/reference/ephemeris.json', import.meta.url), 'utf8'),
) as { cases: EdgeCase[] };
const edges = reference.cases.filter((c) => c.localInput !== undefined);

describe('resolveLocalTime', () => {
  it('has the 20 daylight-saving edge cases of the reference', () => expect(edges).toHaveLength(20));

  it.each(edges.map((c) => [c.id, c] as const))(
    'case %i gives the reference UT and reports gaps/overlaps',
    (_id, c) => {
      const [date, time] = c.localInput!.split('T') as [string, string];
      const r = resolveLocalTime({ date, time, timeZone: c.zone });
      const expected = c.disambiguation!.startsWith('nonexistent')
        ? 'skipped'
        : c.disambiguation!.startsWith('ambiguous')
          ? 'repeated'
          : 'ok';
      expect(r.status).toBe(expected);
      expect(new Date(r.compatible.unixMs).toISOString()).toBe(c.ut);
      if (expected !== 'ok') expect(r.candidates).toHaveLength(2);
    },
  );

  it('refuses to guess a skipped hour unless asked', () => {
    const input = { date: '1986-05-04', time: '02:30', timeZone: 'Asia/Shanghai' };
    expect(() => localTimeToUnixMs(input)).toThrow(LocalTimeError);
    expect(new Date(localTimeToUnixMs(input, 'compatible').unixMs).toISOString()).toBe(
      '1986-05-03T18:30:00.000Z',
    );
  });

  it('handles China 1940 summer time and fixed offsets', () => {
    // Shanghai kept +09 from 1940-06-01 (tzdata asia: "Shang" rules).
    expect(
      resolveLocalTime({ date: '1940-07-01', time: '12:00', timeZone: 'Asia/Shanghai' }).candidates[0]!
        .offsetSeconds,
    ).toBe(9 * 3600);
    expect(localTimeToUnixMs({ date: '2000-01-01', time: '08:00', timeZone: '+08:00' }).unixMs).toBe(
      Date.UTC(2000, 0, 1),
    );
    expect(localTimeToUnixMs({ date: '2000-01-01', time: '08:00', timeZone: 'Asia/Shanghai' }).unixMs).toBe(
      Date.UTC(2000, 0, 1),
    );
  });

  it('rejects impossible dates', () => {
    expect(() => resolveLocalTime({ date: '2001-02-29', time: '00:00', timeZone: 'UTC' })).toThrow(
      LocalTimeError,
    );
  });
});
