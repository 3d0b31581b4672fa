import { SIGNS } from '@xingtu/contracts/astrology';
import type { ReportWheel } from '@xingtu/contracts/report-document';
import { aspectFamily, polar } from '../wheel-geometry.ts';
import { centredLabel } from './draw-text.ts';
import { ASPECT_COLOURS, COLOURS, ELEMENT_FILLS, type Pdf } from './theme.ts';
import { planetBand, wheelRadii } from './wheel-planets.ts';

// The chart wheel as vector paths: sign ring with glyphs, degree ticks, house cusps and numbers, planets laid out
// as the site's wheel lays them out (wheel-planets.ts: no two labels overlap, each column with a line to its true
// degree; a retrograde planet in red, its degree marked R), aspect lines coloured by family.

function ringSector(
  doc: Pdf,
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  from: number,
  to: number,
  left: number,
) {
  const a = polar(cx, cy, outer, from, left);
  const b = polar(cx, cy, outer, to, left);
  const c = polar(cx, cy, inner, to, left);
  const d = polar(cx, cy, inner, from, left);
  doc.path(
    `M ${a.x} ${a.y} A ${outer} ${outer} 0 0 0 ${b.x} ${b.y} L ${c.x} ${c.y} A ${inner} ${inner} 0 0 1 ${d.x} ${d.y} Z`,
  );
}

function line(doc: Pdf, from: { x: number; y: number }, to: { x: number; y: number }) {
  doc.moveTo(from.x, from.y).lineTo(to.x, to.y);
}

/** A short fallback label for a point whose glyph no font has: the first character of its name. */
function shortName(name: string): string {
  if (name.startsWith('太阳')) return '日';
  if (name.startsWith('月亮')) return '月';
  return name.slice(0, 1);
}

/** Draws the wheel centred on (cx, cy) with the given outer radius. */
export function drawWheel(doc: Pdf, wheel: ReportWheel, cx: number, cy: number, radius: number): void {
  const left = wheel.ascendant ?? 0;
  const R = radius;
  const { signInner, bandOuter } = wheelRadii(R);
  const band = planetBand(wheel, cx, cy, R);
  // The house ring sits just inside the planets' labels, the aspect circle inside it.
  const houseOuter = Math.min(R * 0.57, band.innerEdge - R * 0.01);
  const aspectR = houseOuter - R * 0.1;
  const houseNumberR = (houseOuter + aspectR) / 2;

  doc.save();
  // Sign ring.
  SIGNS.forEach((sign) => {
    ringSector(doc, cx, cy, R, signInner, sign.index * 30, sign.index * 30 + 30, left);
    doc.fillColor(ELEMENT_FILLS[sign.index % 4]!).fill();
  });
  doc.lineWidth(0.8).strokeColor(COLOURS.ink);
  doc.circle(cx, cy, R).stroke();
  doc.circle(cx, cy, signInner).stroke();
  doc.lineWidth(0.5);
  for (const sign of SIGNS)
    line(doc, polar(cx, cy, R, sign.index * 30, left), polar(cx, cy, signInner, sign.index * 30, left));
  doc.stroke();
  doc.fillColor(COLOURS.ink);
  for (const sign of SIGNS) {
    const at = polar(cx, cy, (R + signInner) / 2, sign.index * 30 + 15, left);
    centredLabel(doc, sign.glyph, at.x, at.y, R * 0.075, sign.nameZh.slice(0, 2));
  }
  // Degree ticks inside the sign ring.
  doc.lineWidth(0.4).strokeColor(COLOURS.muted);
  for (let d = 0; d < 360; d += 5) {
    const len = d % 10 === 0 ? R * 0.035 : R * 0.02;
    line(doc, polar(cx, cy, signInner, d, left), polar(cx, cy, signInner - len, d, left));
  }
  doc.stroke();

  // Houses.
  doc.lineWidth(0.6).strokeColor(COLOURS.rule);
  doc.circle(cx, cy, houseOuter).stroke();
  doc.circle(cx, cy, aspectR).stroke();
  if (wheel.cusps.length === 12) {
    wheel.cusps.forEach((cusp, i) => {
      const axis = i % 3 === 0;
      doc.lineWidth(axis ? 1.2 : 0.5).strokeColor(axis ? COLOURS.ink : '#b9b5cc');
      line(doc, polar(cx, cy, signInner, cusp, left), polar(cx, cy, aspectR, cusp, left));
      doc.stroke();
      const next = wheel.cusps[(i + 1) % 12]!;
      const span = (((next - cusp) % 360) + 360) % 360;
      const at = polar(cx, cy, houseNumberR, cusp + span / 2, left);
      doc.fillColor(COLOURS.muted);
      centredLabel(doc, String(i + 1), at.x, at.y, R * 0.05);
    });
  }
  // Angles named outside the ring.
  const axes: [string, number | null][] = [
    ['AC', wheel.ascendant],
    ['MC', wheel.midheaven],
  ];
  for (const [label, lon] of axes) {
    if (lon === null) continue;
    const at = polar(cx, cy, R + R * 0.07, lon, left);
    doc.fillColor(COLOURS.ink);
    centredLabel(doc, label, at.x, at.y, R * 0.05);
  }

  // Aspect lines between true positions.
  const positions = new Map<string, number>();
  for (const p of wheel.points) positions.set(p.key, p.longitude);
  if (wheel.ascendant !== null) positions.set('asc', wheel.ascendant);
  if (wheel.midheaven !== null) positions.set('mc', wheel.midheaven);
  for (const aspect of wheel.aspects) {
    const a = positions.get(aspect.a);
    const b = positions.get(aspect.b);
    if (a === undefined || b === undefined) continue;
    const family = aspectFamily(aspect.aspect);
    doc.lineWidth(family === 'minor' ? 0.6 : 0.9).strokeColor(ASPECT_COLOURS[family]);
    if (family === 'minor') doc.dash(2, { space: 2 });
    line(doc, polar(cx, cy, aspectR, a, left), polar(cx, cy, aspectR, b, left));
    doc.stroke().undash();
  }

  // Planets: tick at the true degree, a line to the column, glyph and degree where the layout put them.
  const retrograde = new Set(wheel.points.filter((p) => p.retrograde).map((p) => p.key));
  const names = new Map(wheel.points.map((p) => [p.key, p.name]));
  for (const body of band.bodies) {
    const colour = retrograde.has(body.id) ? COLOURS.retrograde : COLOURS.ink;
    doc.lineWidth(1.2).strokeColor(colour);
    line(doc, polar(cx, cy, signInner, body.longitude, left), polar(cx, cy, bandOuter, body.longitude, left));
    doc.stroke();
    const glyph = body.labels[0]!;
    doc.lineWidth(0.4).strokeColor('#9a97b0');
    line(
      doc,
      polar(cx, cy, bandOuter, body.longitude, left),
      polar(cx, cy, glyph.radius + glyph.box.height / 2, body.shownDeg, left),
    );
    doc.stroke();
    doc.fillColor(colour);
    for (const label of body.labels)
      centredLabel(
        doc,
        label.text,
        label.x,
        label.y,
        label.fontSize,
        label.kind === 'glyph' ? shortName(names.get(body.id) ?? '') : undefined,
      );
  }
  doc.restore();
}
