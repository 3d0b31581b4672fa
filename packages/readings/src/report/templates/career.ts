// The career report (SPEC §3 template 1005): the Sun (sign, and the house where it shines at work), the Midheaven,
// the 10th house (its ruler's house and the planets in it), Saturn and Jupiter, the 2nd and 6th houses, and the
// aspects of the career planets. Without a birth time the Sun, Saturn and Jupiter are read by sign only.
import { HOUSE_RULER_IN_HOUSE } from '../../data/house-rulers.ts';
import {
  CAREER_JUPITER_HOUSE,
  CAREER_MC_SIGN_LONG,
  CAREER_SATURN_HOUSE,
  CAREER_SECOND_HOUSE_SIGN,
  CAREER_SIXTH_HOUSE_SIGN,
  CAREER_SUN_HOUSE,
} from '../../data/report/career.ts';
import {
  type OrderedPlanetPair,
  REPORT_ANGLE_ASPECT,
  REPORT_ASPECT,
} from '../../data/report/natal-aspects.ts';
import { REPORT_PLANET_IN_HOUSE } from '../../data/report/natal-planet-house.ts';
import { REPORT_PLANET_IN_SIGN } from '../../data/report/natal-planet-sign.ts';
import {
  type HouseNumber,
  isPlanetKey,
  type PlanetKey,
  planetPairKey,
  signOfLongitudeDeg,
} from '../../keys.ts';
import {
  type ChartFacts,
  chartFacts,
  cuspSign,
  houseRulerPlacement,
  planetsByWeight,
} from '../chart-facts.ts';
import { chartBalance } from '../chart-balance.ts';
import { PLACEMENT_COLUMNS, placementRows } from '../chart-tables.ts';
import { chartWheel } from '../chart-wheel.ts';
import type { ComposedExtras, ComposePerson } from '../compose-types.ts';
import {
  angleFactor,
  aspectHeading,
  aspectFactor,
  bodyName,
  cuspFactor,
  houseName,
  houseRulerFactor,
  placementFactor,
  signName,
} from '../factor-labels.ts';
import { bigThreeLine, dominantLine, tightestAspectLine } from '../highlights.ts';
import type { ReportDraft, SectionDraft } from '../report-draft.ts';
import { NO_BIRTH_TIME_REPORT_NOTE, TEMPLATE_CLOSING, TEMPLATE_OPENING } from '../template-texts.ts';

const HOUSE_READ_ELSEWHERE: readonly string[] = ['sun', 'saturn', 'jupiter'];
const CAREER_PLANETS: readonly string[] = ['sun', 'saturn', 'jupiter', 'mars', 'mc'];

/** A planet by sign (long natal text) and, with a birth time, by house (the career set's text for that house). */
function planetSection(
  s: SectionDraft,
  facts: ChartFacts,
  planet: PlanetKey,
  byHouse: Record<HouseNumber, string>,
): void {
  const p = facts.planets[planet];
  if (!p) return;
  const factor = placementFactor(p);
  s.entry(factor, `${bodyName(planet)}在${signName(p.sign)}`, REPORT_PLANET_IN_SIGN[planet][p.sign]);
  if (p.house !== null) s.entry(factor, `${bodyName(planet)}在${houseName(p.house)}`, byHouse[p.house]);
}

/** A house by the sign on its cusp, then where its ruler stands. */
function houseSection(
  s: SectionDraft,
  facts: ChartFacts,
  house: HouseNumber,
  bySign: typeof CAREER_MC_SIGN_LONG,
) {
  const sign = cuspSign(facts, house);
  if (!sign) return;
  s.entry(cuspFactor(house, sign), `${houseName(house)}宫头在${signName(sign)}`, bySign[sign]);
  const ruler = houseRulerPlacement(facts, house);
  if (ruler)
    s.entry(
      houseRulerFactor(house, ruler.placement),
      `${houseName(house)}主星落在${houseName(ruler.placement.house!)}`,
      HOUSE_RULER_IN_HOUSE[house][ruler.placement.house!],
    );
}

export function composeCareer([person]: readonly ComposePerson[], draft: ReportDraft): ComposedExtras {
  const facts = chartFacts(person!.chart);
  draft.section('overview', (s) => {
    s.paragraph(TEMPLATE_OPENING.career);
    if (!facts.cusps) s.paragraph(NO_BIRTH_TIME_REPORT_NOTE);
    s.table(PLACEMENT_COLUMNS, placementRows(facts));
  });
  draft.section('career-sun', (s) => planetSection(s, facts, 'sun', CAREER_SUN_HOUSE));
  draft.section('career-mc', (s) => {
    if (facts.mc === null) return;
    const sign = signOfLongitudeDeg(facts.mc);
    s.entry(angleFactor('mc', sign), `天顶${signName(sign)}`, CAREER_MC_SIGN_LONG[sign]);
  });
  draft.section('career-tenth', (s) => {
    const ruler = houseRulerPlacement(facts, 10);
    if (ruler)
      s.entry(
        houseRulerFactor(10, ruler.placement),
        `第十宫主星${bodyName(ruler.ruler)}落在${houseName(ruler.placement.house!)}`,
        HOUSE_RULER_IN_HOUSE[10][ruler.placement.house!],
      );
    // The Sun, Saturn and Jupiter are read by house in their own sections (one text per placement).
    for (const p of planetsByWeight(facts))
      if (p.house === 10 && !HOUSE_READ_ELSEWHERE.includes(p.key))
        s.entry(
          placementFactor(p),
          `${bodyName(p.key)}在第十宫`,
          REPORT_PLANET_IN_HOUSE[p.key as PlanetKey][10],
        );
  });
  draft.section('career-saturn', (s) => planetSection(s, facts, 'saturn', CAREER_SATURN_HOUSE));
  draft.section('career-jupiter', (s) => planetSection(s, facts, 'jupiter', CAREER_JUPITER_HOUSE));
  draft.section('career-money', (s) => houseSection(s, facts, 2, CAREER_SECOND_HOUSE_SIGN));
  draft.section('career-work', (s) => houseSection(s, facts, 6, CAREER_SIXTH_HOUSE_SIGN));
  draft.section('career-aspects', (s) => {
    for (const x of facts.aspects) {
      if (!isPlanetKey(x.a) || !(CAREER_PLANETS.includes(x.a) || CAREER_PLANETS.includes(x.b))) continue;
      const heading = aspectHeading(x);
      if (x.b === 'mc') s.entry(aspectFactor(x), heading, REPORT_ANGLE_ASPECT[x.a].mc[x.family]);
      else if (isPlanetKey(x.b))
        s.entry(
          aspectFactor(x),
          heading,
          REPORT_ASPECT[planetPairKey(x.a, x.b) as OrderedPlanetPair][x.family],
        );
    }
  });
  draft.section('closing', (s) => s.paragraph(TEMPLATE_CLOSING.career));
  const mc = facts.mc === null ? null : signOfLongitudeDeg(facts.mc);
  const highlights = [
    bigThreeLine(facts),
    dominantLine(chartBalance(facts)),
    mc ? `天顶${signName(mc)}：事业方向的指南针` : null,
    facts.planets.saturn ? `土星${signName(facts.planets.saturn.sign)}：长期经营的功课` : null,
    tightestAspectLine(facts),
  ];
  return { highlights: highlights.filter((x): x is string => x !== null), wheel: chartWheel(facts) };
}
