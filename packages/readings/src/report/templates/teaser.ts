// The free teaser (/report/starDiscover, template 1100): the big three in the short texts of the chart pages, the
// tightest aspect, and what the full natal report adds — a taste that leads to the paid report.
import { ASCENDANT_SIGN } from '../../data/angle-sign.ts';
import { ASPECT_TEXTS } from '../../data/aspects.ts';
import { PLANET_IN_SIGN } from '../../data/planet-in-sign.ts';
import { isPlanetKey, planetPairKey, signOfLongitudeDeg } from '../../keys.ts';
import { chartFacts } from '../chart-facts.ts';
import { chartBalance } from '../chart-balance.ts';
import { chartWheel } from '../chart-wheel.ts';
import type { ComposedExtras, ComposePerson } from '../compose-types.ts';
import {
  angleFactor,
  aspectHeading,
  aspectFactor,
  bodyName,
  placementFactor,
  signName,
} from '../factor-labels.ts';
import { bigThreeLine, dominantLine, tightestAspectLine } from '../highlights.ts';
import type { ReportDraft } from '../report-draft.ts';
import { NO_BIRTH_TIME_REPORT_NOTE, TEASER_MORE } from '../template-texts.ts';

export function composeTeaser([person]: readonly ComposePerson[], draft: ReportDraft): ComposedExtras {
  const facts = chartFacts(person!.chart);
  draft.section('core', (s) => {
    for (const key of ['sun', 'moon'] as const) {
      const p = facts.planets[key];
      if (p)
        s.entry(placementFactor(p), `${bodyName(key)}在${signName(p.sign)}`, PLANET_IN_SIGN[key][p.sign]);
    }
    if (facts.asc !== null) {
      const sign = signOfLongitudeDeg(facts.asc);
      s.entry(angleFactor('asc', sign), `上升${signName(sign)}`, ASCENDANT_SIGN[sign]);
    } else s.paragraph(NO_BIRTH_TIME_REPORT_NOTE);
  });
  draft.section('highlight', (s) => {
    // The tightest planet-to-planet aspect (the short corpus has no texts for the angles).
    const x = facts.aspects
      .filter((a) => isPlanetKey(a.a) && isPlanetKey(a.b))
      .sort((a, b) => a.orbDeg - b.orbDeg)[0];
    if (!x || !isPlanetKey(x.a) || !isPlanetKey(x.b)) return;
    const heading = aspectHeading(x);
    s.entry(aspectFactor(x), heading, ASPECT_TEXTS[planetPairKey(x.a, x.b)]![x.family]);
  });
  draft.section('more', (s) => s.paragraph(TEASER_MORE));
  const highlights = [bigThreeLine(facts), dominantLine(chartBalance(facts)), tightestAspectLine(facts)];
  return { highlights: highlights.filter((x): x is string => x !== null), wheel: chartWheel(facts) };
}
