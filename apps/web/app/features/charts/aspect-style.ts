import type { AspectId } from '@xingtu/contracts/astrology';
import type { AspectFamily } from '@xingtu/contracts/charts';

// How an aspect is drawn on the wheel and in the aspect grid: colour by family (tense red, flowing
// blue, minor green, conjunction gold), and the line's dash by type, so the type reads without colour.

export const ASPECT_COLOURS: Record<AspectFamily, string> = {
  conjunction: '#b8860b',
  harmonious: '#2f6fde',
  tense: '#d03a3a',
  minor: '#3a9a5b',
};

export interface AspectLineStyle {
  colour: string;
  /** SVG stroke-dasharray, or undefined for a solid line. */
  dash: string | undefined;
}

const DASHES: Partial<Record<AspectId, string>> = {
  square: '9 4',
  sextile: '3 3',
};

export function aspectLineStyle(type: AspectId | string, family: AspectFamily): AspectLineStyle {
  const dash = family === 'minor' ? '1.5 3' : DASHES[type as AspectId];
  return { colour: ASPECT_COLOURS[family], dash };
}

/** The legend under the wheel: the line each kind of aspect is drawn with. */
export const ASPECT_LEGEND: readonly { label: string; style: AspectLineStyle }[] = [
  { label: '对分相', style: aspectLineStyle('opposition', 'tense') },
  { label: '四分相', style: aspectLineStyle('square', 'tense') },
  { label: '三分相', style: aspectLineStyle('trine', 'harmonious') },
  { label: '六分相', style: aspectLineStyle('sextile', 'harmonious') },
  { label: '次要相位', style: aspectLineStyle('quincunx', 'minor') },
];
