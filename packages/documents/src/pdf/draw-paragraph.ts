import type { FontKey } from '../fonts.ts';
import { textRuns } from '../glyphs.ts';
import { breakLines } from './cjk-lines.ts';
import { writeText } from './draw-text.ts';
import { CONTENT_WIDTH, PAGE, type Pdf } from './theme.ts';

// A body paragraph set the way Chinese print is: lines broken by the rules of cjk-lines.ts and justified to
// both edges by spacing the characters evenly (pdfkit itself only stretches spaces, which Chinese lacks).
// Each line stays one run of real text, so selection and search read the paragraph as written.

export interface ParagraphOptions {
  indent?: number;
  lineGap: number;
  paragraphGap: number;
}

/** Widest extra space between two characters before a line is left ragged instead (em). */
const MAX_SPREAD_EM = 0.3;

export function writeParagraph(doc: Pdf, text: string, font: FontKey, options: ParagraphOptions): void {
  const runs = textRuns(text, font);
  if (runs.length !== 1) {
    // A paragraph that needs the symbol font too flows through pdfkit's own wrapping.
    writeText(doc, text, font, { width: CONTENT_WIDTH, ...options });
    return;
  }
  doc.font(font);
  const size = (doc as unknown as { _fontSize: number })._fontSize;
  const widths = new Map<string, number>();
  const widthOf = (s: string) => {
    let w = widths.get(s);
    if (w === undefined) {
      w = doc.widthOfString(s);
      widths.set(s, w);
    }
    return w;
  };
  const indent = options.indent ?? 0;
  const lineHeight = doc.currentLineHeight(true);
  const left = PAGE.margins.left;
  breakLines(runs[0]!.text, CONTENT_WIDTH, widthOf, indent).forEach((line, i) => {
    if (doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const x = left + (i === 0 ? indent : 0);
    const room = CONTENT_WIDTH - (i === 0 ? indent : 0);
    const chars = [...line.text].length;
    let spacing = line.last || chars < 2 ? 0 : (room - line.width) / (chars - 1);
    if (spacing > size * MAX_SPREAD_EM || spacing < 0) spacing = 0;
    const y = doc.y;
    doc.text(line.text, x, y, { lineBreak: false, characterSpacing: spacing });
    doc.y = y + lineHeight + options.lineGap;
  });
  doc.x = left;
  doc.y += options.paragraphGap;
}
