// The interpretive summary of a chart: essential dignities, element/modality/polarity balance and aspect patterns.
import { type AspectPattern, findPatterns, PATTERN_PLANETS } from '../aspects/aspectPatterns.ts';
import { type Dignity, dignityOf } from './dignities.ts';
import { type ElementBalance, elementBalance } from './elementBalance.ts';
import type { NatalChart } from './natalChart.ts';
import { PLANET_IDS } from '../bodies/ephemeris.ts';

const PLANETS = PLANET_IDS;

export interface ChartAnalysis {
  dignities: Record<(typeof PLANETS)[number], Dignity>;
  /** Sun–Pluto, plus the ascendant and MC when the birth time is known. */
  balance: ElementBalance;
  patterns: AspectPattern[];
}

/** patternPoints: points besides the ten planets that may form patterns (nodes, Chiron, angles), by setting. */
export function analyzeChart(chart: NatalChart, patternPoints: readonly string[] = []): ChartAnalysis {
  const dignities = {} as ChartAnalysis['dignities'];
  const points = PLANETS.map((id) => ({ id, longitudeDeg: chart.bodies[id].longitudeDeg }));
  for (const p of points) dignities[p.id] = dignityOf(p.id, p.longitudeDeg);
  const withAngles = chart.angles
    ? [...points, { id: 'asc', longitudeDeg: chart.angles.asc }, { id: 'mc', longitudeDeg: chart.angles.mc }]
    : points;
  const extra = patternPoints.flatMap((id) => {
    const lon =
      id === 'asc' || id === 'mc'
        ? chart.angles?.[id]
        : chart.bodies[id as keyof NatalChart['bodies']]?.longitudeDeg;
    return lon === undefined || PATTERN_PLANETS.includes(id) ? [] : [{ id, longitudeDeg: lon }];
  });
  return {
    dignities,
    balance: elementBalance(withAngles),
    patterns: findPatterns(chart.aspects, [...points, ...extra], {
      points: [...PATTERN_PLANETS, ...extra.map((p) => p.id)],
    }),
  };
}
