// The study report (SPEC §3 template 1003): Mercury (sign and house), the Moon, the 3rd and 9th houses by the sign on
// their cusps, Jupiter, and Mercury's aspects. Without a birth time the house sections are left out.
import {
  type OrderedPlanetPair,
  REPORT_ANGLE_ASPECT,
  REPORT_ASPECT,
} from '../../data/report/natal-aspects.ts';
import {
  STUDY_JUPITER_SIGN,
  STUDY_MERCURY_HOUSE,
  STUDY_MERCURY_SIGN,
  STUDY_MOON_SIGN,
  STUDY_NINTH_HOUSE_SIGN,
  STUDY_THIRD_HOUSE_SIGN,
} from '../../data/report/study.ts';
import { type HouseNumber, isPlanetKey, planetPairKey, type SignKey } from '../../keys.ts';
import { type ChartFacts, chartFacts, cuspSign } from '../chart-facts.ts';
import { chartBalance } from '../chart-balance.ts';
import { PLACEMENT_COLUMNS, placementRows } from '../chart-tables.ts';
import { chartWheel } from '../chart-wheel.ts';
import type { ComposedExtras, ComposePerson } from '../compose-types.ts';
import {
  aspectFactor,
  aspectHeading,
  bodyName,
  cuspFactor,
  houseName,
  placementFactor,
  signName,
} from '../factor-labels.ts';
import { bigThreeLine, dominantLine } from '../highlights.ts';
import type { ReportDraft, SectionDraft } from '../report-draft.ts';
import { NO_BIRTH_TIME_REPORT_NOTE, TEMPLATE_CLOSING, TEMPLATE_OPENING } from '../template-texts.ts';

function signEntry(
  s: SectionDraft,
  facts: ChartFacts,
  planet: 'mercury' | 'moon' | 'jupiter',
  texts: Record<SignKey, string>,
) {
  const p = facts.planets[planet];
  if (p) s.entry(placementFactor(p), `${bodyName(planet)}在${signName(p.sign)}`, texts[p.sign]);
}

function cuspEntry(s: SectionDraft, facts: ChartFacts, house: HouseNumber, texts: Record<SignKey, string>) {
  const sign = cuspSign(facts, house);
  if (sign) s.entry(cuspFactor(house, sign), `${houseName(house)}宫头在${signName(sign)}`, texts[sign]);
}

export function composeStudy([person]: readonly ComposePerson[], draft: ReportDraft): ComposedExtras {
  const facts = chartFacts(person!.chart);
  draft.section('overview', (s) => {
    s.paragraph(TEMPLATE_OPENING.study);
    if (!facts.cusps) s.paragraph(NO_BIRTH_TIME_REPORT_NOTE);
    s.table(PLACEMENT_COLUMNS, placementRows(facts));
  });
  draft.section('study-mercury', (s) => {
    signEntry(s, facts, 'mercury', STUDY_MERCURY_SIGN);
    const p = facts.planets.mercury;
    if (p?.house) s.entry(placementFactor(p), `水星在${houseName(p.house)}`, STUDY_MERCURY_HOUSE[p.house]);
  });
  draft.section('study-moon', (s) => signEntry(s, facts, 'moon', STUDY_MOON_SIGN));
  draft.section('study-third', (s) => cuspEntry(s, facts, 3, STUDY_THIRD_HOUSE_SIGN));
  draft.section('study-ninth', (s) => cuspEntry(s, facts, 9, STUDY_NINTH_HOUSE_SIGN));
  draft.section('study-jupiter', (s) => signEntry(s, facts, 'jupiter', STUDY_JUPITER_SIGN));
  draft.section('study-aspects', (s) => {
    for (const x of facts.aspects) {
      if (x.a !== 'mercury' && x.b !== 'mercury') continue;
      const heading = aspectHeading(x);
      if (x.a === 'mercury' && (x.b === 'asc' || x.b === 'mc'))
        s.entry(aspectFactor(x), heading, REPORT_ANGLE_ASPECT.mercury[x.b][x.family]);
      else if (isPlanetKey(x.a) && isPlanetKey(x.b))
        s.entry(
          aspectFactor(x),
          heading,
          REPORT_ASPECT[planetPairKey(x.a, x.b) as OrderedPlanetPair][x.family],
        );
    }
  });
  draft.section('closing', (s) => s.paragraph(TEMPLATE_CLOSING.study));
  const m = facts.planets.mercury;
  const highlights = [
    bigThreeLine(facts),
    dominantLine(chartBalance(facts)),
    m ? `水星${signName(m.sign)}${m.house ? `第${m.house}宫` : ''}：你的思考方式` : null,
    cuspSign(facts, 9) ? `第九宫宫头${signName(cuspSign(facts, 9)!)}：高等学习的方向` : null,
  ];
  return { highlights: highlights.filter((x): x is string => x !== null), wheel: chartWheel(facts) };
}
