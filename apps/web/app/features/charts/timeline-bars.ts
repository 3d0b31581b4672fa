import type { TransitWindowRecord } from '@xingtu/contracts/charts';

// Where a transit's orb window sits on the bar of the chosen period: percentages of the period from Beijing
// midnight starting `from` to Beijing midnight ending `to`, clipped to it.

const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export interface Span {
  startMs: number;
  endMs: number;
}

export const timelineSpan = (from: string, to: string): Span => ({
  startMs: Date.parse(`${from}T00:00:00Z`) - BEIJING_OFFSET_MS,
  endMs: Date.parse(`${to}T00:00:00Z`) - BEIJING_OFFSET_MS + DAY_MS,
});

const clip = (x: number): number => Math.min(100, Math.max(0, x));

export function windowBar(
  w: Pick<TransitWindowRecord, 'enters' | 'leaves' | 'exact'>,
  span: Span,
): { left: number; width: number; exact: number[] } {
  const length = span.endMs - span.startMs;
  const pct = (utc: string): number => ((Date.parse(utc) - span.startMs) / length) * 100;
  const left = w.enters ? clip(pct(w.enters)) : 0;
  const right = w.leaves ? clip(pct(w.leaves)) : 100;
  return {
    left: Math.round(left * 100) / 100,
    // A window of a few hours still shows as a sliver.
    width: Math.round(Math.max(right - left, 0.4) * 100) / 100,
    exact: w.exact.map((e) => pct(e.utc)).filter((x) => x >= 0 && x <= 100),
  };
}
