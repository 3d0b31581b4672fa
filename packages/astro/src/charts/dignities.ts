// Essential dignities by sign (Ptolemy, Tetrabiblos I.17–19; modern rulers for the outer planets as commonly used).
import { SIGN_IDS, type SignId, signOfLongitude } from '@xingtu/contracts/astrology';

export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall' | 'peregrine';

const DOMICILE: Record<string, readonly SignId[]> = {
  sun: ['leo'],
  moon: ['cancer'],
  mercury: ['gemini', 'virgo'],
  venus: ['taurus', 'libra'],
  mars: ['aries', 'scorpio'],
  jupiter: ['sagittarius', 'pisces'],
  saturn: ['capricorn', 'aquarius'],
  uranus: ['aquarius'],
  neptune: ['pisces'],
  pluto: ['scorpio'],
};
const EXALTATION: Record<string, SignId> = {
  sun: 'aries',
  moon: 'taurus',
  mercury: 'virgo',
  venus: 'pisces',
  mars: 'capricorn',
  jupiter: 'cancer',
  saturn: 'libra',
};
const OPPOSITE = (s: SignId): SignId => SIGN_IDS[(SIGN_IDS.indexOf(s) + 6) % 12]!;

/** Essential dignity of a planet at an ecliptic longitude; peregrine when none applies (or for non-planets). */
export function dignityOf(bodyId: string, longitudeDeg: number): Dignity {
  const sign = signOfLongitude(longitudeDeg).id;
  const home = DOMICILE[bodyId];
  if (!home) return 'peregrine';
  if (home.includes(sign)) return 'domicile';
  const ex = EXALTATION[bodyId];
  if (ex === sign) return 'exaltation';
  if (home.some((h) => OPPOSITE(h) === sign)) return 'detriment';
  if (ex && OPPOSITE(ex) === sign) return 'fall';
  return 'peregrine';
}
