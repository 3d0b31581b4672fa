// The free element check of a child: counts that add up to the ten planets and agree with the signs, the readings the
// paid baby report gives for the same chart (so the two never disagree), a balanced chart read as balanced, and an
// unknown birth time still checked (no houses needed).
import { describe, expect, it } from 'vitest';
import { CHILD_ELEMENT_BALANCED, CHILD_ELEMENT_DOMINANT } from '../data/report/baby-element.ts';
import { CHILD_ELEMENT_SAMPLE } from '../data/report/baby-element-template.ts';
import { ELEMENT_KEYS } from '../data/report/natal-balance.ts';
import { babyElementCheck } from './baby-element-check.ts';
import { elementOfSign, modalityOfSign } from './chart-balance.ts';
import { chartFacts } from './chart-facts.ts';
import { composeReport } from './compose.ts';
import { REFERENCE_BIRTHS as R, referencePerson } from './test/reference-charts.ts';
import { charCount } from '../test/reading-text-checks.ts';

const people = Object.values(R).map(referencePerson);

describe('babyElementCheck', () => {
  it.each(people.map((p) => [p.name, p] as const))(
    '%s: counts match the signs of the ten planets',
    (_, p) => {
      const check = babyElementCheck(p.chart);
      const facts = chartFacts(p.chart);
      const planets = Object.values(facts.planets);
      expect(planets).toHaveLength(10);
      expect(check.elements.reduce((n, g) => n + g.count, 0)).toBe(10);
      expect(check.modalities.reduce((n, g) => n + g.count, 0)).toBe(10);
      for (const g of check.elements) {
        expect(g.count).toBe(planets.filter((x) => elementOfSign(x.sign) === g.key).length);
        expect(g.planets).toHaveLength(g.count);
      }
      for (const g of check.modalities)
        expect(g.count).toBe(planets.filter((x) => modalityOfSign(x.sign) === g.key).length);
      const most = Math.max(...check.elements.map((g) => g.count));
      expect(check.elements.find((g) => g.key === check.leadingElement)!.count).toBe(most);
      expect(check.readings.length).toBeGreaterThan(0);
      for (const r of check.readings) expect(r.text.length).toBeGreaterThan(100);
      expect(check.wheel.points.length).toBeGreaterThanOrEqual(10);
    },
  );

  it('reads what the paid baby report reads in its balance section', () => {
    for (const p of people) {
      const check = babyElementCheck(p.chart);
      const report = composeReport('baby', [p], { generatedAt: '2026年11月27日 08:00', version: 1 });
      const section = report.sections.find((s) => s.key === 'child-balance')!;
      const text = JSON.stringify(section);
      for (const r of check.readings) expect(text).toContain(r.text);
    }
  });

  it('a strong element reads its dominant text and names the planets counted', () => {
    const strong = people
      .map((p) => babyElementCheck(p.chart))
      .flatMap((c) => c.readings)
      .find((r) => r.kind === 'element-strong');
    expect(strong).toBeDefined();
    expect(strong!.text).toBe(CHILD_ELEMENT_DOMINANT[strong!.key as 'fire']);
    expect(strong!.factor).toMatch(/元素 [4-9]颗行星：/);
  });

  it('a chart with no strong and no scarce element reads as balanced', () => {
    const balanced = people
      .map((p) => babyElementCheck(p.chart))
      .find((c) => c.elements.every((g) => g.count >= 2 && g.count <= 3));
    if (balanced) expect(balanced.readings[0]!.text).toBe(CHILD_ELEMENT_BALANCED);
    for (const c of people.map((p) => babyElementCheck(p.chart)))
      expect(c.readings.some((r) => r.kind === 'balanced')).toBe(
        c.elements.every((g) => g.count >= 2 && g.count <= 3),
      );
  });

  it('every element has its sample page: a tagline and three different moments, Chinese prose in bounds', () => {
    const all: string[] = [];
    for (const key of ELEMENT_KEYS) {
      const sample = CHILD_ELEMENT_SAMPLE[key];
      expect(charCount(sample.tagline)).toBeGreaterThanOrEqual(15);
      expect(charCount(sample.tagline)).toBeLessThanOrEqual(40);
      for (const moment of sample.moments) {
        expect(charCount(moment), moment).toBeGreaterThanOrEqual(20);
        expect(charCount(moment), moment).toBeLessThanOrEqual(60);
      }
      for (const text of [sample.tagline, ...sample.moments]) expect(text, text).not.toMatch(/[,.?!:;'"()]/);
      all.push(sample.tagline, ...sample.moments);
    }
    expect(new Set(all).size).toBe(all.length);
  });
});
