import type { ReportBlock, ReportSection } from '@xingtu/contracts/report-document';
import { writeParagraph } from './draw-paragraph.ts';
import { drawTable } from './draw-table.ts';
import { textHeight, writeText } from './draw-text.ts';
import { COLOURS, CONTENT_WIDTH, PAGE, type Pdf, TYPE } from './theme.ts';

// One report section: its title (kept with what follows), the muted "依据：" line of the factors it read,
// then its paragraphs, titled entries and tables.

const BODY = { lineGap: TYPE.bodyLineGap, paragraphGap: 7 };

const room = (doc: Pdf) => doc.page.height - doc.page.margins.bottom - doc.y;

/** Starts a new page unless the given height (plus the first two lines of text) fits below the cursor. */
function keepWithNext(doc: Pdf, height: number): void {
  const twoLines = 2 * (TYPE.body * 1.45 + TYPE.bodyLineGap);
  if (room(doc) < height + twoLines) doc.addPage();
}

function drawBlock(doc: Pdf, block: ReportBlock): void {
  doc.x = PAGE.margins.left;
  if (block.kind === 'paragraph') {
    doc.fontSize(TYPE.body).fillColor(COLOURS.text);
    writeParagraph(doc, block.text, 'regular', { ...BODY, indent: TYPE.body * 2 });
  } else if (block.kind === 'entry') {
    doc.fontSize(TYPE.entryHeading);
    keepWithNext(doc, textHeight(doc, block.heading, 'bold', { width: CONTENT_WIDTH }) + 4);
    doc.fillColor(COLOURS.ink);
    writeText(doc, block.heading, 'bold', { width: CONTENT_WIDTH, paragraphGap: 3 });
    doc.fontSize(TYPE.body).fillColor(COLOURS.text);
    writeParagraph(doc, block.text, 'regular', BODY);
  } else {
    doc.moveDown(0.3);
    drawTable(doc, block.columns, block.rows);
  }
}

/**
 * Draws a part's title (kept with at least `keep` points of what follows), registers it as a link target and
 * a bookmark, and returns the 0-based page index where it stands.
 */
export function drawPartTitle(doc: Pdf, title: string, destination: string, keep = 40): number {
  doc.x = PAGE.margins.left;
  doc.fontSize(TYPE.sectionTitle);
  keepWithNext(doc, textHeight(doc, title, 'bold', { width: CONTENT_WIDTH }) + keep);
  const range = doc.bufferedPageRange();
  doc.addNamedDestination(destination, 'XYZ', null, doc.y - 6, null);
  doc.outline.addItem(title);
  doc.fillColor(COLOURS.ink);
  writeText(doc, title, 'bold', { width: CONTENT_WIDTH, paragraphGap: 2 });
  const ruleY = doc.y + 2;
  doc
    .moveTo(PAGE.margins.left, ruleY)
    .lineTo(PAGE.margins.left + 36, ruleY)
    .lineWidth(2)
    .strokeColor(COLOURS.accent)
    .stroke();
  doc.y = ruleY + 10;
  return range.start + range.count - 1;
}

/** Draws the section at the cursor and returns the 0-based page index where its title stands. */
export function drawSection(doc: Pdf, section: ReportSection, destination: string): number {
  // Keep the title with the 依据 line and the start of the body (for a table: its header and first row).
  const keep = (section.factors.length > 0 ? 24 : 0) + (section.blocks[0]?.kind === 'table' ? 60 : 16);
  const pageIndex = drawPartTitle(doc, section.title, destination, keep);
  if (section.factors.length > 0) {
    doc.fontSize(TYPE.small).fillColor(COLOURS.muted);
    writeText(doc, `依据：${section.factors.join('；')}`, 'regular', {
      width: CONTENT_WIDTH,
      lineGap: 3,
      paragraphGap: 8,
    });
  }
  for (const block of section.blocks) drawBlock(doc, block);
  doc.moveDown(1.2);
  return pageIndex;
}
