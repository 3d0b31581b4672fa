// The Marks report (SPEC §3 template 1007): each person's experience of the relationship read from their Marks chart
// (Ascendant sign; Sun, Moon, Venus and Mars houses), the composite's signs, and the cross aspects of the two
// charts. The Marks houses need both birth times; without them the overview says so and those sections drop out.
import {
  MARKS_ASC_SIGN,
  MARKS_MARS_HOUSE,
  MARKS_MOON_HOUSE,
  MARKS_SUN_HOUSE,
  MARKS_VENUS_HOUSE,
} from '../../data/report/marks.ts';
import { type HouseNumber, signOfLongitudeDeg } from '../../keys.ts';
import { type ChartFacts, chartFacts, planetsByWeight } from '../chart-facts.ts';
import { chartWheel } from '../chart-wheel.ts';
import type { ComposedExtras, ComposePerson } from '../compose-types.ts';
import { angleFactor, bodyName, houseName, placementFactor, signName } from '../factor-labels.ts';
import { bigThreeLine } from '../highlights.ts';
import { midpointChart } from '../relationship.ts';
import type { ReportDraft } from '../report-draft.ts';
import { MARKS_NO_TIME_NOTE, sameAsAbove, TEMPLATE_CLOSING, TEMPLATE_OPENING } from '../template-texts.ts';
import { compositeEntries, sideBySideTable, synastryEntries, synastryHighlight } from './two-people.ts';

const MARKS_HOUSE_TEXTS = {
  sun: MARKS_SUN_HOUSE,
  moon: MARKS_MOON_HOUSE,
  venus: MARKS_VENUS_HOUSE,
  mars: MARKS_MARS_HOUSE,
} as const satisfies Record<string, Record<HouseNumber, string>>;

interface Reading {
  factor: string;
  heading: string;
  what: string;
  text: string;
}

function marksReadings(name: string, f: ChartFacts): Reading[] {
  if (f.asc === null) return [];
  const sign = signOfLongitudeDeg(f.asc);
  const out: Reading[] = [
    {
      factor: `${name}的马克思盘${angleFactor('asc', sign)}`,
      heading: `${name}的马克思盘上升${signName(sign)}`,
      what: `马克思盘上升${signName(sign)}`,
      text: MARKS_ASC_SIGN[sign],
    },
  ];
  for (const p of planetsByWeight(f, ['sun', 'moon', 'venus', 'mars'])) {
    if (p.house === null) continue;
    const what = `马克思盘${bodyName(p.key)}落在${houseName(p.house)}`;
    const key = p.key as keyof typeof MARKS_HOUSE_TEXTS;
    out.push({
      factor: `${name}的马克思盘${placementFactor(p)}`,
      heading: `${name}的${what}`,
      what,
      text: MARKS_HOUSE_TEXTS[key][p.house],
    });
  }
  return out;
}

export function composeMarks(people: readonly ComposePerson[], draft: ReportDraft): ComposedExtras {
  const [a, b] = people as [ComposePerson, ComposePerson];
  const af = chartFacts(a.chart);
  const bf = chartFacts(b.chart);
  const composite = midpointChart(a.chart, b.chart);
  const marksA = chartFacts(midpointChart(a.chart, composite));
  const marksB = chartFacts(midpointChart(b.chart, composite));
  draft.section('overview', (s) => {
    s.paragraph(TEMPLATE_OPENING.marks);
    if (marksA.asc === null) s.paragraph(MARKS_NO_TIME_NOTE);
    sideBySideTable(s, [`${a.name}的马克思盘`, `${b.name}的马克思盘`], marksA, marksB);
  });
  const aReadings = marksReadings(a.name, marksA);
  draft.section(
    'marks-a',
    (s) => {
      for (const r of aReadings) s.entry(r.factor, r.heading, r.text);
    },
    `${a.name}在这段关系里的体验`,
  );
  draft.section(
    'marks-b',
    (s) => {
      for (const r of marksReadings(b.name, marksB)) {
        const shared = aReadings.some((e) => e.text === r.text);
        s.entry(r.factor, r.heading, shared ? sameAsAbove(b.name, r.what, a.name) : r.text);
      }
    },
    `${b.name}在这段关系里的体验`,
  );
  draft.section('marks-bond', (s) => compositeEntries(s, chartFacts(composite)));
  draft.section('marks-aspects', (s) => synastryEntries(s, [a, b], af, bf));
  draft.section('closing', (s) => s.paragraph(TEMPLATE_CLOSING.marks));
  const line = (name: string, f: ChartFacts): string | null =>
    f.asc === null ? null : `${name}的马克思盘上升${signName(signOfLongitudeDeg(f.asc))}`;
  const compositeSun = chartFacts(composite).planets.sun;
  const highlights = [
    line(a.name, marksA) ?? bigThreeLine(af, `${a.name}：`),
    line(b.name, marksB) ?? bigThreeLine(bf, `${b.name}：`),
    synastryHighlight([a, b], af, bf),
    compositeSun ? `组合盘太阳${signName(compositeSun.sign)}：这段关系的核心` : null,
  ];
  return {
    highlights: highlights.filter((x): x is string => x !== null),
    wheel: marksA.asc === null ? chartWheel(af) : chartWheel(marksA),
  };
}
