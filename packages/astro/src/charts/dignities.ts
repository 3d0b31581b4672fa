// Essential dignities of the seven traditional planets (and the sign rulerships the modern planets were given).
// Domicile, exaltation, detriment, fall: Ptolemy, Tetrabiblos I.17–19. Triplicity rulers: Dorothean (day, night,
// participating; Dorotheus of Sidon, Carmen Astrologicum I.1). Terms: the "Egyptian" bounds (Tetrabiblos I.21;
// W. Lilly, Christian Astrology, 1647, p. 104). Faces: the Chaldean decans, Mars first in Aries.
// Scores: Lilly's (domicile +5, exaltation +4, triplicity +3, term +2, face +1, detriment −5, fall −4; a planet with
// none of the five dignities is peregrine, −5).
import { SIGN_IDS, type SignId, signOfLongitude } from '@xingtu/contracts/astrology';
import { normalizeDeg } from '../math/angles.ts';

export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall' | 'peregrine';
export type EssentialDignity =
  'domicile' | 'exaltation' | 'triplicity' | 'term' | 'face' | 'detriment' | 'fall';

export const TRADITIONAL_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type TraditionalPlanet = (typeof TRADITIONAL_PLANETS)[number];

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

/** Traditional ruler (domicile lord) of each sign, Aries first. */
export const SIGN_RULERS: readonly TraditionalPlanet[] = [
  'mars',
  'venus',
  'mercury',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'saturn',
  'jupiter',
];

/** Dorothean triplicity rulers by element (fire, earth, air, water): [day, night, participating]. */
const TRIPLICITY: readonly (readonly [TraditionalPlanet, TraditionalPlanet, TraditionalPlanet])[] = [
  ['sun', 'jupiter', 'saturn'],
  ['venus', 'moon', 'mars'],
  ['saturn', 'mercury', 'jupiter'],
  ['venus', 'mars', 'moon'],
];

/** Egyptian terms: per sign, [planet, end degree] in order. */
const TERMS: readonly (readonly (readonly [TraditionalPlanet, number])[])[] = [
  [
    ['jupiter', 6],
    ['venus', 12],
    ['mercury', 20],
    ['mars', 25],
    ['saturn', 30],
  ],
  [
    ['venus', 8],
    ['mercury', 14],
    ['jupiter', 22],
    ['saturn', 27],
    ['mars', 30],
  ],
  [
    ['mercury', 6],
    ['jupiter', 12],
    ['venus', 17],
    ['mars', 24],
    ['saturn', 30],
  ],
  [
    ['mars', 7],
    ['venus', 13],
    ['mercury', 19],
    ['jupiter', 26],
    ['saturn', 30],
  ],
  [
    ['jupiter', 6],
    ['venus', 11],
    ['saturn', 18],
    ['mercury', 24],
    ['mars', 30],
  ],
  [
    ['mercury', 7],
    ['venus', 17],
    ['jupiter', 21],
    ['mars', 28],
    ['saturn', 30],
  ],
  [
    ['saturn', 6],
    ['mercury', 14],
    ['jupiter', 21],
    ['venus', 28],
    ['mars', 30],
  ],
  [
    ['mars', 7],
    ['venus', 11],
    ['mercury', 19],
    ['jupiter', 24],
    ['saturn', 30],
  ],
  [
    ['jupiter', 12],
    ['venus', 17],
    ['mercury', 21],
    ['saturn', 26],
    ['mars', 30],
  ],
  [
    ['mercury', 7],
    ['jupiter', 14],
    ['venus', 22],
    ['saturn', 26],
    ['mars', 30],
  ],
  [
    ['mercury', 7],
    ['venus', 13],
    ['jupiter', 20],
    ['mars', 25],
    ['saturn', 30],
  ],
  [
    ['venus', 12],
    ['jupiter', 16],
    ['mercury', 19],
    ['mars', 28],
    ['saturn', 30],
  ],
];

/** The Chaldean order, slowest first; the faces run through it from Mars at 0° Aries. */
export const CHALDEAN_ORDER: readonly TraditionalPlanet[] = [
  'saturn',
  'jupiter',
  'mars',
  'sun',
  'venus',
  'mercury',
  'moon',
];

const SCORES: Record<EssentialDignity, number> = {
  domicile: 5,
  exaltation: 4,
  triplicity: 3,
  term: 2,
  face: 1,
  detriment: -5,
  fall: -4,
};
const PEREGRINE_SCORE = -5;

/** Ptolemaic dignity of a planet at an ecliptic longitude; peregrine when none applies (or for non-planets). */
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

export interface DignityRulers {
  signIndex: number;
  domicile: TraditionalPlanet;
  exaltation: TraditionalPlanet | null;
  /** Day, night and participating triplicity rulers. */
  triplicity: readonly [TraditionalPlanet, TraditionalPlanet, TraditionalPlanet];
  term: TraditionalPlanet;
  face: TraditionalPlanet;
}

/** Who rules a degree of the zodiac by each of the five essential dignities. */
export function rulersAt(longitudeDeg: number): DignityRulers {
  if (!Number.isFinite(longitudeDeg)) throw new RangeError('rulersAt: longitude must be a finite number');
  const lon = normalizeDeg(longitudeDeg);
  const signIndex = Math.floor(lon / 30);
  const within = lon - signIndex * 30;
  const sign = SIGN_IDS[signIndex]!;
  const exalted = (Object.entries(EXALTATION).find(([, s]) => s === sign)?.[0] ??
    null) as TraditionalPlanet | null;
  const term = TERMS[signIndex]!.find(([, end]) => within < end)![0];
  const face = CHALDEAN_ORDER[(signIndex * 3 + Math.floor(within / 10) + 2) % 7]!;
  return {
    signIndex,
    domicile: SIGN_RULERS[signIndex]!,
    exaltation: exalted,
    triplicity: TRIPLICITY[signIndex % 4]!,
    term,
    face,
  };
}

export interface EssentialDignities {
  planet: TraditionalPlanet;
  longitudeDeg: number;
  /** Dignities the planet holds at its degree (triplicity counts the ruler of the chart's sect, day or night). */
  dignities: EssentialDignity[];
  peregrine: boolean;
  /** Lilly's points. */
  score: number;
  rulers: DignityRulers;
}

/** The essential dignities table of one planet; dayChart decides which triplicity ruler is in sect. */
export function essentialDignities(
  planet: TraditionalPlanet,
  longitudeDeg: number,
  dayChart: boolean,
): EssentialDignities {
  const rulers = rulersAt(longitudeDeg);
  const sign = SIGN_IDS[rulers.signIndex]!;
  const held: EssentialDignity[] = [];
  if (rulers.domicile === planet) held.push('domicile');
  if (rulers.exaltation === planet) held.push('exaltation');
  if (rulers.triplicity[dayChart ? 0 : 1] === planet) held.push('triplicity');
  if (rulers.term === planet) held.push('term');
  if (rulers.face === planet) held.push('face');
  const peregrine = held.length === 0;
  if (DOMICILE[planet]!.some((h) => OPPOSITE(h) === sign)) held.push('detriment');
  const ex = EXALTATION[planet];
  if (ex && OPPOSITE(ex) === sign) held.push('fall');
  const score = held.reduce((sum, d) => sum + SCORES[d], 0) + (peregrine ? PEREGRINE_SCORE : 0);
  return { planet, longitudeDeg: normalizeDeg(longitudeDeg), dignities: held, peregrine, score, rulers };
}
