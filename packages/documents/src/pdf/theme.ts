import type { AspectFamily } from '@xingtu/contracts/charts';

// Page geometry, type sizes and colours of the report PDF (A4, points).

export type Pdf = PDFKit.PDFDocument;

export const PAGE = {
  size: 'A4' as const,
  width: 595.28,
  height: 841.89,
  margins: { top: 72, bottom: 68, left: 62, right: 62 },
};
export const CONTENT_WIDTH = PAGE.width - PAGE.margins.left - PAGE.margins.right;

export const COLOURS = {
  ink: '#1d1b4b',
  text: '#2b2a33',
  muted: '#77748a',
  rule: '#d9d6e6',
  accent: '#6a4fc8',
  gold: '#b8860b',
  tableHead: '#efecf9',
  tableStripe: '#f8f7fc',
  retrograde: '#b3261e',
};

export const ASPECT_COLOURS: Record<AspectFamily, string> = {
  conjunction: '#b8860b',
  harmonious: '#2f6fde',
  tense: '#d03a3a',
  minor: '#3a9a5b',
};

export const ASPECT_FAMILY_NAMES: Record<AspectFamily, string> = {
  conjunction: '合相',
  harmonious: '和谐相位',
  tense: '紧张相位',
  minor: '次要相位',
};

/** Element tints of the sign ring: fire, earth, air, water. */
export const ELEMENT_FILLS = ['#fde8e4', '#edf4e1', '#fdf7df', '#e3eefb'];

export const TYPE = {
  body: 10.5,
  bodyLineGap: 4.5,
  small: 9,
  sectionTitle: 17,
  entryHeading: 11.5,
  table: 9.5,
};
