// The vocabulary the readings are keyed by. Kept here (not imported from @xingtu/astro) so the corpus can be
// used and tested on its own; the keys are the same strings the chart engine uses.

export const PLANET_KEYS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type PlanetKey = (typeof PLANET_KEYS)[number];

/** Points that may appear in a chart beside the ten planets; they get keywords but no sign/house texts. */
export const EXTRA_POINT_KEYS = ['chiron', 'trueNode', 'meanNode', 'lilith'] as const;
export type ExtraPointKey = (typeof EXTRA_POINT_KEYS)[number];

export const SIGN_KEYS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type SignKey = (typeof SIGN_KEYS)[number];

export const HOUSE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type HouseNumber = (typeof HOUSE_NUMBERS)[number];

export const ASPECT_KEYS = ['conjunction', 'opposition', 'trine', 'square', 'sextile', 'quincunx'] as const;
export type AspectKey = (typeof ASPECT_KEYS)[number];

/** Texts are written per family: trine/sextile read alike, as do square/opposition. */
export type AspectFamily = 'conjunction' | 'harmonious' | 'tense';
export const ASPECT_FAMILIES: readonly AspectFamily[] = ['conjunction', 'harmonious', 'tense'];

export function isPlanetKey(x: string): x is PlanetKey {
  return (PLANET_KEYS as readonly string[]).includes(x);
}

export function isAspectKey(x: string): x is AspectKey {
  return (ASPECT_KEYS as readonly string[]).includes(x);
}

/** null for quincunx (read from a template) — every other supported aspect belongs to one family. */
export function aspectFamilyOf(aspect: AspectKey): AspectFamily | null {
  if (aspect === 'conjunction') return 'conjunction';
  if (aspect === 'trine' || aspect === 'sextile') return 'harmonious';
  if (aspect === 'square' || aspect === 'opposition') return 'tense';
  return null;
}

/** Sign of an ecliptic longitude in degrees: Aries spans [0°, 30°), and so on. */
export function signOfLongitudeDeg(longitudeDeg: number): SignKey {
  const normalized = ((longitudeDeg % 360) + 360) % 360;
  return SIGN_KEYS[Math.floor(normalized / 30) % 12]!;
}

/** Unordered planet pair written in PLANET_KEYS order, e.g. "sun-moon" (never "moon-sun"). */
export type PlanetPairKey = `${PlanetKey}-${PlanetKey}`;

export function planetPairKey(a: PlanetKey, b: PlanetKey): PlanetPairKey {
  return PLANET_KEYS.indexOf(a) <= PLANET_KEYS.indexOf(b) ? `${a}-${b}` : `${b}-${a}`;
}

/** All 45 unordered pairs of distinct planets, in PLANET_KEYS order. */
export const PLANET_PAIRS: readonly PlanetPairKey[] = PLANET_KEYS.flatMap((a, i) =>
  PLANET_KEYS.slice(i + 1).map((b) => planetPairKey(a, b)),
);
