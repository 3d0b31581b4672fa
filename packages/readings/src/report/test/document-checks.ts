// The checks every composed report must pass, whatever the charts: a valid ReportDocument of its template, 3–6
// highlights, sections in template order with no key twice, each within its bounds and citing its factors when it
// reads the chart, no paragraph, sentence of 12+ 字 or entry heading twice, wheel lines only between drawn points.
import { reportDocumentSchema, type ReportDocument } from '@xingtu/contracts/report-document';
import { expect } from 'vitest';
import { charCount, expectNoRepeatedSentences } from '../../test/reading-text-checks.ts';
import { REPORT_TEMPLATE_SPECS, type ReportTemplateKey } from '../template-specs.ts';

export const sectionChars = (s: ReportDocument['sections'][number]): number =>
  s.blocks.reduce((n, b) => n + (b.kind === 'table' ? 0 : charCount(b.text)), 0);

export const totalChars = (doc: ReportDocument): number =>
  doc.sections.reduce((n, s) => n + sectionChars(s), 0);

export function expectWellFormedReport(doc: ReportDocument, template: ReportTemplateKey): void {
  const spec = REPORT_TEMPLATE_SPECS[template];
  expect(() => reportDocumentSchema.parse(doc)).not.toThrow();
  expect(doc).toMatchObject({ template, title: spec.title });
  expect(doc.highlights.length).toBeGreaterThanOrEqual(3);
  expect(doc.highlights.length).toBeLessThanOrEqual(6);

  const keys = doc.sections.map((s) => s.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys).toEqual(spec.sections.map((s) => s.key).filter((k) => keys.includes(k)));
  for (const section of doc.sections) {
    const bounds = spec.sections.find((s) => s.key === section.key)!;
    const n = sectionChars(section);
    expect(n, `${section.key} ${n} 字`).toBeGreaterThanOrEqual(bounds.minChars);
    expect(n, `${section.key} ${n} 字`).toBeLessThanOrEqual(bounds.maxChars);
    if (section.blocks.some((b) => b.kind === 'entry'))
      expect(section.factors.length, section.key).toBeGreaterThan(0);
    expect(new Set(section.factors).size).toBe(section.factors.length);
  }

  const texts = doc.sections.flatMap((s) =>
    s.blocks.flatMap((b, i): [string, string][] => (b.kind === 'table' ? [] : [[`${s.key}[${i}]`, b.text]])),
  );
  expect(new Set(texts.map(([, t]) => t)).size).toBe(texts.length);
  expectNoRepeatedSentences(texts);
  const headings = doc.sections.flatMap((s) =>
    s.blocks.flatMap((b) => (b.kind === 'entry' ? [b.heading] : [])),
  );
  expect(new Set(headings).size).toBe(headings.length);

  if (doc.wheel) {
    const drawn = new Set(doc.wheel.points.map((p) => p.key));
    for (const x of doc.wheel.aspects) expect(drawn.has(x.a) && drawn.has(x.b), `${x.a}-${x.b}`).toBe(true);
  }
}
