// The three to six short lines a report opens with: the big three, the dominant element and modality, the tightest
// aspect and the chart ruler — the things a reader remembers from a chart.
import { signOfLongitudeDeg } from '../keys.ts';
import type { ChartFacts } from './chart-facts.ts';
import { type ChartBalance, ELEMENT_ZH, MODALITY_ZH } from './chart-balance.ts';
import { aspectFactor, bodyName, signName } from './factor-labels.ts';

/** "太阳双子座 · 月亮天蝎座 · 上升天秤座" (without the Ascendant when the time is unknown). */
export function bigThreeLine(facts: ChartFacts, who = ''): string | null {
  const parts: string[] = [];
  for (const key of ['sun', 'moon'] as const) {
    const p = facts.planets[key];
    if (p) parts.push(`${bodyName(key)}${signName(p.sign)}`);
  }
  if (facts.asc !== null) parts.push(`上升${signName(signOfLongitudeDeg(facts.asc))}`);
  return parts.length ? `${who}${parts.join(' · ')}` : null;
}

/** "火元素最多（4颗行星），变动模式为主（5颗）". */
export function dominantLine(balance: ChartBalance): string {
  const top = <K extends string>(groups: Record<K, unknown[]>): [K, number] =>
    (Object.entries(groups) as [K, unknown[]][])
      .map(([k, v]): [K, number] => [k, v.length])
      .reduce((a, b) => (b[1] > a[1] ? b : a));
  const [element, en] = top(balance.elements);
  const [modality, mn] = top(balance.modalities);
  return `${ELEMENT_ZH[element]}元素最多（${en}颗行星），${MODALITY_ZH[modality]}模式为主（${mn}颗）`;
}

export function tightestAspectLine(facts: ChartFacts): string | null {
  const tightest = [...facts.aspects].sort((x, y) => x.orbDeg - y.orbDeg)[0];
  return tightest ? `最紧密的相位：${aspectFactor(tightest)}` : null;
}

export function chartRulerLine(facts: ChartFacts): string | null {
  const ruler = facts.chartRuler && facts.planets[facts.chartRuler];
  if (!ruler) return null;
  return `命主星${bodyName(ruler.key)}，落在${signName(ruler.sign)}${ruler.house ? `第${ruler.house}宫` : ''}`;
}

/** The natal highlights: 3–4 lines (the big three, balance, tightest aspect, chart ruler when known). */
export function natalHighlights(facts: ChartFacts, balance: ChartBalance): string[] {
  return [
    bigThreeLine(facts),
    dominantLine(balance),
    tightestAspectLine(facts),
    chartRulerLine(facts),
  ].filter((x): x is string => x !== null);
}
