// The child report (SPEC §3 template 1002), written to the parents: the child's Sun, Moon, Ascendant, Mercury, Venus
// and Mars by sign, then how each parent's Moon element meets the child's. people = [child, parent1?, parent2?].
import {
  CHILD_ASC_SIGN,
  CHILD_MARS_SIGN,
  CHILD_MERCURY_SIGN,
  CHILD_MOON_SIGN,
  CHILD_SUN_SIGN,
  CHILD_VENUS_SIGN,
  PARENT_CHILD_MOON_ELEMENT,
} from '../../data/report/child.ts';
import {
  CHILD_ELEMENT_BALANCED,
  CHILD_ELEMENT_DOMINANT,
  CHILD_ELEMENT_LACKING,
  CHILD_MODALITY_DOMINANT,
} from '../../data/report/baby-element.ts';
import { type PlanetKey, type SignKey, signOfLongitudeDeg } from '../../keys.ts';
import { chartFacts } from '../chart-facts.ts';
import { type ChartBalance, chartBalance, ELEMENT_ZH, elementOfSign, MODALITY_ZH } from '../chart-balance.ts';
import { PLACEMENT_COLUMNS, placementRows } from '../chart-tables.ts';
import { chartWheel } from '../chart-wheel.ts';
import type { ComposedExtras, ComposePerson } from '../compose-types.ts';
import { angleFactor, bodyName, placementFactor, signName } from '../factor-labels.ts';
import { bigThreeLine, dominantLine } from '../highlights.ts';
import type { ReportDraft, SectionDraft } from '../report-draft.ts';
import {
  NO_BIRTH_TIME_REPORT_NOTE,
  sameAsAbove,
  TEMPLATE_CLOSING,
  TEMPLATE_OPENING,
} from '../template-texts.ts';

const CHILD_SIGN_SECTIONS: readonly [section: string, planet: PlanetKey, texts: Record<SignKey, string>][] = [
  ['child-sun', 'sun', CHILD_SUN_SIGN],
  ['child-moon', 'moon', CHILD_MOON_SIGN],
  ['child-mercury', 'mercury', CHILD_MERCURY_SIGN],
  ['child-venus', 'venus', CHILD_VENUS_SIGN],
  ['child-mars', 'mars', CHILD_MARS_SIGN],
];

/** The child's element and modality balance: a strong element (4+ of the ten planets), a missing one (0–1), a
 *  strong modality; a chart with none of these reads as balanced. */
function childBalanceEntries(s: SectionDraft, balance: ChartBalance): void {
  for (const e of balance.elementEmphasis)
    s.entry(
      `${ELEMENT_ZH[e.key]}元素 ${e.count}颗行星`,
      `${ELEMENT_ZH[e.key]}元素${e.level === 'strong' ? '突出' : '偏少'}`,
      e.level === 'strong' ? CHILD_ELEMENT_DOMINANT[e.key] : CHILD_ELEMENT_LACKING[e.key],
    );
  for (const m of balance.modalityEmphasis)
    if (m.level === 'strong')
      s.entry(
        `${MODALITY_ZH[m.key]}模式 ${m.count}颗行星`,
        `${MODALITY_ZH[m.key]}模式突出`,
        CHILD_MODALITY_DOMINANT[m.key],
      );
  if (balance.elementEmphasis.length === 0)
    s.entry('四种元素各有二至三颗行星', '四元素较为均衡', CHILD_ELEMENT_BALANCED);
}

export function composeBaby(
  [child, ...parents]: readonly ComposePerson[],
  draft: ReportDraft,
): ComposedExtras {
  const facts = chartFacts(child!.chart);
  draft.section('overview', (s) => {
    s.paragraph(TEMPLATE_OPENING.baby);
    if (!facts.cusps) s.paragraph(NO_BIRTH_TIME_REPORT_NOTE);
    s.table(PLACEMENT_COLUMNS, placementRows(facts));
  });
  for (const [section, planet, texts] of CHILD_SIGN_SECTIONS) {
    draft.section(section, (s) => {
      const p = facts.planets[planet];
      if (p) s.entry(placementFactor(p), `${bodyName(planet)}在${signName(p.sign)}`, texts[p.sign]);
    });
    if (section === 'child-moon')
      draft.section('child-asc', (s) => {
        if (facts.asc === null) return;
        const sign = signOfLongitudeDeg(facts.asc);
        s.entry(angleFactor('asc', sign), `上升${signName(sign)}`, CHILD_ASC_SIGN[sign]);
      });
  }
  draft.section('child-balance', (s) => childBalanceEntries(s, chartBalance(facts)));
  const childMoon = facts.planets.moon;
  draft.section('parents', (s) => {
    if (!childMoon) return;
    const childElement = elementOfSign(childMoon.sign);
    const read: { name: string; element: string }[] = [];
    for (const parent of parents) {
      const moon = chartFacts(parent.chart).planets.moon;
      if (!moon) continue;
      const element = elementOfSign(moon.sign);
      const heading = `${parent.name}的月亮（${ELEMENT_ZH[element]}象）与孩子的月亮（${ELEMENT_ZH[childElement]}象）`;
      const factor = `${placementFactor(moon, `${parent.name}的`)}；${placementFactor(childMoon, `${child!.name}的`)}`;
      const same = read.find((r) => r.element === element);
      // Both parents with a Moon of one element read the same text: the second points to the first.
      if (same)
        s.entry(factor, heading, sameAsAbove(parent.name, `月亮元素（${ELEMENT_ZH[element]}象）`, same.name));
      else s.entry(factor, heading, PARENT_CHILD_MOON_ELEMENT[element][childElement]);
      read.push({ name: parent.name, element });
    }
  });
  draft.section('closing', (s) => s.paragraph(TEMPLATE_CLOSING.baby));
  const highlights = [
    bigThreeLine(facts, `${child!.name}：`),
    dominantLine(chartBalance(facts)),
    facts.planets.mercury ? `水星${signName(facts.planets.mercury.sign)}：孩子学习与表达的方式` : null,
  ];
  return { highlights: highlights.filter((x): x is string => x !== null), wheel: chartWheel(facts) };
}
