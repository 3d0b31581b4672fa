// The wheel of a report (ReportWheel of contracts/report-document.ts): cusps and angles when the birth time is
// known, the ten planets and the lunar node with Chinese names and glyphs, and the major aspects.
import type { ReportWheel } from '@xingtu/contracts/report-document';
import type { ChartFacts } from './chart-facts.ts';
import { bodyGlyph, bodyName } from './factor-labels.ts';

export function chartWheel(facts: ChartFacts): ReportWheel {
  const bodies = [...Object.values(facts.planets), ...(facts.points.trueNode ? [facts.points.trueNode] : [])];
  return {
    cusps: facts.cusps ? [...facts.cusps] : [],
    ascendant: facts.asc,
    midheaven: facts.mc,
    points: bodies.map((p) => ({
      key: p.key,
      name: bodyName(p.key),
      glyph: bodyGlyph(p.key),
      longitude: p.longitudeDeg,
      retrograde: p.retrograde,
    })),
    // Only lines between drawn points: a renderer looks both ends up in `points` (the angles are drawn as axes).
    aspects: facts.aspects
      .filter((x) => bodies.some((p) => p.key === x.a) && bodies.some((p) => p.key === x.b))
      .map((x) => ({
        a: x.a,
        b: x.b,
        aspect: x.type,
        orb: Math.round(x.orbDeg * 100) / 100,
      })),
  };
}
