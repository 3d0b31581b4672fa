// Spreads: the six declared spreads, each with as many positions as cards, Chinese names and meanings, and a
// table layout where no two cards lie on the same spot (except the Celtic Cross's crossing card).
import { describe, expect, it } from 'vitest';
import { collectTexts, expectNoRepeatedSentences, expectTextSet } from '../../test/reading-text-checks.ts';
import { isTarotSpreadId, TAROT_SPREAD_BY_ID, TAROT_SPREAD_IDS, TAROT_SPREADS } from './spreads.ts';

describe('tarot spreads', () => {
  it('declares the six spreads with their card counts', () => {
    expect(TAROT_SPREADS.map((s) => s.id)).toEqual([...TAROT_SPREAD_IDS]);
    expect(Object.fromEntries(TAROT_SPREADS.map((s) => [s.id, s.cardCount]))).toEqual({
      single: 1,
      'three-time': 3,
      'three-advice': 3,
      relationship: 5,
      'celtic-cross': 10,
      horseshoe: 7,
    });
    for (const s of TAROT_SPREADS) {
      expect(s.positions, s.id).toHaveLength(s.cardCount);
      expect(new Set(s.positions.map((p) => p.key)).size, s.id).toBe(s.cardCount);
      expect(TAROT_SPREAD_BY_ID[s.id]).toBe(s);
    }
    expect(isTarotSpreadId('celtic-cross')).toBe(true);
    expect(isTarotSpreadId('toString')).toBe(false);
  });

  it('names the three-card positions as the product promises', () => {
    expect(TAROT_SPREAD_BY_ID['three-time'].positions.map((p) => p.name)).toEqual(['过去', '现在', '未来']);
    expect(TAROT_SPREAD_BY_ID['three-advice'].positions.map((p) => p.name)).toEqual(['现状', '阻碍', '建议']);
  });

  it('describes every spread and position in Chinese within bounds', () => {
    expectTextSet(
      'spread-description',
      TAROT_SPREADS.map((s) => [s.id, s.description] as const),
      40,
      120,
      6,
    );
    const positions = TAROT_SPREADS.flatMap((s) => s.positions.map((p) => [`${s.id}.${p.key}`, p] as const));
    expectTextSet(
      'position-meaning',
      positions.map(([key, p]) => [key, p.meaning] as const),
      15,
      80,
      29,
    );
    for (const [key, p] of positions) expect(p.name, key).toMatch(/^[\p{Script=Han}“”]{2,8}$/u);
    expectNoRepeatedSentences(collectTexts(TAROT_SPREADS));
  });

  it('lays the cards out without overlap, the crossing card apart', () => {
    for (const s of TAROT_SPREADS) {
      const spots = s.positions.map((p) => `${p.layout.x},${p.layout.y},${p.layout.rotated ?? false}`);
      expect(new Set(spots).size, s.id).toBe(s.cardCount);
      for (const p of s.positions) {
        expect(p.layout.x).toBeGreaterThanOrEqual(0);
        expect(p.layout.y).toBeGreaterThanOrEqual(0);
      }
    }
    const cross = TAROT_SPREAD_BY_ID['celtic-cross'].positions;
    expect(cross[1]!.layout).toEqual({ ...cross[0]!.layout, rotated: true });
  });
});
