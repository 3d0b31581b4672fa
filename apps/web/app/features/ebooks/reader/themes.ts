import type { EbookHighlightColor, EbookTheme } from '@xingtu/contracts/ebooks';

// The reader's day / sepia / night palettes, applied inside the book's frames (epub.js themes) and
// to the page around them (CSS variables on .ebook-reader).

export const THEME_COLORS: Record<EbookTheme, { background: string; text: string; muted: string }> = {
  day: { background: '#ffffff', text: '#1f1d2b', muted: '#5b5870' },
  sepia: { background: '#f5ecd7', text: '#3b2f1e', muted: '#6b5a40' },
  night: { background: '#16151f', text: '#d9d6e6', muted: '#a3a0b8' },
};

/** Highlight fills, translucent so the text stays readable in every theme. */
export const HIGHLIGHT_FILLS: Record<EbookHighlightColor, string> = {
  yellow: 'rgba(243, 201, 105, 0.55)',
  green: 'rgba(94, 186, 125, 0.45)',
  blue: 'rgba(90, 150, 230, 0.45)',
  pink: 'rgba(236, 120, 170, 0.45)',
};

/** The rules epub.js injects into each chapter for a theme (the book's own inline styles stay). */
export function bookThemeRules(theme: EbookTheme): Record<string, Record<string, string>> {
  const colors = THEME_COLORS[theme];
  return {
    html: { background: `${colors.background} !important` },
    body: {
      background: `${colors.background} !important`,
      color: `${colors.text} !important`,
      'font-family': "'Noto Serif SC', 'Songti SC', 'SimSun', serif !important",
    },
    'h1, h2, h3': { color: `${colors.text} !important` },
    'a, a:visited': { color: `${colors.text} !important` },
    '::selection': { background: 'rgba(120, 100, 220, 0.35)' },
  };
}
