// Essential dignity by sign of the seven traditional planets (Ptolemy's table, as @xingtu/astro's dignities.ts and
// data/traditional.ts use it): domicile, exaltation, detriment, fall. The finer triplicity, term and face are left to
// the chart pages; a natal report reads the four a reader can feel.
import type { DignityKind } from '../data/traditional.ts';
import { type PlanetKey, SIGN_KEYS, type SignKey } from '../keys.ts';

export type SignDignity = Extract<DignityKind, 'domicile' | 'exaltation' | 'detriment' | 'fall'>;

const DOMICILE: Partial<Record<PlanetKey, readonly SignKey[]>> = {
  sun: ['leo'],
  moon: ['cancer'],
  mercury: ['gemini', 'virgo'],
  venus: ['taurus', 'libra'],
  mars: ['aries', 'scorpio'],
  jupiter: ['sagittarius', 'pisces'],
  saturn: ['capricorn', 'aquarius'],
};

const EXALTATION: Partial<Record<PlanetKey, SignKey>> = {
  sun: 'aries',
  moon: 'taurus',
  mercury: 'virgo',
  venus: 'pisces',
  mars: 'capricorn',
  jupiter: 'cancer',
  saturn: 'libra',
};

const opposite = (sign: SignKey): SignKey => SIGN_KEYS[(SIGN_KEYS.indexOf(sign) + 6) % 12]!;

/** The planet's dignity in the sign, or null (peregrine, or a modern planet). Domicile and exaltation win over debility. */
export function signDignity(planet: PlanetKey, sign: SignKey): SignDignity | null {
  const home = DOMICILE[planet];
  if (!home) return null;
  if (home.includes(sign)) return 'domicile';
  if (EXALTATION[planet] === sign) return 'exaltation';
  if (home.some((h) => opposite(h) === sign)) return 'detriment';
  if (EXALTATION[planet] && opposite(EXALTATION[planet]) === sign) return 'fall';
  return null;
}

export const SIGN_DIGNITY_ZH: Record<SignDignity, string> = {
  domicile: '入庙',
  exaltation: '入旺',
  detriment: '落陷',
  fall: '入弱',
};
