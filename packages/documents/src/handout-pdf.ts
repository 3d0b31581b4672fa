import PDFDocument from 'pdfkit';
import { fontFace } from './fonts.ts';

// A lesson handout: one A4 page with a title, a few lines of instructions and a table the student
// fills in by hand (rows × columns, the first column given). Text stays text (Noto Sans SC, subset).

export interface HandoutDocument {
  title: string;
  subtitle: string;
  steps: string[];
  columns: string[];
  rows: string[];
  footer: string;
}

const W = 595.28;
const INK = '#2b2350';
const LINE = '#b9b3cc';
const MUTED = '#6b6580';

export async function renderHandoutPdf(handout: HandoutDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'zh-CN',
    displayTitle: true,
    info: { Title: handout.title, Author: '星图', Creator: '星图' },
  });
  const chunks: Buffer[] = [];
  const output = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fontFace('regular') as unknown as Buffer);
  doc.registerFont('bold', fontFace('bold') as unknown as Buffer);

  doc.font('bold').fontSize(22).fillColor(INK).text(handout.title, 56, 60);
  doc.font('regular').fontSize(11).fillColor(MUTED).text(handout.subtitle, 56, 94);
  let y = 126;
  doc.font('regular').fontSize(11).fillColor(INK);
  handout.steps.forEach((step, index) => {
    doc.text(`${index + 1}. ${step}`, 56, y, { width: W - 112 });
    y = doc.y + 6;
  });

  y += 10;
  const width = (W - 112) / handout.columns.length;
  const rowHeight = 30;
  doc.lineWidth(0.8).strokeColor(LINE);
  doc.rect(56, y, W - 112, rowHeight).fillAndStroke('#efeaf8', LINE);
  handout.columns.forEach((column, index) =>
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(column, 56 + index * width, y + 9, { width, align: 'center' }),
  );
  handout.rows.forEach((row, r) => {
    const top = y + rowHeight * (r + 1);
    doc.rect(56, top, W - 112, rowHeight).stroke();
    for (let c = 1; c < handout.columns.length; c += 1)
      doc
        .moveTo(56 + c * width, top)
        .lineTo(56 + c * width, top + rowHeight)
        .stroke();
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(INK)
      .text(row, 56, top + 9, { width, align: 'center' });
  });
  const bottom = y + rowHeight * (handout.rows.length + 1) + 24;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(handout.footer, 56, bottom, { width: W - 112 });
  doc.end();
  return output;
}
