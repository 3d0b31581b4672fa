// The free element-balance check of a child (/babyReport/element/result): how many of the ten planets stand in each
// element and modality, which element is strong or scarce and which modality leads, each read with the parents'
// texts of data/report/baby-element.ts, and the wheel. The paid baby report (templates/baby.ts) reads the same
// balance the same way, so the check never contradicts the report.
import type { ReportWheel } from '@xingtu/contracts/report-document';
import type { ChartLike } from '../chart-like.ts';
import {
  CHILD_ELEMENT_BALANCED,
  CHILD_ELEMENT_DOMINANT,
  CHILD_ELEMENT_LACKING,
  CHILD_MODALITY_DOMINANT,
} from '../data/report/baby-element.ts';
import {
  ELEMENT_KEYS,
  type ElementKey,
  MODALITY_KEYS,
  type ModalityKey,
} from '../data/report/natal-balance.ts';
import { chartBalance, ELEMENT_ZH, MODALITY_ZH } from './chart-balance.ts';
import { chartFacts, type Placement } from './chart-facts.ts';
import { chartWheel } from './chart-wheel.ts';
import { bodyName } from './factor-labels.ts';

export interface BalanceGroup<K extends string> {
  key: K;
  /** 火 / 本位 … */
  name: string;
  count: number;
  /** The planets standing there, by Chinese name (太阳、月亮 …). */
  planets: string[];
}

export interface BalanceReading {
  kind: 'element-strong' | 'element-weak' | 'modality-strong' | 'balanced';
  key: ElementKey | ModalityKey | null;
  heading: string;
  /** What was counted, e.g. 「火元素 4颗行星：太阳、火星、木星、冥王星」. */
  factor: string;
  text: string;
}

export interface BabyElementCheck {
  elements: BalanceGroup<ElementKey>[];
  modalities: BalanceGroup<ModalityKey>[];
  /** The element with the most planets (the first of a tie in fire, earth, air, water order). */
  leadingElement: ElementKey;
  readings: BalanceReading[];
  wheel: ReportWheel;
}

function group<K extends string>(key: K, name: string, placements: Placement[]): BalanceGroup<K> {
  return { key, name, count: placements.length, planets: placements.map((p) => bodyName(p.key)) };
}

const factorOf = (g: BalanceGroup<string>, unit: string): string =>
  `${g.name}${unit} ${g.count}颗行星${g.count > 0 ? `：${g.planets.join('、')}` : ''}`;

export function babyElementCheck(chart: ChartLike): BabyElementCheck {
  const facts = chartFacts(chart);
  const balance = chartBalance(facts);
  const elements = ELEMENT_KEYS.map((key) => group(key, ELEMENT_ZH[key], balance.elements[key]));
  const modalities = MODALITY_KEYS.map((key) => group(key, MODALITY_ZH[key], balance.modalities[key]));
  const readings: BalanceReading[] = [];
  for (const e of balance.elementEmphasis) {
    const g = elements.find((x) => x.key === e.key)!;
    const strong = e.level === 'strong';
    readings.push({
      kind: strong ? 'element-strong' : 'element-weak',
      key: e.key,
      heading: `${ELEMENT_ZH[e.key]}元素${strong ? '突出' : '偏少'}`,
      factor: factorOf(g, '元素'),
      text: strong ? CHILD_ELEMENT_DOMINANT[e.key] : CHILD_ELEMENT_LACKING[e.key],
    });
  }
  if (balance.elementEmphasis.length === 0)
    readings.push({
      kind: 'balanced',
      key: null,
      heading: '四元素较为均衡',
      factor: elements.map((g) => `${g.name}${g.count}`).join(' · '),
      text: CHILD_ELEMENT_BALANCED,
    });
  for (const m of balance.modalityEmphasis)
    if (m.level === 'strong') {
      const g = modalities.find((x) => x.key === m.key)!;
      readings.push({
        kind: 'modality-strong',
        key: m.key,
        heading: `${MODALITY_ZH[m.key]}模式突出`,
        factor: factorOf(g, '模式'),
        text: CHILD_MODALITY_DOMINANT[m.key],
      });
    }
  const leadingElement = elements.reduce((a, b) => (b.count > a.count ? b : a)).key;
  return { elements, modalities, leadingElement, readings, wheel: chartWheel(facts) };
}
