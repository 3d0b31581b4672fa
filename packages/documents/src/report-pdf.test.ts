import type { ReportDocument } from '@xingtu/contracts/report-document';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_WIDTH } from './pdf/theme.ts';
import { renderReportPdf } from './report-pdf.ts';
import { type PdfText, readPdfText } from './test/pdf-text.ts';
import { FIXTURE_NAME, fixtureReport, reportChars } from './test/report-fixture.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('renderReportPdf', () => {
  const report = fixtureReport(25_000);
  let pdf: Uint8Array;
  let text: PdfText;

  beforeAll(async () => {
    pdf = await renderReportPdf(report);
    text = await readPdfText(pdf);
  });

  it('makes an A4 PDF of several pages within 2 MB for a 25 000-character report', () => {
    expect(reportChars(report)).toBeGreaterThanOrEqual(25_000);
    expect(latin1(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(pdf.byteLength).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(text.numPages).toBeGreaterThan(1);
    expect(latin1(pdf)).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('embeds the Chinese and symbol fonts as subsets (six-letter tag before the name)', () => {
    const names = [...latin1(pdf).matchAll(/\/BaseFont \/([A-Z]{6})\+([\w-]+)/g)].map((m) => m[2]);
    expect(names).toEqual(
      expect.arrayContaining(['NotoSansSC-Regular', 'NotoSansSC-Bold', 'NotoSansSymbols-Regular']),
    );
    expect(latin1(pdf)).not.toMatch(/\/BaseFont \/NotoSans/);
  });

  it('keeps the Chinese text selectable: the name, the title and every section title read back', () => {
    const all = text.pages.flat().join('\n');
    expect(text.pages[0]!.join('\n')).toContain(FIXTURE_NAME);
    expect(all).toContain(report.title);
    for (const section of report.sections) expect(all).toContain(section.title);
    expect(all).toContain('依据：');
  });

  it('lists every part in the contents with the page it starts on', () => {
    const contents = text.pages[1]!;
    expect(contents[1]).toBe('目录');
    for (const section of report.sections) {
      const line = contents.find((l) => l.startsWith(section.title));
      expect(line, section.title).toBeDefined();
      const page = Number(/(\d+)$/.exec(line!)![1]);
      expect(text.pages[page - 1]!.join('\n')).toContain(section.title);
    }
  });

  it('numbers every page but the cover in the footer', () => {
    text.pages.forEach((lines, i) => {
      const footer = `第${i + 1}页/共${text.numPages}页`;
      if (i === 0) expect(lines).not.toContain(footer);
      else expect(lines).toContain(footer);
    });
  });

  it('breaks Chinese lines between characters and never starts a line with a comma or full stop', () => {
    const body = text.pages.slice(3).flat();
    const lineStarts = body.map((l) => l.trim()[0]).filter(Boolean);
    expect(body.length).toBeGreaterThan(200);
    expect(lineStarts.filter((c) => '，。、；：！？）」”'.includes(c!))).toEqual([]);
    // Long paragraphs wrap inside the text (not only at spaces, which Chinese does not have).
    expect(body.filter((l) => /^[\u4e00-\u9fff]/.test(l) && l.length >= 30).length).toBeGreaterThan(100);
  });

  it('justifies body lines to both edges of the text column', () => {
    const long = text.items
      .slice(3)
      .flat()
      .filter((item) => /^[\u4e00-\u9fff“]/.test(item.str) && item.str.length >= 35);
    const full = long.filter((item) => Math.abs(item.width - CONTENT_WIDTH) < 1);
    expect(long.length).toBeGreaterThan(100);
    expect(full.length / long.length).toBeGreaterThan(0.75);
  });

  it('draws the chart part with the positions table', () => {
    const chartPage = text.pages.find((p) => p.includes('星盘'))!;
    expect(chartPage.join('\n')).toContain('星体星座度数宫位运行');
    expect(chartPage.join('\n')).toMatch(/太阳双子座12°2\d′第10宫顺行/);
  });
});

describe('renderReportPdf without a chart and with a long table', () => {
  it('skips the wheel and repeats the table header on each page it runs over', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => [
      `第${i + 1}天`,
      '月亮与金星形成和谐相位，适合沟通与约会',
      `${(i % 9) + 1}分`,
    ]);
    const report: ReportDocument = {
      ...fixtureReport(1_000),
      wheel: null,
      highlights: [],
      sections: [
        {
          key: 'days',
          title: '每日运势表',
          factors: [],
          blocks: [{ kind: 'table', columns: ['日期', '星象', '评分'], rows }],
        },
      ],
    };
    const text = await readPdfText(await renderReportPdf(report));
    const all = text.pages.flat();
    expect(all).not.toContain('星盘');
    expect(all).not.toContain('本报告要点');
    const headerPages = text.pages.filter((p) => p.includes('日期星象评分'));
    expect(headerPages.length).toBeGreaterThan(1);
    for (const row of rows) expect(all).toContain(row.join(''));
  });

  it('draws a chart without birth time (no cusps, 0° Aries on the left) with no houses in the table', async () => {
    const full = fixtureReport(1_000);
    const report: ReportDocument = {
      ...full,
      wheel: { ...full.wheel!, cusps: [], ascendant: null, midheaven: null },
    };
    const text = await readPdfText(await renderReportPdf(report));
    const chartPage = text.pages.find((p) => p.includes('星盘'))!.join('\n');
    expect(chartPage).toMatch(/太阳双子座12°2\d′—顺行/);
    expect(chartPage).not.toContain('第10宫');
  });

  it('cuts a table cell longer than half a page instead of spilling it over pages', async () => {
    const long = '这是一段很长的说明文字，'.repeat(400);
    const report: ReportDocument = {
      ...fixtureReport(1_000),
      wheel: null,
      highlights: [],
      sections: [
        {
          key: 'long',
          title: '长表格',
          factors: [],
          blocks: [
            {
              kind: 'table',
              columns: ['项目', '说明'],
              rows: [
                ['甲', long],
                ['乙', '短说明'],
              ],
            },
          ],
        },
      ],
    };
    const text = await readPdfText(await renderReportPdf(report));
    const body = text.pages.slice(2).flat().join('');
    expect(text.numPages).toBe(3);
    const shown = body.split('这是一段很长的说明文字').length - 1;
    expect(shown).toBeGreaterThan(50);
    expect(shown).toBeLessThan(400);
    expect(body).toContain('乙短说明');
  });

  it('puts both people of a two-person report on the cover and in the running header', async () => {
    const report: ReportDocument = {
      ...fixtureReport(),
      template: 'love',
      title: '双人合盘报告',
      people: [
        { name: '林晓雨', birthLine: '1995年6月3日 08:30（北京时间）· 上海' },
        { name: '周子航', birthLine: '1993年11月18日 21:10（北京时间）· 杭州' },
      ],
    };
    const text = await readPdfText(await renderReportPdf(report));
    const cover = text.pages[0]!.join('\n');
    expect(cover).toContain('林晓雨');
    expect(cover).toContain('周子航');
    expect(cover).toContain('1993年11月18日21:10（北京时间）·杭州');
    expect(cover).toContain('生成时间：2026年11月25日15:40（北京时间）');
    expect(text.pages[2]![0]).toBe('星图·双人合盘报告林晓雨·周子航');
  });

  it('renders reports side by side with the shared parsed fonts, each with its own text', async () => {
    const names = ['甲乙丙', '丁戊己'];
    const pdfs = await Promise.all(
      names.map((name) =>
        renderReportPdf({
          ...fixtureReport(),
          people: [{ name, birthLine: '2001年1月1日 12:00（北京时间）· 北京' }],
        }),
      ),
    );
    const covers = await Promise.all(pdfs.map(async (pdf) => (await readPdfText(pdf)).pages[0]!.join('\n')));
    expect(covers[0]).toContain('甲乙丙');
    expect(covers[0]).not.toContain('丁戊己');
    expect(covers[1]).toContain('丁戊己');
  });

  it('continues the contents on a second page when there are many parts, each still pointing at its page', async () => {
    const sections = Array.from({ length: 40 }, (_, i) => ({
      key: `part-${i + 1}`,
      title: `第${i + 1}部分：星盘主题`,
      factors: [],
      blocks: [{ kind: 'paragraph' as const, text: '这一部分说明星盘中的一个主题，篇幅不长。'.repeat(12) }],
    }));
    const text = await readPdfText(await renderReportPdf({ ...fixtureReport(), sections }));
    expect(text.pages[1]).toContain('目录');
    expect(text.pages[2]).toContain('目录（续）');
    for (const section of sections) {
      const line = [...text.pages[1]!, ...text.pages[2]!].find((l) => l.startsWith(section.title));
      expect(line, section.title).toBeDefined();
      const page = Number(/(\d+)$/.exec(line!)![1]);
      expect(text.pages[page - 1], section.title).toContain(section.title);
    }
  });
});
