import type { ReportWheel } from '@xingtu/contracts/report-document';
import { aspectFamily, polar } from '../wheel-geometry.ts';

// A small, text-free chart wheel as an SVG string for the share card: element-tinted sign ring, house
// cusps, a dot for each planet and the aspect lines — shapes only, so it needs no font to rasterise.

const ELEMENT_TINTS = ['#ff8a7a', '#9ccc65', '#ffd54f', '#64b5f6'];
const ASPECT_TINTS = { conjunction: '#f3c96b', harmonious: '#7fb2ff', tense: '#ff7b7b', minor: '#8fd19e' };

export function miniWheelSvg(wheel: ReportWheel, size: number): string {
  const c = size / 2;
  const outer = c - 2;
  const inner = outer * 0.82;
  const dots = outer * 0.7;
  const aspects = outer * 0.6;
  const left = wheel.ascendant ?? 0;
  const at = (r: number, lon: number) => polar(c, c, r, lon, left);
  const parts: string[] = [];
  for (let i = 0; i < 12; i++) {
    const [a, b, d, e] = [
      at(outer, i * 30),
      at(outer, i * 30 + 30),
      at(inner, i * 30 + 30),
      at(inner, i * 30),
    ];
    parts.push(
      `<path d="M${a.x} ${a.y}A${outer} ${outer} 0 0 0 ${b.x} ${b.y}L${d.x} ${d.y}A${inner} ${inner} 0 0 1 ${e.x} ${e.y}Z" fill="${ELEMENT_TINTS[i % 4]}" fill-opacity="0.55" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1"/>`,
    );
  }
  parts.push(
    `<circle cx="${c}" cy="${c}" r="${aspects}" fill="none" stroke="#ffffff" stroke-opacity="0.35"/>`,
  );
  wheel.cusps.forEach((cusp, i) => {
    const [a, b] = [at(inner, cusp), at(aspects, cusp)];
    parts.push(
      `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#ffffff" stroke-opacity="${i % 3 === 0 ? 0.8 : 0.3}" stroke-width="${i % 3 === 0 ? 2 : 1}"/>`,
    );
  });
  const positions = new Map(wheel.points.map((p) => [p.key, p.longitude]));
  for (const aspect of wheel.aspects) {
    const la = positions.get(aspect.a);
    const lb = positions.get(aspect.b);
    if (la === undefined || lb === undefined) continue;
    const [a, b] = [at(aspects, la), at(aspects, lb)];
    parts.push(
      `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${ASPECT_TINTS[aspectFamily(aspect.aspect)]}" stroke-width="1.5" stroke-opacity="0.85"/>`,
    );
  }
  for (const point of wheel.points) {
    const p = at(dots, point.longitude);
    parts.push(`<circle cx="${p.x}" cy="${p.y}" r="${size * 0.016}" fill="#ffffff"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${parts.join('')}</svg>`;
}
