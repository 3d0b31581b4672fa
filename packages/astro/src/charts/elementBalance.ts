// Counts of chart points by element, modality and polarity of their signs (the usual "balance" summary).
import { type Element, type Modality, type Polarity, signOfLongitude } from '@xingtu/contracts/astrology';

export interface ElementBalance {
  element: Record<Element, number>;
  modality: Record<Modality, number>;
  polarity: Record<Polarity, number>;
}

/** Weights default to 1 per point; pass e.g. { sun: 2, moon: 2 } to emphasise the luminaries. */
export function elementBalance(
  points: readonly { id: string; longitudeDeg: number }[],
  weights: Readonly<Record<string, number>> = {},
): ElementBalance {
  const out: ElementBalance = {
    element: { fire: 0, earth: 0, air: 0, water: 0 },
    modality: { cardinal: 0, fixed: 0, mutable: 0 },
    polarity: { yang: 0, yin: 0 },
  };
  for (const p of points) {
    const s = signOfLongitude(p.longitudeDeg);
    const w = weights[p.id] ?? 1;
    out.element[s.element] += w;
    out.modality[s.modality] += w;
    out.polarity[s.polarity] += w;
  }
  return out;
}
