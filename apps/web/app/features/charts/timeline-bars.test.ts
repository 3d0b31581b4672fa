import { describe, expect, it } from 'vitest';
import { timelineSpan, windowBar } from './timeline-bars.ts';

describe('transit timeline bars', () => {
  // 2026-01-01 to 2026-01-10 in Beijing time: 2025-12-31T16:00Z to 2026-01-10T16:00Z, ten days.
  const span = timelineSpan('2026-01-01', '2026-01-10');

  it('spans whole Beijing days', () => {
    expect(new Date(span.startMs).toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(span.endMs - span.startMs).toBe(10 * 86_400_000);
  });

  it('places a window and its exact pass as percentages of the period', () => {
    const bar = windowBar(
      {
        enters: '2026-01-02T16:00:00.000Z',
        leaves: '2026-01-04T16:00:00.000Z',
        exact: [{ utc: '2026-01-03T16:00:00.000Z', retrograde: false }],
      },
      span,
    );
    expect(bar).toEqual({ left: 20, width: 20, exact: [30] });
  });

  it('clips a window reaching beyond the period and drops exact passes outside it', () => {
    const bar = windowBar(
      {
        enters: '2025-12-01T00:00:00.000Z',
        leaves: null,
        exact: [
          { utc: '2025-12-20T00:00:00.000Z', retrograde: false },
          { utc: '2026-01-06T16:00:00.000Z', retrograde: true },
        ],
      },
      span,
    );
    expect(bar).toEqual({ left: 0, width: 100, exact: [60] });
  });

  it('keeps a window of a few hours visible', () => {
    const bar = windowBar(
      { enters: '2026-01-05T16:00:00.000Z', leaves: '2026-01-05T17:00:00.000Z', exact: [] },
      span,
    );
    expect(bar.width).toBeGreaterThanOrEqual(0.4);
  });
});
