import { describe, expect, it } from 'vitest';
import { natalChart, transitsOverRange } from '@xingtu/astro';
import type { BtfEventKind } from '@xingtu/contracts/fun';
import { rankBtfCandidates, scoreBtfWindow, type BtfEngineEvent } from './btf-engine.ts';

// The rectification recovers a known birth time: five events are generated from the true chart (the
// dates of exact slow transits to its Ascendant and Midheaven), the search starts from a time given
// wrongly by up to 100 minutes, and the best candidate must lie within ±10 minutes of the truth.

const ANGLE_KIND: Record<'asc' | 'mc', BtfEventKind> = { asc: 'relocation', mc: 'career' };

/** Five events from the chart's own angles: exact transits of Jupiter … Pluto to the ASC or MC. */
function syntheticEvents(trueUtc: string, latitude: number, longitude: number): BtfEngineEvent[] {
  const chart = natalChart({ utc: trueUtc, latitude, longitude });
  const birthMs = Date.parse(trueUtc);
  const { events } = transitsOverRange(
    { bodies: {}, angles: { asc: chart.angles!.asc, mc: chart.angles!.mc } },
    {
      startUtc: new Date(birthMs + 18 * 365.25 * 86_400_000).toISOString(),
      endUtc: new Date(birthMs + 45 * 365.25 * 86_400_000).toISOString(),
      bodies: ['jupiter', 'saturn', 'uranus', 'pluto'],
      aspects: ['conjunction', 'opposition', 'square'],
      natalPoints: ['asc', 'mc'],
      marginDays: 0,
    },
  );
  const hits = events.filter((e) => e.kind === 'aspect');
  // Spread over the span: every k-th exact pass, five in all.
  const step = Math.max(1, Math.floor(hits.length / 5));
  return hits
    .filter((_, i) => i % step === 0)
    .slice(0, 5)
    .map((e) => ({
      // The member remembers the day only: noon of the day (Beijing) the transit was exact.
      unixMs: Date.parse(
        `${new Date(Date.parse(e.utc) + 8 * 3_600_000).toISOString().slice(0, 10)}T04:00:00Z`,
      ),
      kind: ANGLE_KIND[(e as { natalPoint: 'asc' | 'mc' }).natalPoint],
    }));
}

const cases = [
  { trueUtc: '1985-06-14T02:37:00Z', latitude: 31.23, longitude: 121.47, givenOffset: 75 },
  { trueUtc: '1979-11-02T14:12:00Z', latitude: 39.9, longitude: 116.4, givenOffset: -100 },
  { trueUtc: '1992-03-21T21:48:00Z', latitude: 23.13, longitude: 113.26, givenOffset: 40 },
];

describe('birth-time rectification engine', () => {
  for (const c of cases)
    it(`recovers ${c.trueUtc} within ±10 minutes from five events (given ${c.givenOffset} min off)`, () => {
      const events = syntheticEvents(c.trueUtc, c.latitude, c.longitude);
      expect(events).toHaveLength(5);
      const centreUnixMs = Date.parse(c.trueUtc) + c.givenOffset * 60_000;
      const candidates = scoreBtfWindow({
        centreUnixMs,
        latitude: c.latitude,
        longitude: c.longitude,
        windowMinutes: 120,
        events,
      });
      expect(candidates).toHaveLength(241);
      const [best] = rankBtfCandidates(candidates, 5);
      const errorMinutes = (best!.unixMs - Date.parse(c.trueUtc)) / 60_000;
      expect(Math.abs(errorMinutes)).toBeLessThanOrEqual(10);
      // The best candidate's reasons name the events that made it.
      expect(new Set(best!.contributions.map((h) => h.eventIndex)).size).toBeGreaterThanOrEqual(4);
    });

  it('ranks by the events: other events, another best time; the same events, the same ranking', () => {
    const c = cases[0]!;
    const input = {
      centreUnixMs: Date.parse(c.trueUtc) + 60 * 60_000,
      latitude: c.latitude,
      longitude: c.longitude,
      windowMinutes: 120,
      events: syntheticEvents(c.trueUtc, c.latitude, c.longitude),
    };
    const first = rankBtfCandidates(scoreBtfWindow(input));
    const again = rankBtfCandidates(scoreBtfWindow(input));
    expect(again.map((x) => x.offsetMinutes)).toEqual(first.map((x) => x.offsetMinutes));
    const shifted = syntheticEvents('1985-06-14T03:37:00Z', c.latitude, c.longitude);
    const other = rankBtfCandidates(scoreBtfWindow({ ...input, events: shifted }));
    const otherError = (other[0]!.unixMs - Date.parse('1985-06-14T03:37:00Z')) / 60_000;
    expect(Math.abs(otherError)).toBeLessThanOrEqual(10);
  });
});
