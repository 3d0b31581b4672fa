import { ASPECTS, POINTS, SIGNS } from '@xingtu/contracts/astrology';
import { type FontKey, fontCovers } from './fonts.ts';

// Which font draws a glyph or a run of text. Noto Sans SC draws the Chinese text; the astrological glyphs it
// lacks come from Noto Sans Symbols; a character neither font has is written as its Chinese name (never a box).

/** Chinese names of the astrological glyphs, for a character no font can draw. */
const GLYPH_NAMES: ReadonlyMap<string, string> = new Map([
  ...SIGNS.map((s) => [s.glyph, s.nameZh] as const),
  ...Object.values(POINTS).map((p) => [p.glyph, p.nameZh] as const),
  ...Object.values(ASPECTS).map((a) => [a.glyph, a.nameZh] as const),
  ['℞', '逆行'],
]);

const PRESENTATION_SELECTORS = /[\uFE0E\uFE0F]/g;

export interface TextRun {
  font: FontKey;
  text: string;
}

/** The font for one glyph (☉, ♈, AC …), or null when no font has it. */
export function glyphFont(glyph: string): FontKey | null {
  const bare = glyph.replace(PRESENTATION_SELECTORS, '');
  if (bare === '') return null;
  if (fontCovers('regular', bare)) return 'regular';
  if (fontCovers('symbols', bare)) return 'symbols';
  return null;
}

/**
 * Splits text into runs each drawn by one font: the body font where it has the character, the symbol
 * font where only it has it; an astrological glyph neither has becomes its Chinese name.
 */
export function textRuns(text: string, bodyFont: FontKey = 'regular'): TextRun[] {
  const runs: TextRun[] = [];
  const push = (font: FontKey, piece: string) => {
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += piece;
    else runs.push({ font, text: piece });
  };
  for (const ch of text.replace(PRESENTATION_SELECTORS, '')) {
    if (ch === '\n' || fontCovers(bodyFont, ch)) push(bodyFont, ch);
    else if (fontCovers('symbols', ch)) push('symbols', ch);
    else {
      // An astrological sign neither font has is written as its name; any other character (a rare
      // character in a person's name) stays as it is, so the text still reads back whole.
      push(bodyFont, GLYPH_NAMES.get(ch) ?? ch);
    }
  }
  return runs;
}
