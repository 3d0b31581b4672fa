// Section fillers shared by the two-person reports (love, Marks): the side-by-side placements table, the cross
// aspects between the two charts, and the composite's Sun, Moon and Venus signs.
import { ASPECT_KEYWORDS } from '../../data/keywords.ts';
import { COMPOSITE_SIGN } from '../../data/love.ts';
import { SYNASTRY_REPORT_ASPECT, type SynastryReportPairKey } from '../../data/report/love.ts';
import { planetPairKey, signOfLongitudeDeg } from '../../keys.ts';
import type { ChartFacts, Placement } from '../chart-facts.ts';
import type { ComposePerson } from '../compose-types.ts';
import { aspectShortName, bodyName, degreeLabel, placementFactor, signName } from '../factor-labels.ts';
import { crossAspects } from '../relationship.ts';
import type { SectionDraft } from '../report-draft.ts';

const TABLE_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;

const cell = (p: Placement | undefined): string =>
  p ? `${signName(p.sign)} ${degreeLabel(p.degreeInSign)}${p.house ? ` 第${p.house}宫` : ''}` : '—';

/** 行星 | A | B, with the Ascendant last when either birth time is known. */
export function sideBySideTable(
  s: SectionDraft,
  names: readonly [string, string],
  a: ChartFacts,
  b: ChartFacts,
) {
  const rows = TABLE_PLANETS.map((k) => [bodyName(k), cell(a.planets[k]), cell(b.planets[k])]);
  const asc = (f: ChartFacts): string => (f.asc === null ? '—' : signName(signOfLongitudeDeg(f.asc)));
  if (a.asc !== null || b.asc !== null) rows.push(['上升点', asc(a), asc(b)]);
  s.table(['行星', ...names], rows);
}

/** Cross aspects of the six synastry planets, heaviest first; a text two aspects share is read once. */
export function synastryEntries(
  s: SectionDraft,
  [pa, pb]: readonly ComposePerson[],
  a: ChartFacts,
  b: ChartFacts,
) {
  for (const x of crossAspects(a, b)) {
    const pair = planetPairKey(x.a, x.b) as SynastryReportPairKey;
    const factor = `${pa!.name}的${bodyName(x.a)} ${aspectShortName(x.type)} ${pb!.name}的${bodyName(x.b)}（容许度 ${x.orbDeg.toFixed(1)}°）`;
    const heading = `${pa!.name}的${bodyName(x.a)}与${pb!.name}的${bodyName(x.b)}${ASPECT_KEYWORDS[x.type].name}`;
    s.entry(factor, heading, SYNASTRY_REPORT_ASPECT[pair][x.family]);
  }
}

/** The first (tightest-weighted) cross aspect as a highlight line. */
export function synastryHighlight(
  [pa, pb]: readonly ComposePerson[],
  a: ChartFacts,
  b: ChartFacts,
): string | null {
  const x = crossAspects(a, b)[0];
  if (!x) return null;
  return `最紧密的互动：${pa!.name}的${bodyName(x.a)} ${aspectShortName(x.type)} ${pb!.name}的${bodyName(x.b)}`;
}

export function compositeEntries(s: SectionDraft, composite: ChartFacts) {
  for (const key of ['sun', 'moon', 'venus'] as const) {
    const p = composite.planets[key];
    if (p)
      s.entry(
        `组合盘${placementFactor({ ...p, house: null })}`,
        `组合盘${bodyName(key)}在${signName(p.sign)}`,
        COMPOSITE_SIGN[key][p.sign],
      );
  }
}
