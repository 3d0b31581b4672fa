import { textHeight, writeText } from './draw-text.ts';
import { COLOURS, CONTENT_WIDTH, PAGE, type Pdf, TYPE } from './theme.ts';

// A table that flows over pages: a shaded header row repeated on each page it continues on, cells that wrap,
// column widths in proportion to their longest text.

const PAD_X = 5;
const PAD_Y = 3.5;
/** A row never grows past half a page: a longer cell is cut there rather than spilling over pages. */
const MAX_ROW_HEIGHT = (PAGE.height - PAGE.margins.top - PAGE.margins.bottom) / 2;

/** Display width of a string in em: a CJK character counts 1, other characters about half. */
function emWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += ch.codePointAt(0)! > 0x2e80 ? 1 : 0.55;
  return w;
}

export function columnWidths(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  total: number,
): number[] {
  const weights = columns.map((header, c) => {
    const longest = Math.max(emWidth(header), ...rows.map((r) => emWidth(r[c] ?? '')));
    return Math.min(Math.max(longest, 2.5), 22);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (total * w) / sum);
}

export function drawTable(doc: Pdf, columns: readonly string[], rows: readonly (readonly string[])[]): void {
  const left = PAGE.margins.left;
  const widths = columnWidths(columns, rows, CONTENT_WIDTH);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  doc.fontSize(TYPE.table);

  const rowHeight = (cells: readonly string[], font: 'regular' | 'bold') =>
    Math.min(
      MAX_ROW_HEIGHT,
      Math.max(
        ...widths.map((w, c) => textHeight(doc, cells[c] ?? '', font, { width: w - 2 * PAD_X, lineGap: 2 })),
      ) +
        2 * PAD_Y,
    );

  const drawRow = (cells: readonly string[], header: boolean, stripe: boolean) => {
    const font = header ? 'bold' : 'regular';
    const h = rowHeight(cells, font);
    const y = doc.y;
    if (header || stripe) {
      doc.rect(left, y, CONTENT_WIDTH, h).fill(header ? COLOURS.tableHead : COLOURS.tableStripe);
    }
    let x = left;
    widths.forEach((w, c) => {
      doc.fillColor(header ? COLOURS.ink : COLOURS.text).fontSize(TYPE.table);
      writeText(doc, cells[c] ?? '', font, {
        x: x + PAD_X,
        y: y + PAD_Y,
        width: w - 2 * PAD_X,
        height: h - 2 * PAD_Y,
        ellipsis: true,
        lineGap: 2,
      });
      x += w;
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + CONTENT_WIDTH, y + h)
      .lineWidth(header ? 0.8 : 0.4)
      .strokeColor(header ? COLOURS.ink : COLOURS.rule)
      .stroke();
    doc.x = left;
    doc.y = y + h;
  };

  const headerHeight = rowHeight(columns, 'bold');
  if (doc.y + headerHeight + rowHeight(rows[0] ?? [], 'regular') > bottom()) doc.addPage();
  drawRow(columns, true, false);
  rows.forEach((row, i) => {
    if (doc.y + rowHeight(row, 'regular') > bottom()) {
      doc.addPage();
      drawRow(columns, true, false);
    }
    drawRow(row, false, i % 2 === 1);
  });
  doc.x = left;
  doc.y += 10;
}
