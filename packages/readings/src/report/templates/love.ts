// The love / synastry report (template 1102): how each of the two loves (Venus, Mars, the 7th and 5th houses and the
// 7th house ruler), the cross aspects, each one's planets in the other's houses, and the composite. people = [a, b].
import { OVERLAY_IN_HOUSE } from '../../data/synastry-overlays.ts';
import {
  LOVE_FIFTH_HOUSE_SIGN,
  LOVE_MARS_SIGN,
  LOVE_SEVENTH_HOUSE_SIGN,
  LOVE_VENUS_SIGN,
  SEVENTH_RULER_IN_HOUSE,
} from '../../data/report/love.ts';
import { houseOfLongitudeDeg } from '../../chart-like.ts';
import type { HouseNumber, PlanetKey, SignKey } from '../../keys.ts';
import { type ChartFacts, chartFacts, cuspSign, houseRulerPlacement } from '../chart-facts.ts';
import { chartWheel } from '../chart-wheel.ts';
import type { ComposedExtras, ComposePerson } from '../compose-types.ts';
import {
  bodyName,
  cuspFactor,
  houseName,
  houseRulerFactor,
  placementFactor,
  signName,
} from '../factor-labels.ts';
import { bigThreeLine } from '../highlights.ts';
import { midpointChart } from '../relationship.ts';
import type { ReportDraft, SectionDraft } from '../report-draft.ts';
import {
  NO_BIRTH_TIME_REPORT_NOTE,
  sameAsAbove,
  TEMPLATE_CLOSING,
  TEMPLATE_OPENING,
} from '../template-texts.ts';
import { compositeEntries, sideBySideTable, synastryEntries, synastryHighlight } from './two-people.ts';

interface Reading {
  factor: string;
  heading: string;
  /** What the placement is, to say "same as above" when the other person has it too. */
  what: string;
  text: string;
}

function loveReadings(name: string, f: ChartFacts): Reading[] {
  const out: Reading[] = [];
  for (const [planet, texts] of [
    ['venus', LOVE_VENUS_SIGN],
    ['mars', LOVE_MARS_SIGN],
  ] as const) {
    const p = f.planets[planet];
    if (p) {
      const what = `${bodyName(planet)}${signName(p.sign)}`;
      out.push({
        factor: placementFactor(p, `${name}的`),
        heading: `${name}的${what}`,
        what,
        text: texts[p.sign],
      });
    }
  }
  for (const [house, texts] of [
    [7, LOVE_SEVENTH_HOUSE_SIGN],
    [5, LOVE_FIFTH_HOUSE_SIGN],
  ] as const satisfies readonly [HouseNumber, Record<SignKey, string>][]) {
    const sign = cuspSign(f, house);
    if (!sign) continue;
    const what = `${houseName(house)}宫头${signName(sign)}`;
    out.push({
      factor: `${name}的${cuspFactor(house, sign)}`,
      heading: `${name}的${what}`,
      what,
      text: texts[sign],
    });
    if (house === 7) {
      const ruler = houseRulerPlacement(f, 7);
      if (ruler) {
        const what7 = `第七宫主星落在${houseName(ruler.placement.house!)}`;
        out.push({
          factor: `${name}的${houseRulerFactor(7, ruler.placement)}`,
          heading: `${name}的${what7}`,
          what: what7,
          text: SEVENTH_RULER_IN_HOUSE[ruler.placement.house!],
        });
      }
    }
  }
  return out;
}

/** B's reading of a placement A shares is a pointer to A's, never the same paragraph twice. */
function loveEntries(
  s: SectionDraft,
  mine: Reading[],
  name: string,
  earlier: Reading[],
  earlierName: string,
) {
  for (const r of mine) {
    const shared = earlier.find((e) => e.text === r.text);
    s.entry(r.factor, r.heading, shared ? sameAsAbove(name, r.what, earlierName) : r.text);
  }
}

const OVERLAY_PLANETS: readonly PlanetKey[] = [
  'sun',
  'moon',
  'venus',
  'mars',
  'mercury',
  'jupiter',
  'saturn',
];

/** The guest's planets in the host's houses, angular houses first (written to the house owner). */
function overlayEntries(
  s: SectionDraft,
  host: ComposePerson,
  hostFacts: ChartFacts,
  guest: ComposePerson,
  guestFacts: ChartFacts,
) {
  if (!hostFacts.cusps) return;
  const hits = OVERLAY_PLANETS.flatMap((planet) => {
    const p = guestFacts.planets[planet];
    return p ? [{ planet, p, house: houseOfLongitudeDeg(p.longitudeDeg, hostFacts.cusps!) }] : [];
  }).sort((x, y) => Number([1, 4, 7, 10].includes(y.house)) - Number([1, 4, 7, 10].includes(x.house)));
  for (const { planet, p, house } of hits)
    s.entry(
      `${guest.name}的${bodyName(planet)} ${signName(p.sign)} 落入${host.name}的第${house}宫`,
      `${guest.name}的${bodyName(planet)}走进${host.name}的${houseName(house)}`,
      OVERLAY_IN_HOUSE[planet][house],
    );
}

export function composeLove(people: readonly ComposePerson[], draft: ReportDraft): ComposedExtras {
  const [a, b] = people as [ComposePerson, ComposePerson];
  const af = chartFacts(a.chart);
  const bf = chartFacts(b.chart);
  const composite = chartFacts(midpointChart(a.chart, b.chart));
  draft.section('overview', (s) => {
    s.paragraph(TEMPLATE_OPENING.love);
    if (!af.cusps || !bf.cusps) s.paragraph(NO_BIRTH_TIME_REPORT_NOTE);
    sideBySideTable(s, [a.name, b.name], af, bf);
  });
  const aReadings = loveReadings(a.name, af);
  draft.section('a-love', (s) => loveEntries(s, aReadings, a.name, [], a.name), `${a.name}：怎样去爱`);
  draft.section(
    'b-love',
    (s) => loveEntries(s, loveReadings(b.name, bf), b.name, aReadings, a.name),
    `${b.name}：怎样去爱`,
  );
  draft.section('synastry', (s) => synastryEntries(s, [a, b], af, bf));
  draft.section('overlays', (s) => {
    overlayEntries(s, a, af, b, bf);
    overlayEntries(s, b, bf, a, af);
  });
  draft.section('composite', (s) => compositeEntries(s, composite));
  draft.section('closing', (s) => s.paragraph(TEMPLATE_CLOSING.love));
  const highlights = [
    bigThreeLine(af, `${a.name}：`),
    bigThreeLine(bf, `${b.name}：`),
    synastryHighlight([a, b], af, bf),
    composite.planets.sun ? `组合盘太阳${signName(composite.planets.sun.sign)}：这段关系的核心` : null,
  ];
  return { highlights: highlights.filter((x): x is string => x !== null), wheel: chartWheel(af) };
}
