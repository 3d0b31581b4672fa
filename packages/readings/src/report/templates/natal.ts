// The natal report (template 1101, 8–15 pages): overview and placements table, the big three, the chart ruler, the
// planets by group, the Midheaven, aspects to the angles and between planets, the chart's balance, the house rulers,
// the lunar node, Chiron and Lilith, and a closing. Long texts of data/report/natal-*.ts; the points and house rulers
// from the shorter sets (their only texts).
import { HOUSE_RULER_IN_HOUSE } from '../../data/house-rulers.ts';
import {
  CHIRON_IN_HOUSE,
  CHIRON_IN_SIGN,
  FORTUNE_IN_HOUSE,
  VERTEX_IN_HOUSE,
  LILITH_IN_HOUSE,
  LILITH_IN_SIGN,
  NORTH_NODE_IN_HOUSE,
  NORTH_NODE_IN_SIGN,
} from '../../data/points.ts';
import { REPORT_ASCENDANT_SIGN, REPORT_MC_SIGN } from '../../data/report/natal-angles.ts';
import {
  type OrderedPlanetPair,
  REPORT_ANGLE_ASPECT,
  REPORT_ASPECT,
} from '../../data/report/natal-aspects.ts';
import {
  CHART_RULER_IN_HOUSE,
  ELEMENT_EMPHASIS,
  HEMISPHERE_EMPHASIS,
  MODALITY_EMPHASIS,
  REPORT_CLOSING,
  REPORT_INTRO,
} from '../../data/report/natal-balance.ts';
import { DIGNITY_TEXTS } from '../../data/traditional.ts';
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
  houseRulerPlacement,
  type Placement,
  planetsByWeight,
  type PointKey,
} from '../chart-facts.ts';
import { type ChartBalance, chartBalance, ELEMENT_ZH, HEMISPHERE_ZH, MODALITY_ZH } from '../chart-balance.ts';
import { BALANCE_COLUMNS, balanceRows, PLACEMENT_COLUMNS, placementRows } from '../chart-tables.ts';
import { chartWheel } from '../chart-wheel.ts';
import type { ComposedExtras, ComposePerson } from '../compose-types.ts';
import {
  angleFactor,
  aspectHeading,
  aspectFactor,
  bodyName,
  houseName,
  houseRulerFactor,
  placementFactor,
  signName,
} from '../factor-labels.ts';
import { SIGN_DIGNITY_ZH, signDignity } from '../dignity.ts';
import { natalHighlights } from '../highlights.ts';
import type { ReportDraft, SectionDraft } from '../report-draft.ts';
import { NATAL_HOW_TO_READ, NO_BIRTH_TIME_REPORT_NOTE } from '../template-texts.ts';

/** Sign text, then house text (with a birth time), for each planet heaviest first. */
function planetEntries(s: SectionDraft, planets: readonly Placement[]): void {
  for (const p of planets) {
    const key = p.key as PlanetKey;
    const factor = placementFactor(p);
    s.entry(factor, `${bodyName(key)}在${signName(p.sign)}`, REPORT_PLANET_IN_SIGN[key][p.sign]);
    if (p.house !== null)
      s.entry(factor, `${bodyName(key)}在${houseName(p.house)}`, REPORT_PLANET_IN_HOUSE[key][p.house]);
  }
}

const POINT_TEXTS: Record<PointKey, { sign: typeof NORTH_NODE_IN_SIGN; house: typeof NORTH_NODE_IN_HOUSE }> =
  {
    trueNode: { sign: NORTH_NODE_IN_SIGN, house: NORTH_NODE_IN_HOUSE },
    chiron: { sign: CHIRON_IN_SIGN, house: CHIRON_IN_HOUSE },
    lilith: { sign: LILITH_IN_SIGN, house: LILITH_IN_HOUSE },
  };

// The 1st house's ruler is the chart ruler, read once in its own section (CHART_RULER_IN_HOUSE).
const RULED_HOUSES: readonly HouseNumber[] = [4, 7, 10, 2, 3, 5, 6, 8, 9, 11, 12];

function balanceEntries(s: SectionDraft, facts: ChartFacts, balance: ChartBalance): void {
  for (const e of balance.elementEmphasis)
    s.entry(
      `${ELEMENT_ZH[e.key]}元素 ${e.count}颗行星`,
      `${ELEMENT_ZH[e.key]}元素${e.level === 'strong' ? '突出' : '偏少'}`,
      ELEMENT_EMPHASIS[e.key][e.level],
    );
  for (const m of balance.modalityEmphasis)
    s.entry(
      `${MODALITY_ZH[m.key]}模式 ${m.count}颗行星`,
      `${MODALITY_ZH[m.key]}模式${m.level === 'strong' ? '突出' : '偏少'}`,
      MODALITY_EMPHASIS[m.key][m.level],
    );
  if (facts.cusps)
    for (const h of balance.hemispheres)
      s.entry(
        `${HEMISPHERE_ZH[h.key]} ${h.count}颗行星`,
        `行星集中在${HEMISPHERE_ZH[h.key]}`,
        HEMISPHERE_EMPHASIS[h.key],
      );
}

export function composeNatal([person]: readonly ComposePerson[], draft: ReportDraft): ComposedExtras {
  const facts = chartFacts(person!.chart);
  const balance = chartBalance(facts);
  const hasBalanceText =
    balance.elementEmphasis.length + balance.modalityEmphasis.length + balance.hemispheres.length > 0;

  draft.section('overview', (s) => {
    s.paragraph(REPORT_INTRO);
    s.paragraph(NATAL_HOW_TO_READ);
    if (!facts.cusps) s.paragraph(NO_BIRTH_TIME_REPORT_NOTE);
    s.table(PLACEMENT_COLUMNS, placementRows(facts));
    if (!hasBalanceText) s.table(BALANCE_COLUMNS, balanceRows(balance));
  });

  draft.section('big-three', (s) => {
    planetEntries(s, planetsByWeight(facts, ['sun', 'moon']));
    if (facts.asc !== null) {
      const sign = signOfLongitudeDeg(facts.asc);
      s.entry(angleFactor('asc', sign), `上升${signName(sign)}`, REPORT_ASCENDANT_SIGN[sign]);
    }
  });

  draft.section('chart-ruler', (s) => {
    const ruler = facts.chartRuler && facts.planets[facts.chartRuler];
    if (ruler && ruler.house !== null)
      s.entry(
        `命主星 ${placementFactor(ruler)}`,
        `命主星${bodyName(ruler.key)}在${houseName(ruler.house)}`,
        CHART_RULER_IN_HOUSE[ruler.house],
      );
  });

  draft.section('personal', (s) => planetEntries(s, planetsByWeight(facts, ['mercury', 'venus', 'mars'])));
  draft.section('social', (s) => planetEntries(s, planetsByWeight(facts, ['jupiter', 'saturn'])));
  draft.section('outer', (s) => planetEntries(s, planetsByWeight(facts, ['uranus', 'neptune', 'pluto'])));

  draft.section('mc', (s) => {
    if (facts.mc === null) return;
    const sign = signOfLongitudeDeg(facts.mc);
    s.entry(angleFactor('mc', sign), `天顶${signName(sign)}`, REPORT_MC_SIGN[sign]);
  });

  draft.section('angle-aspects', (s) => {
    for (const x of facts.aspects) {
      if (!isPlanetKey(x.a) || (x.b !== 'asc' && x.b !== 'mc')) continue;
      const heading = aspectHeading(x);
      s.entry(aspectFactor(x), heading, REPORT_ANGLE_ASPECT[x.a][x.b][x.family]);
    }
  });

  draft.section('aspects', (s) => {
    for (const x of facts.aspects) {
      if (!isPlanetKey(x.a) || !isPlanetKey(x.b)) continue;
      const pair = planetPairKey(x.a, x.b) as OrderedPlanetPair;
      const heading = aspectHeading(x);
      s.entry(aspectFactor(x), heading, REPORT_ASPECT[pair][x.family]);
    }
  });

  draft.section('balance', (s) => {
    balanceEntries(s, facts, balance);
    if (hasBalanceText) s.table(BALANCE_COLUMNS, balanceRows(balance));
  });

  draft.section('dignities', (s) => {
    // One text per kind of dignity, naming every planet that holds it.
    for (const kind of ['domicile', 'exaltation', 'detriment', 'fall'] as const) {
      const holders = planetsByWeight(facts).filter((p) => signDignity(p.key as PlanetKey, p.sign) === kind);
      if (holders.length === 0) continue;
      const names = holders.map((p) => `${bodyName(p.key)}（${signName(p.sign)}）`).join('、');
      s.entry(
        holders.map((p) => `${bodyName(p.key)} ${signName(p.sign)} ${SIGN_DIGNITY_ZH[kind]}`).join('；'),
        `${SIGN_DIGNITY_ZH[kind]}：${names}`,
        DIGNITY_TEXTS[kind],
      );
    }
  });

  draft.section('house-rulers', (s) => {
    if (!facts.cusps) return;
    for (const house of RULED_HOUSES) {
      const ruler = houseRulerPlacement(facts, house)?.placement;
      if (!ruler || ruler.house === null) continue;
      s.entry(
        houseRulerFactor(house, ruler),
        `${houseName(house)}主星落在${houseName(ruler.house)}`,
        HOUSE_RULER_IN_HOUSE[house][ruler.house],
      );
    }
  });

  draft.section('points', (s) => {
    const points = Object.values(facts.points).sort((x, y) => Number(isAngular(y)) - Number(isAngular(x)));
    for (const p of points) {
      const texts = POINT_TEXTS[p.key as PointKey];
      const factor = placementFactor(p);
      s.entry(factor, `${bodyName(p.key)}在${signName(p.sign)}`, texts.sign[p.sign]);
      if (p.house !== null)
        s.entry(factor, `${bodyName(p.key)}在${houseName(p.house)}`, texts.house[p.house]);
    }
    for (const [p, name, texts] of [
      [facts.fortune, '福点', FORTUNE_IN_HOUSE],
      [facts.vertex, '宿命点', VERTEX_IN_HOUSE],
    ] as const)
      if (p?.house)
        s.entry(
          `${name} ${signName(p.sign)} 第${p.house}宫`,
          `${name}在${houseName(p.house)}`,
          texts[p.house],
        );
  });

  draft.section('closing', (s) => s.paragraph(REPORT_CLOSING));

  return { highlights: natalHighlights(facts, balance), wheel: chartWheel(facts) };
}

const isAngular = (p: Placement): boolean => p.house !== null && [1, 4, 7, 10].includes(p.house);
