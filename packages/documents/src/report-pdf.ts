import type { ReportDocument } from '@xingtu/contracts/report-document';
import PDFDocument from 'pdfkit';
import { fontFace } from './fonts.ts';
import { chartPartHeight, drawChartPage } from './pdf/draw-chart-page.ts';
import { type ContentsEntry, contentsPageCount, drawContents } from './pdf/draw-contents.ts';
import { drawCover } from './pdf/draw-cover.ts';
import { drawPageChrome } from './pdf/draw-page-chrome.ts';
import { drawPartTitle, drawSection } from './pdf/draw-section.ts';
import { writeText } from './pdf/draw-text.ts';
import { COLOURS, CONTENT_WIDTH, PAGE, type Pdf, TYPE } from './pdf/theme.ts';

// A report as an A4 PDF: cover, contents with page numbers and links, the chart wheel as vector art (its own
// page), key points, then every section. Text stays real text (selectable, searchable) in Noto Sans SC, embedded as a
// subset of the glyphs used.

function drawHighlights(doc: Pdf, highlights: readonly string[]): void {
  doc.fontSize(TYPE.body + 0.5);
  for (const line of highlights) {
    const y = doc.y;
    doc.circle(PAGE.margins.left + 4, y + 9, 2.4).fill(COLOURS.accent);
    doc.fillColor(COLOURS.text);
    writeText(doc, line, 'regular', {
      x: PAGE.margins.left + 16,
      y,
      width: CONTENT_WIDTH - 16,
      lineGap: TYPE.bodyLineGap,
      paragraphGap: 8,
    });
  }
  doc.x = PAGE.margins.left;
  doc.moveDown(1.2);
}

function collect(doc: Pdf): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

export async function renderReportPdf(report: ReportDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margins,
    bufferPages: true,
    lang: 'zh-CN',
    displayTitle: true,
    info: { Title: report.title, Subject: report.subtitle, Author: '星图', Creator: '星图' },
  });
  const output = collect(doc);
  for (const key of ['regular', 'bold', 'symbols'] as const) {
    // pdfkit takes a parsed fontkit font as well as bytes (its typings list bytes only).
    doc.registerFont(key, fontFace(key) as unknown as Buffer);
  }

  drawCover(doc, report);
  const parts = (report.highlights.length > 0 ? 1 : 0) + (report.wheel ? 1 : 0) + report.sections.length;
  const contentsFirst = 1;
  for (let i = 0; i < contentsPageCount(parts); i++) doc.addPage();

  doc.addPage();
  const entries: ContentsEntry[] = [];
  if (report.wheel) {
    const pageIndex = drawPartTitle(doc, '星盘', 'part-wheel', chartPartHeight(report.wheel));
    entries.push({ title: '星盘', destination: 'part-wheel', pageIndex });
    drawChartPage(doc, report.wheel);
  }
  if (report.highlights.length > 0) {
    const pageIndex = drawPartTitle(doc, '本报告要点', 'part-highlights');
    entries.push({ title: '本报告要点', destination: 'part-highlights', pageIndex });
    drawHighlights(doc, report.highlights);
  }
  report.sections.forEach((section, i) => {
    const destination = `section-${i + 1}`;
    const pageIndex = drawSection(doc, section, destination);
    entries.push({ title: section.title, destination, pageIndex });
  });

  drawContents(doc, contentsFirst, entries);
  drawPageChrome(doc, report.title, report.people.map((p) => p.name).join(' · '));
  doc.end();
  return output;
}
