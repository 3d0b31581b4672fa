import type { ReportDocument } from '@xingtu/contracts/report-document';
import { writeText } from './draw-text.ts';
import { COLOURS, CONTENT_WIDTH, PAGE, type Pdf } from './theme.ts';

// The cover page: brand, title, subtitle, the people the report is about, when it was made, template version.

export function drawCover(doc: Pdf, report: ReportDocument): void {
  const left = PAGE.margins.left;
  doc.save();
  doc.rect(0, 0, PAGE.width, 360).fill(COLOURS.ink);
  // A quiet ring motif behind the title.
  doc.lineWidth(0.6).strokeColor('#3b3880');
  for (const r of [90, 120, 150]) doc.circle(PAGE.width - 110, 150, r).stroke();
  doc.restore();

  doc.fillColor('#ffffff').fontSize(15);
  writeText(doc, '星图', 'bold', { x: left, y: 54, width: CONTENT_WIDTH });
  doc.fontSize(9).fillColor('#c9c6ea');
  writeText(doc, '占星报告', 'regular', { x: left, y: 78, width: CONTENT_WIDTH });

  doc.fillColor('#ffffff').fontSize(30);
  writeText(doc, report.title, 'bold', { x: left, y: 170, width: CONTENT_WIDTH - 40, lineGap: 4 });
  doc.fontSize(13).fillColor('#dedcf5');
  writeText(doc, report.subtitle, 'regular', { width: CONTENT_WIDTH - 40, lineGap: 4 });

  doc.y = 410;
  for (const person of report.people) {
    doc.x = left;
    doc.fillColor(COLOURS.ink).fontSize(18);
    writeText(doc, person.name, 'bold', { width: CONTENT_WIDTH, paragraphGap: 2 });
    doc.fillColor(COLOURS.muted).fontSize(11);
    writeText(doc, person.birthLine, 'regular', { width: CONTENT_WIDTH, paragraphGap: 16 });
  }

  const generated = report.generatedAt.includes('北京时间')
    ? report.generatedAt
    : `${report.generatedAt}（北京时间）`;
  doc.fillColor(COLOURS.muted).fontSize(9.5);
  writeText(doc, `生成时间：${generated}\u3000\u3000内容版本：第 ${report.version} 版`, 'regular', {
    x: left,
    y: PAGE.height - 120,
    width: CONTENT_WIDTH,
    lineGap: 4,
  });
  writeText(doc, '本报告依据西方占星学传统，由星盘配置整理而成，供自我了解与参考。', 'regular', {
    width: CONTENT_WIDTH,
  });
}
