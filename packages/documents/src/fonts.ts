import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

// The fonts every document draws with, installed from npm with the project (never the machine's fonts):
// Noto Sans SC for all text, Noto Sans Symbols for the astrological glyphs Noto Sans SC lacks (☽ ♃ ♈ …).
// Files are read once per process; the PDF embeds only the glyphs it uses (pdfkit subsets them).

const require = createRequire(import.meta.url);

const FONT_PATHS = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  symbols: '@expo-google-fonts/noto-sans-symbols/400Regular/NotoSansSymbols_400Regular.ttf',
} as const;

export type FontKey = keyof typeof FONT_PATHS;

const buffers = new Map<FontKey, Buffer>();
const faces = new Map<FontKey, fontkit.Font>();

/** The font file's bytes (cached). */
export function fontBuffer(key: FontKey): Buffer {
  let buffer = buffers.get(key);
  if (!buffer) {
    buffer = readFileSync(require.resolve(FONT_PATHS[key]));
    buffers.set(key, buffer);
  }
  return buffer;
}

/** The parsed font (cached): pdfkit accepts it as is, so each document skips re-parsing 10 MB of tables. */
export function fontFace(key: FontKey): fontkit.Font {
  let font = faces.get(key);
  if (!font) {
    font = fontkit.create(fontBuffer(key));
    faces.set(key, font);
  }
  return font;
}

/** Whether every character of the text has a glyph in the font. */
export function fontCovers(key: FontKey, text: string): boolean {
  const font = fontFace(key);
  for (const ch of text) {
    if (!font.hasGlyphForCodePoint(ch.codePointAt(0)!)) return false;
  }
  return true;
}

/** Reads every font file now (about 21 MB), so the first document after a server start is not slower. */
export function loadDocumentFonts(): void {
  for (const key of Object.keys(FONT_PATHS) as FontKey[]) fontBuffer(key);
}
