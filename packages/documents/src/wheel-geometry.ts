import type { AspectFamily } from '@xingtu/contracts/charts';

// Pure geometry of the report wheel: screen positions of longitudes, the house of a longitude, and the colour
// family of an aspect. The planets' labels are placed by wheel-layout.ts, as on the site's wheel.

export interface Point2 {
  x: number;
  y: number;
}

export const normDeg = (deg: number): number => ((deg % 360) + 360) % 360;

/**
 * Screen position of an ecliptic longitude on a circle of the given radius: the ascendant (0° Aries without
 * one) on the left, longitudes increasing counter-clockwise, as astrologers draw a chart. Screen y grows down.
 */
export function polar(cx: number, cy: number, radius: number, longitudeDeg: number, leftDeg: number): Point2 {
  const phi = ((180 + longitudeDeg - leftDeg) * Math.PI) / 180;
  return { x: cx + radius * Math.cos(phi), y: cy - radius * Math.sin(phi) };
}

/** House (1–12) of a longitude for twelve cusps, house 1 first; null without cusps. */
export function houseOf(longitude: number, cusps: readonly number[]): number | null {
  if (cusps.length !== 12) return null;
  const lon = normDeg(longitude);
  for (let i = 0; i < 12; i++) {
    const start = normDeg(cusps[i]!);
    const span = normDeg(cusps[(i + 1) % 12]! - start);
    if (normDeg(lon - start) < span) return i + 1;
  }
  return 1;
}

/** Family that colours an aspect line: the conjunction, flowing (trine, sextile), tense (square, opposition), minor. */
export function aspectFamily(aspect: string): AspectFamily {
  if (aspect === 'conjunction') return 'conjunction';
  if (aspect === 'trine' || aspect === 'sextile') return 'harmonious';
  if (aspect === 'square' || aspect === 'opposition') return 'tense';
  return 'minor';
}
