// Pure geometry of the chart wheel: where a longitude sits on screen, and how a degree is written.
// The placement of the planets' labels is packages/documents/src/wheel-layout.ts (shared with the report PDF).

export interface Point2 {
  x: number;
  y: number;
}

/** Screen position of an ecliptic longitude: the ascendant (or 0° Aries without one) on the left, signs counter-clockwise. */
export function polar(cx: number, cy: number, radius: number, longitudeDeg: number, ascDeg: number): Point2 {
  const phi = ((180 + longitudeDeg - ascDeg) * Math.PI) / 180;
  return { x: cx + radius * Math.cos(phi), y: cy - radius * Math.sin(phi) };
}

export const formatDegree = (degree: number, minute: number): string =>
  `${degree}°${String(minute).padStart(2, '0')}′`;
