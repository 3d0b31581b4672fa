import { describe, expect, it } from 'vitest';
import { TAROT_SPREAD_IDS } from '@xingtu/contracts/tarot';
import { TAROT_CARD_IDS } from '@xingtu/readings/data/tarot/card-types';
import { TAROT_SPREAD_BY_ID } from '@xingtu/readings/data/tarot/spreads';
import { drawSpread } from './draw.ts';

// The draw is uniform and never repeats: chi-square over 100,000 draws with crypto randomness.

/** Upper tail of the chi-square distribution (Wilson–Hilferty normal approximation, good for k ≥ 1). */
function chiSquarePValue(statistic: number, degrees: number): number {
  const z = (Math.cbrt(statistic / degrees) - (1 - 2 / (9 * degrees))) / Math.sqrt(2 / (9 * degrees));
  // Complementary error function via Abramowitz & Stegun 7.1.26.
  const x = z / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const erf =
    1 -
    t *
      (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
      Math.exp(-x * x);
  const signedErf = x >= 0 ? erf : -erf;
  return 0.5 * (1 - signedErf);
}

function chiSquare(counts: readonly number[], expected: number): number {
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

describe('tarot draw', () => {
  it('the p-value helper matches known chi-square quantiles', () => {
    // 99.9th percentile of chi-square with 77 degrees of freedom is about 120.9; 50th about 76.3.
    expect(chiSquarePValue(120.9, 77)).toBeCloseTo(0.001, 3);
    expect(chiSquarePValue(76.3, 77)).toBeCloseTo(0.5, 1);
    expect(chiSquarePValue(10.83, 1)).toBeLessThan(0.0015);
  });

  it('draws each of the 78 cards equally often over 100,000 single draws, and reversals half the time', () => {
    const index = new Map(TAROT_CARD_IDS.map((id, i) => [id, i]));
    const counts = new Array<number>(78).fill(0);
    let reversed = 0;
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      const [card] = drawSpread('single');
      counts[index.get(card!.cardId as (typeof TAROT_CARD_IDS)[number])!]! += 1;
      if (card!.orientation === 'reversed') reversed += 1;
    }
    expect(chiSquarePValue(chiSquare(counts, draws / 78), 77)).toBeGreaterThan(0.001);
    expect(chiSquarePValue(chiSquare([reversed, draws - reversed], draws / 2), 1)).toBeGreaterThan(0.001);
  });

  it('is uniform in every position of a Celtic cross, not only the first', () => {
    const index = new Map(TAROT_CARD_IDS.map((id, i) => [id, i]));
    const lastCounts = new Array<number>(78).fill(0);
    const draws = 20_000;
    for (let i = 0; i < draws; i++) {
      const cards = drawSpread('celtic-cross');
      lastCounts[index.get(cards[9]!.cardId as (typeof TAROT_CARD_IDS)[number])!]! += 1;
    }
    expect(chiSquarePValue(chiSquare(lastCounts, draws / 78), 77)).toBeGreaterThan(0.001);
  });

  it('never repeats a card in a spread, and fills every position in order', () => {
    for (const id of TAROT_SPREAD_IDS) {
      const spread = TAROT_SPREAD_BY_ID[id];
      for (let i = 0; i < 2_000; i++) {
        const cards = drawSpread(id);
        expect(cards.map((c) => c.position)).toEqual(spread.positions.map((p) => p.key));
        expect(new Set(cards.map((c) => c.cardId)).size).toBe(spread.cardCount);
      }
    }
  });

  it('a biased source is caught by the same test (the test can fail)', () => {
    const counts = new Array<number>(78).fill(0);
    const draws = 100_000;
    // One draw in a hundred falls on the fool whatever the shuffle says: a skew the eye would miss.
    const biased = (max: number) =>
      max === 78 && Math.random() < 0.01 ? 0 : Math.floor(Math.random() * max);
    for (let i = 0; i < draws; i++) {
      const [card] = drawSpread('single', biased);
      counts[TAROT_CARD_IDS.indexOf(card!.cardId as (typeof TAROT_CARD_IDS)[number])]! += 1;
    }
    expect(chiSquarePValue(chiSquare(counts, draws / 78), 77)).toBeLessThan(0.001);
  });
});
