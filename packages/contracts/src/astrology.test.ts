import { describe, expect, it } from 'vitest';
import {
  ASPECTS,
  ASPECT_IDS,
  HOUSE_NAMES_ZH,
  POINTS,
  POINT_IDS,
  SIGNS,
  signOfLongitude,
} from './astrology.ts';

describe('astrology vocabulary', () => {
  it('has twelve signs in zodiac order with elements cycling fire-earth-air-water', () => {
    expect(SIGNS.map((s) => s.abbr)).toEqual([
      'Ari',
      'Tau',
      'Gem',
      'Can',
      'Leo',
      'Vir',
      'Lib',
      'Sco',
      'Sag',
      'Cap',
      'Aqu',
      'Pis',
    ]);
    expect(SIGNS[0]!.nameZh).toBe('白羊座');
    expect(SIGNS[11]!.element).toBe('water');
    expect(SIGNS[3]!.modality).toBe('cardinal');
  });
  it('maps longitudes to signs, wrapping negative and ≥ 360 values', () => {
    expect(signOfLongitude(0).id).toBe('aries');
    expect(signOfLongitude(359.999).id).toBe('pisces');
    expect(signOfLongitude(-1).id).toBe('pisces');
    expect(signOfLongitude(390).id).toBe('taurus');
  });
  it('names every point, house and aspect in Chinese', () => {
    for (const id of POINT_IDS) expect(POINTS[id].nameZh.length).toBeGreaterThan(0);
    expect(POINTS.sun.nameZh).toBe('太阳');
    expect(HOUSE_NAMES_ZH[9]!.nameZh).toBe('第十宫');
    expect(ASPECT_IDS.map((a) => ASPECTS[a].angleDeg)).toEqual([
      0, 180, 120, 90, 60, 150, 30, 45, 135, 72, 144,
    ]);
  });
});
