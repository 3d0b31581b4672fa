import { describe, expect, it } from 'vitest';
import { DICE_HOUSE_FACES, DICE_PLANET_FACES, DICE_SIGN_FACES } from '@xingtu/readings/data/dice/faces';
import { builtinDiceReading } from './reading-prompt.ts';
import { facesOf, rollDice } from './roll.ts';

// The server's dice are fair: over 100,000 rolls each die's faces fit the uniform distribution by
// Pearson's chi-square test at p > 0.001 (11 degrees of freedom: the statistic stays below 31.264).

const ROLLS = 100_000;
const CHI_SQUARE_11_DF_P001 = 31.264;

function chiSquare(counts: number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

describe('the three dice', () => {
  const counts = {
    planet: new Map<string, number>(),
    sign: new Map<string, number>(),
    house: new Map<string, number>(),
  };
  for (let i = 0; i < ROLLS; i += 1) {
    const roll = rollDice();
    counts.planet.set(roll.planet, (counts.planet.get(roll.planet) ?? 0) + 1);
    counts.sign.set(roll.sign, (counts.sign.get(roll.sign) ?? 0) + 1);
    counts.house.set(String(roll.house), (counts.house.get(String(roll.house)) ?? 0) + 1);
  }

  it.each([
    ['planet', DICE_PLANET_FACES.map(String)],
    ['sign', DICE_SIGN_FACES.map(String)],
    ['house', DICE_HOUSE_FACES.map(String)],
  ] as const)(
    '%s die: every face comes up, uniform by chi-square over 100,000 rolls (p > 0.001)',
    (die, faces) => {
      const seen = counts[die];
      expect([...seen.keys()].sort()).toEqual([...faces].sort());
      const statistic = chiSquare(
        faces.map((f) => seen.get(f) ?? 0),
        ROLLS,
      );
      expect(statistic).toBeLessThan(CHI_SQUARE_11_DF_P001);
    },
  );

  it('the chi-square check catches a loaded die', () => {
    // One face twice as likely as the others would be found at once.
    const loaded = Array.from({ length: 12 }, (_, i) => (i === 0 ? 2 : 1) * (ROLLS / 13));
    expect(chiSquare(loaded, ROLLS)).toBeGreaterThan(CHI_SQUARE_11_DF_P001);
  });

  it('the built-in reading names the three faces drawn and echoes the question', () => {
    const faces = facesOf({ planet: 'mars', sign: 'libra', house: 7 });
    const text = builtinDiceReading('要不要和合伙人摊牌？', faces);
    for (const name of ['火星', '天秤座', '第七宫', '要不要和合伙人摊牌？']) expect(text).toContain(name);
    expect(text).toContain(faces[0]!.text);
    expect(text).toContain('内置解读引擎');
  });
});
