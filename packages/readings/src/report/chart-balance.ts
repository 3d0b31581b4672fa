// The chart's overall shape a report reads: how many of the ten planets stand in each element and modality, which
// element or modality is strong (4+ planets) or weak (1 or none), and which hemisphere holds 7+ planets.
// Element and modality follow the sign (data/keywords.ts); hemispheres as data/report/natal-balance.ts defines them.
import { SIGN_KEYWORDS } from '../data/keywords.ts';
import {
  ELEMENT_KEYS,
  type ElementKey,
  type EmphasisLevel,
  type HemisphereKey,
  MODALITY_KEYS,
  type ModalityKey,
} from '../data/report/natal-balance.ts';
import type { SignKey } from '../keys.ts';
import type { ChartFacts, Placement } from './chart-facts.ts';

const ELEMENT_OF: Record<'火' | '土' | '风' | '水', ElementKey> = {
  火: 'fire',
  土: 'earth',
  风: 'air',
  水: 'water',
};
const MODALITY_OF: Record<'本位' | '固定' | '变动', ModalityKey> = {
  本位: 'cardinal',
  固定: 'fixed',
  变动: 'mutable',
};

export const ELEMENT_ZH: Record<ElementKey, string> = { fire: '火', earth: '土', air: '风', water: '水' };
export const MODALITY_ZH: Record<ModalityKey, string> = { cardinal: '本位', fixed: '固定', mutable: '变动' };
export const HEMISPHERE_ZH: Record<HemisphereKey, string> = {
  east: '东半球',
  west: '西半球',
  north: '北半球',
  south: '南半球',
};

export const elementOfSign = (sign: SignKey): ElementKey => ELEMENT_OF[SIGN_KEYWORDS[sign].element];
export const modalityOfSign = (sign: SignKey): ModalityKey => MODALITY_OF[SIGN_KEYWORDS[sign].modality];

export interface Emphasis<K extends string> {
  key: K;
  level: EmphasisLevel;
  count: number;
}

export interface ChartBalance {
  elements: Record<ElementKey, Placement[]>;
  modalities: Record<ModalityKey, Placement[]>;
  /** Strong first, then weak; at most one of each. */
  elementEmphasis: Emphasis<ElementKey>[];
  modalityEmphasis: Emphasis<ModalityKey>[];
  /** Hemispheres holding 7 or more of the ten planets; empty without houses. */
  hemispheres: { key: HemisphereKey; count: number }[];
}

const STRONG_AT = 4;
const WEAK_AT = 1;
const HEMISPHERE_AT = 7;

function emphasis<K extends string>(keys: readonly K[], groups: Record<K, Placement[]>): Emphasis<K>[] {
  const counted = keys.map((key) => ({ key, count: groups[key].length }));
  const max = counted.reduce((a, b) => (b.count > a.count ? b : a));
  const min = counted.reduce((a, b) => (b.count < a.count ? b : a));
  const out: Emphasis<K>[] = [];
  if (max.count >= STRONG_AT) out.push({ ...max, level: 'strong' });
  if (min.count <= WEAK_AT) out.push({ ...min, level: 'weak' });
  return out;
}

export function chartBalance(facts: ChartFacts): ChartBalance {
  const planets = Object.values(facts.planets);
  const elements = Object.fromEntries(ELEMENT_KEYS.map((k) => [k, [] as Placement[]])) as Record<
    ElementKey,
    Placement[]
  >;
  const modalities = Object.fromEntries(MODALITY_KEYS.map((k) => [k, [] as Placement[]])) as Record<
    ModalityKey,
    Placement[]
  >;
  for (const p of planets) {
    elements[elementOfSign(p.sign)].push(p);
    modalities[modalityOfSign(p.sign)].push(p);
  }
  const hemispheres: ChartBalance['hemispheres'] = [];
  if (facts.cusps) {
    const inHouses = (hs: readonly number[]): number =>
      planets.filter((p) => p.house !== null && hs.includes(p.house)).length;
    const sides: [HemisphereKey, readonly number[]][] = [
      ['east', [10, 11, 12, 1, 2, 3]],
      ['west', [4, 5, 6, 7, 8, 9]],
      ['north', [1, 2, 3, 4, 5, 6]],
      ['south', [7, 8, 9, 10, 11, 12]],
    ];
    for (const [key, hs] of sides) {
      const count = inHouses(hs);
      if (count >= HEMISPHERE_AT) hemispheres.push({ key, count });
    }
  }
  return {
    elements,
    modalities,
    elementEmphasis: emphasis(ELEMENT_KEYS, elements),
    modalityEmphasis: emphasis(MODALITY_KEYS, modalities),
    hemispheres,
  };
}
