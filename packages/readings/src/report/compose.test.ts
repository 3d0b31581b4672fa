// Every template composed for the reference charts (real charts cast by @xingtu/astro): a valid ReportDocument, no
// empty or repeated section, no paragraph or sentence twice, no placement read twice, every section within its
// length bounds and citing its factors; the natal report reads as 8–15 pages; an unknown birth time still composes
// without any house reading; the wrong number of people is refused.
import { describe, expect, it } from 'vitest';
import {
  composeReport,
  type ComposePerson,
  REPORT_TEMPLATE_SPECS,
  type ReportTemplateKey,
} from './compose.ts';
import { expectWellFormedReport, totalChars } from './test/document-checks.ts';
import { REFERENCE_BIRTHS as R, referencePerson } from './test/reference-charts.ts';

const person = {
  lin: referencePerson(R.beijing1990),
  chen: referencePerson(R.shanghai1985),
  zhou: referencePerson(R.guangzhou2001),
  wang: referencePerson(R.harbin1972),
  li: referencePerson(R.chengduNoTime),
  child: referencePerson(R.shenzhenChild),
};
const timed = [person.lin, person.chen, person.zhou, person.wang, person.child];

/** The reference cases of each template: people lists, the last one with an unknown birth time. */
const CASES: Record<ReportTemplateKey, ComposePerson[][]> = {
  natal: [...timed.map((p) => [p]), [person.li]],
  career: [...timed.map((p) => [p]), [person.li]],
  study: [...timed.map((p) => [p]), [person.li]],
  teaser: [...timed.map((p) => [p]), [person.li]],
  baby: [[person.child, person.lin, person.chen], [person.child, person.zhou], [person.child], [person.li]],
  love: [
    [person.lin, person.chen],
    [person.zhou, person.wang],
    [person.wang, person.child],
    [person.li, person.lin],
  ],
  marks: [
    [person.lin, person.chen],
    [person.zhou, person.wang],
    [person.wang, person.child],
    [person.li, person.lin],
  ],
};

const OPTIONS = { generatedAt: '2026年11月25日 15:40' };

for (const template of Object.keys(CASES) as ReportTemplateKey[]) {
  describe(`${template} report`, () => {
    for (const people of CASES[template]) {
      const label = people.map((p) => p.name).join(' + ');
      it(`${label}: well formed (schema, order, bounds, factors, nothing twice), with its people and version`, () => {
        const doc = composeReport(template, people, OPTIONS);
        expectWellFormedReport(doc, template);
        expect(doc.version).toBe(REPORT_TEMPLATE_SPECS[template].version);
        expect(doc.people.map((p) => p.name)).toEqual(people.map((p) => p.name));
        expect(doc.wheel?.points.length).toBeGreaterThanOrEqual(10);
      });
    }
  });
}

describe('what every template needs from the birth time', () => {
  it('a natal report of a known birth time reads as 8–15 pages (12 000–25 000 字)', () => {
    for (const p of timed) {
      const n = totalChars(composeReport('natal', [p], OPTIONS));
      expect(n, p.name).toBeGreaterThanOrEqual(12_000);
      expect(n, p.name).toBeLessThanOrEqual(25_000);
    }
  });

  it('a natal report reads the chart ruler once, in its own section, and the other eleven house rulers', () => {
    for (const p of timed) {
      const doc = composeReport('natal', [p], OPTIONS);
      const rulers = doc.sections.find((s) => s.key === 'house-rulers')!.factors;
      expect(
        rulers.some((f) => f.startsWith('第一宫主星')),
        p.name,
      ).toBe(false);
      expect(rulers, p.name).toHaveLength(11);
      expect(doc.sections.find((s) => s.key === 'chart-ruler')!.factors[0]).toMatch(/^命主星 /);
    }
  });

  it('a natal report reads the Part of Fortune and the Vertex an astro chart carries, and the dignities', () => {
    const doc = composeReport('natal', [person.lin], OPTIONS);
    const points = doc.sections.find((s) => s.key === 'points')!.factors;
    expect(points.some((f) => f.startsWith('福点 '))).toBe(true);
    expect(points.some((f) => f.startsWith('宿命点 '))).toBe(true);
    expect(doc.sections.find((s) => s.key === 'dignities')?.factors.join('；')).toMatch(
      /入庙|入旺|落陷|入弱/,
    );
  });

  it('an unknown birth time composes every one-person template without houses, angles or an empty wheel ring', () => {
    for (const template of ['natal', 'career', 'study', 'teaser', 'baby'] as const) {
      const doc = composeReport(template, [person.li], OPTIONS);
      const factors = doc.sections.flatMap((s) => s.factors);
      expect(factors.length, template).toBeGreaterThan(0);
      expect(
        factors.filter((f) => /第\d+宫|上升|天顶|宫头/.test(f)),
        template,
      ).toEqual([]);
      expect(doc.wheel).toMatchObject({ cusps: [], ascendant: null, midheaven: null });
      expect(
        doc.sections[0]!.blocks.some((b) => b.kind === 'paragraph' && b.text.includes('出生时间')),
        template,
      ).toBe(true);
    }
    const natal = composeReport('natal', [person.li], OPTIONS);
    expect(natal.sections.map((s) => s.key)).not.toContain('house-rulers');
    expect(totalChars(natal)).toBeGreaterThanOrEqual(6_000);
  });

  it('a Marks report without both birth times keeps the composite and the aspects and says why', () => {
    const doc = composeReport('marks', [person.li, person.lin], OPTIONS);
    expect(doc.sections.map((s) => s.key)).toEqual(['overview', 'marks-bond', 'marks-aspects', 'closing']);
    expect(doc.sections[0]!.blocks.some((b) => b.kind === 'paragraph' && b.text.includes('出生时间'))).toBe(
      true,
    );
  });
});

describe('composeReport input', () => {
  it('refuses a wrong number of people with a RangeError', () => {
    expect(() => composeReport('natal', [], OPTIONS)).toThrow(RangeError);
    expect(() => composeReport('natal', [person.lin, person.chen], OPTIONS)).toThrow(RangeError);
    expect(() => composeReport('teaser', [person.lin, person.chen], OPTIONS)).toThrow(RangeError);
    expect(() => composeReport('love', [person.lin], OPTIONS)).toThrow(RangeError);
    expect(() => composeReport('marks', [person.lin, person.chen, person.zhou], OPTIONS)).toThrow(RangeError);
    expect(() => composeReport('baby', [], OPTIONS)).toThrow(RangeError);
    expect(() =>
      composeReport('baby', [person.child, person.lin, person.chen, person.zhou], OPTIONS),
    ).toThrow(RangeError);
  });

  it('is deterministic and keeps the version and time it is given', () => {
    const a = composeReport('natal', [person.lin], { generatedAt: '2026年1月2日 03:04', version: 3 });
    const b = composeReport('natal', [person.lin], { generatedAt: '2026年1月2日 03:04', version: 3 });
    expect(a).toEqual(b);
    expect(a).toMatchObject({ version: 3, generatedAt: '2026年1月2日 03:04' });
  });

  it('points to the first reading when a second person shares a placement, instead of repeating it', () => {
    // 林晓 and 陈远 both have Mars in Aries and a Moon in a water sign.
    const love = composeReport('love', [person.lin, person.chen], OPTIONS);
    const mars = love.sections
      .find((s) => s.key === 'b-love')!
      .blocks.find((b) => b.kind === 'entry' && b.heading === '陈远的火星白羊座');
    expect(mars).toMatchObject({ kind: 'entry', text: expect.stringContaining('与林晓相同') });
    const baby = composeReport('baby', [person.child, person.lin, person.chen], OPTIONS);
    const parents = baby.sections.find((s) => s.key === 'parents')!.blocks;
    expect(parents).toHaveLength(2);
    expect(parents[1]).toMatchObject({ kind: 'entry', text: expect.stringContaining('与林晓相同') });
  });

  it("reads the child's element balance: a strong (4+) or missing (0–1) element by name, else balanced", () => {
    const ELEMENT: Record<string, string> = {
      白羊座: '火',
      狮子座: '火',
      射手座: '火',
      金牛座: '土',
      处女座: '土',
      摩羯座: '土',
      双子座: '风',
      天秤座: '风',
      水瓶座: '风',
      巨蟹座: '水',
      天蝎座: '水',
      双鱼座: '水',
    };
    for (const child of timed) {
      const doc = composeReport('baby', [child], OPTIONS);
      const table = doc.sections[0]!.blocks.find((b) => b.kind === 'table');
      if (table?.kind !== 'table') throw new Error('the overview has no placement table');
      const counts: Record<string, number> = { 火: 0, 土: 0, 风: 0, 水: 0 };
      for (const row of table.rows.slice(0, 10)) counts[ELEMENT[row[1]!]!]! += 1;
      const headings = doc.sections
        .find((s) => s.key === 'child-balance')!
        .blocks.map((b) => (b.kind === 'entry' ? b.heading : ''));
      const strong = Object.entries(counts).filter(([, n]) => n >= 4);
      const weak = Object.entries(counts).filter(([, n]) => n <= 1);
      if (strong.length + weak.length === 0) expect(headings).toContain('四元素较为均衡');
      else expect(headings).not.toContain('四元素较为均衡');
      for (const heading of headings.filter((h) => /元素突出$/.test(h)))
        expect(counts[heading[0]!]).toBeGreaterThanOrEqual(4);
      for (const heading of headings.filter((h) => /元素偏少$/.test(h)))
        expect(counts[heading[0]!]).toBeLessThanOrEqual(1);
      expect(headings.some((h) => /元素(突出|偏少)$|均衡$/.test(h))).toBe(true);
    }
  });

  it('names the two people in the two-person section titles', () => {
    const doc = composeReport('love', [person.lin, person.chen], OPTIONS);
    expect(doc.sections.find((s) => s.key === 'a-love')?.title).toContain(person.lin.name);
    expect(doc.sections.find((s) => s.key === 'b-love')?.title).toContain(person.chen.name);
  });
});

describe('REPORT_TEMPLATE_SPECS', () => {
  it('carries the SPEC §3 template ids and our own, unique, with sane bounds', () => {
    const ids = Object.fromEntries(Object.values(REPORT_TEMPLATE_SPECS).map((s) => [s.key, s.templateId]));
    expect(ids).toEqual({
      natal: '1101',
      career: '1005',
      study: '1003',
      baby: '1002',
      love: '1102',
      marks: '1007',
      teaser: '1100',
    });
    for (const [key, spec] of Object.entries(REPORT_TEMPLATE_SPECS)) {
      expect(spec.key).toBe(key);
      const keys = spec.sections.map((s) => s.key);
      expect(new Set(keys).size, key).toBe(keys.length);
      for (const s of spec.sections) expect(s.minChars, `${key}.${s.key}`).toBeLessThan(s.maxChars);
    }
  });
});
