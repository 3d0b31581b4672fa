import { SIGNS } from '@xingtu/contracts/astrology';
import type { ReportWheel } from '@xingtu/contracts/report-document';
import { normDeg } from '../wheel-geometry.ts';
import {
  layoutBand,
  type BandLayout,
  type RetrogradeMark,
  type RingSpec,
  type WheelBody,
} from '../wheel-layout.ts';

// The planets of the report wheel laid out as the site's wheel lays them out (wheel-layout.ts): a column of glyph
// and degree per planet, crowded columns spread apart so no two labels overlap. The house ring goes inside it.
// A retrograde planet's degree reads "12°R" (the site writes ℞ after the minute; the report's fonts have no ℞),
// and the label's box includes the R, so the marker keeps the no-overlap guarantee.

export const REPORT_RETROGRADE_MARK: RetrogradeMark = { on: 'degree', text: 'R' };

const AXIS_KEYS = new Set(['asc', 'mc', 'dsc', 'ic']);

/** The report wheel's planets (its axes drawn apart) as the layout's bodies. */
export function wheelBodies(wheel: ReportWheel): WheelBody[] {
  return wheel.points
    .filter((p) => !AXIS_KEYS.has(p.key))
    .map((p) => {
      const lon = normDeg(p.longitude);
      const minutes = Math.min(Math.floor((lon % 30) * 60 + 1e-9), 30 * 60 - 1);
      return {
        id: p.key,
        longitude: lon,
        glyph: p.glyph,
        signGlyph: SIGNS[Math.floor(lon / 30) % 12]!.glyph,
        degree: Math.floor(minutes / 60),
        minute: minutes % 60,
        retrograde: p.retrograde,
      };
    });
}

export interface WheelRadii {
  /** Inner edge of the sign ring; the planets' ticks hang from it. */
  signInner: number;
  /** The band of the planets' labels starts here, below the ticks. */
  bandOuter: number;
}

export const wheelRadii = (radius: number): WheelRadii => ({
  signInner: radius * 0.84,
  bandOuter: radius * 0.84 - radius * 0.045,
});

/** Where each planet's glyph and degree go on a wheel of the given centre and radius. */
export function planetBand(wheel: ReportWheel, cx: number, cy: number, radius: number): BandLayout {
  const rings: RingSpec[] = [
    { kind: 'glyph', fontSize: radius * 0.072 },
    { kind: 'degree', fontSize: radius * 0.04 },
  ];
  return layoutBand(wheelBodies(wheel), {
    cx,
    cy,
    leftDeg: wheel.ascendant ?? 0,
    outerEdge: wheelRadii(radius).bandOuter,
    rings,
    retrogradeMark: REPORT_RETROGRADE_MARK,
  });
}
