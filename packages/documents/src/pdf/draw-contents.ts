import { writeText } from './draw-text.ts';
import { COLOURS, CONTENT_WIDTH, PAGE, type Pdf, TYPE } from './theme.ts';

// The table of contents: one linked line per part with a dotted leader and its page number. It is drawn
// last, on pages kept for it, once every part knows its page.

export interface ContentsEntry {
  title: string;
  destination: string;
  /** 0-based page index. */
  pageIndex: number;
}

const LINE_HEIGHT = 26;
const FIRST_LINE_Y = PAGE.margins.top + 56;

/** How many lines of contents fit on one page. */
export const CONTENTS_PER_PAGE = Math.floor((PAGE.height - PAGE.margins.bottom - FIRST_LINE_Y) / LINE_HEIGHT);

export function contentsPageCount(entries: number): number {
  return Math.max(1, Math.ceil(entries / CONTENTS_PER_PAGE));
}

/** Draws the contents on the pages starting at firstPage (already added and kept empty). */
export function drawContents(doc: Pdf, firstPage: number, entries: readonly ContentsEntry[]): void {
  const left = PAGE.margins.left;
  const right = left + CONTENT_WIDTH;
  entries.forEach((entry, i) => {
    const slot = i % CONTENTS_PER_PAGE;
    if (slot === 0) {
      doc.switchToPage(firstPage + Math.floor(i / CONTENTS_PER_PAGE));
      doc.fillColor(COLOURS.ink).fontSize(20);
      writeText(doc, i === 0 ? '目录' : '目录（续）', 'bold', {
        x: left,
        y: PAGE.margins.top,
        width: CONTENT_WIDTH,
      });
    }
    const y = FIRST_LINE_Y + slot * LINE_HEIGHT;
    const number = String(entry.pageIndex + 1);
    doc.fontSize(TYPE.body + 1).font('regular');
    const numberWidth = doc.widthOfString(number);
    const titleWidth = Math.min(doc.widthOfString(entry.title), CONTENT_WIDTH - numberWidth - 40);
    doc.fillColor(COLOURS.text);
    writeText(doc, entry.title, 'regular', {
      x: left,
      y,
      width: titleWidth + 1,
      height: LINE_HEIGHT,
      ellipsis: true,
      lineBreak: false,
      goTo: entry.destination,
    });
    doc.font('regular').text(number, right - numberWidth, y, { lineBreak: false, goTo: entry.destination });
    const leaderY = y + (TYPE.body + 1) * 0.95;
    doc
      .save()
      .moveTo(left + titleWidth + 8, leaderY)
      .lineTo(right - numberWidth - 8, leaderY)
      .lineWidth(0.6)
      .dash(1, { space: 3 })
      .strokeColor(COLOURS.rule)
      .stroke()
      .restore();
  });
}
