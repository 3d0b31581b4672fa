// The tables a report shows beside its text: where each planet stands (行星 / 星座 / 度数 / 宫位) and how the
// planets spread over the elements and modalities.
import { ELEMENT_KEYS, MODALITY_KEYS } from '../data/report/natal-balance.ts';
import { signOfLongitudeDeg } from '../keys.ts';
import type { ChartFacts, Placement } from './chart-facts.ts';
import { type ChartBalance, ELEMENT_ZH, MODALITY_ZH } from './chart-balance.ts';
import { bodyName, degreeLabel, signName } from './factor-labels.ts';

export const PLACEMENT_COLUMNS = ['行星', '星座', '度数', '宫位'] as const;

function placementRow(p: Placement): string[] {
  return [
    `${bodyName(p.key)}${p.retrograde ? '（逆行）' : ''}`,
    signName(p.sign),
    degreeLabel(p.degreeInSign),
    p.house === null ? '—' : `第${p.house}宫`,
  ];
}

/** Ten planets, then the points the chart has, then the Ascendant and Midheaven when the birth time is known. */
export function placementRows(facts: ChartFacts): string[][] {
  const rows = [...Object.values(facts.planets), ...Object.values(facts.points)].map(placementRow);
  for (const [name, lon] of [
    ['上升点', facts.asc],
    ['天顶', facts.mc],
  ] as const)
    if (lon !== null) rows.push([name, signName(signOfLongitudeDeg(lon)), degreeLabel(lon % 30), '—']);
  return rows;
}

export const BALANCE_COLUMNS = ['分类', '行星数', '行星'] as const;

/** One row per element, then per modality: "火元素 | 3 | 太阳、火星、木星". */
export function balanceRows(balance: ChartBalance): string[][] {
  const row = (label: string, planets: Placement[]): string[] => [
    label,
    String(planets.length),
    planets.map((p) => bodyName(p.key)).join('、') || '—',
  ];
  return [
    ...ELEMENT_KEYS.map((k) => row(`${ELEMENT_ZH[k]}元素`, balance.elements[k])),
    ...MODALITY_KEYS.map((k) => row(`${MODALITY_ZH[k]}模式`, balance.modalities[k])),
  ];
}
