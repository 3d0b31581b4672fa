import { writeText } from './draw-text.ts';
import { COLOURS, CONTENT_WIDTH, PAGE, type Pdf } from './theme.ts';

// Running header (brand and title, the person) and footer (page n of m) on every page but the cover.

export function drawPageChrome(doc: Pdf, title: string, person: string): void {
  const range = doc.bufferedPageRange();
  const total = range.count;
  const left = PAGE.margins.left;
  for (let i = range.start + 1; i < range.start + total; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not start a new page
    doc.fontSize(8.5).fillColor(COLOURS.muted);
    writeText(doc, `星图 · ${title}`, 'regular', {
      x: left,
      y: 36,
      width: CONTENT_WIDTH / 2,
      lineBreak: false,
    });
    writeText(doc, person, 'regular', {
      x: left + CONTENT_WIDTH / 2,
      y: 36,
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
    doc
      .moveTo(left, 52)
      .lineTo(left + CONTENT_WIDTH, 52)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    writeText(doc, `第 ${i + 1} 页 / 共 ${total} 页`, 'regular', {
      x: left,
      y: PAGE.height - 44,
      width: CONTENT_WIDTH,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
