import { type FontKey } from '../fonts.ts';
import { glyphFont, textRuns } from '../glyphs.ts';
import type { Pdf } from './theme.ts';

// Text helpers over pdfkit: flowing text in the right fonts, and single labels placed by their centre.

/** Writes flowing text at the cursor (or at x, y), switching to the symbol font only where needed. */
export function writeText(
  doc: Pdf,
  text: string,
  font: FontKey,
  options: PDFKit.Mixins.TextOptions & { x?: number; y?: number },
): void {
  const { x, y, ...rest } = options;
  const runs = textRuns(text, font);
  if (runs.length === 0) return;
  runs.forEach((run, i) => {
    const last = i === runs.length - 1;
    doc.font(run.font);
    if (i === 0 && x !== undefined && y !== undefined)
      doc.text(run.text, x, y, { ...rest, continued: !last });
    else doc.text(run.text, { ...rest, continued: !last });
  });
}

/** Height the text will take at the given width and current size. */
export function textHeight(
  doc: Pdf,
  text: string,
  font: FontKey,
  options: PDFKit.Mixins.TextOptions,
): number {
  doc.font(font);
  return doc.heightOfString(
    textRuns(text, font)
      .map((r) => r.text)
      .join(''),
    options,
  );
}

/** A one-line label centred on (x, y); a glyph no font has is replaced by the fallback text. */
export function centredLabel(
  doc: Pdf,
  label: string,
  x: number,
  y: number,
  size: number,
  fallback?: string,
): void {
  let text = label.replace(/[\uFE0E\uFE0F]/g, '');
  let font = glyphFont(text);
  if (!font) {
    text = fallback ?? '';
    font = 'regular';
    if (text === '') return;
  }
  doc.font(font).fontSize(size);
  const width = doc.widthOfString(text);
  const height = doc.currentLineHeight();
  doc.text(text, x - width / 2, y - height / 2, { lineBreak: false });
}
