import type { AspectId } from '@xingtu/contracts/astrology';
import {
  HARMONIC_CHOICES,
  ZODIAC_IDS,
  type HarmonicNumber,
  type ZodiacId,
} from '@xingtu/contracts/chart-frame';
import {
  LILITH_CHOICES,
  NODE_CHOICES,
  type LilithChoice,
  type NodeChoice,
} from '@xingtu/contracts/chart-points';
import type { ChartSettings, HouseSystemCode } from '@xingtu/contracts/charts';

// The house system, orbs, zodiac and harmonic a member picks under the birth form, and the settings sent
// with a chart.

export interface SettingsDraft {
  houseSystem: HouseSystemCode;
  orbs: 'standard' | 'tight' | 'wide';
  minor: boolean;
  zodiac: ZodiacId;
  harmonic: HarmonicNumber;
  node: NodeChoice;
  lilith: LilithChoice;
  /** The south node, the Part of Fortune and the Vertex on the wheel and in the tables. */
  extraPoints: boolean;
  /** Ceres, Pallas, Juno and Vesta on the wheel and in the tables. */
  asteroids: boolean;
}

/** The points shown by default: the true node, the mean Lilith, no extra points, no asteroids. */
export const DEFAULT_POINTS = { node: 'true', lilith: 'mean', extraPoints: false, asteroids: false } as const;
export const DEFAULT_SETTINGS: SettingsDraft = {
  houseSystem: 'P',
  orbs: 'standard',
  minor: false,
  zodiac: 'tropical',
  harmonic: 1,
  ...DEFAULT_POINTS,
};

/** A node choice from an address or a select, or the true node. */
export const nodeOf = (value: string | null | undefined): NodeChoice =>
  (NODE_CHOICES as readonly string[]).includes(value ?? '') ? (value as NodeChoice) : 'true';
/** A Lilith choice from an address or a select, or the mean Lilith. */
export const lilithOf = (value: string | null | undefined): LilithChoice =>
  (LILITH_CHOICES as readonly string[]).includes(value ?? '') ? (value as LilithChoice) : 'mean';

/** A zodiac id from an address or a select, or the tropical zodiac for anything else. */
export const zodiacOf = (value: string | null | undefined): ZodiacId =>
  (ZODIAC_IDS as readonly string[]).includes(value ?? '') ? (value as ZodiacId) : 'tropical';
/** A harmonic offered under the form, or 1 (the radix) for anything else. */
export const harmonicOf = (value: string | number | null | undefined): HarmonicNumber =>
  (HARMONIC_CHOICES as readonly number[]).includes(Number(value)) ? (Number(value) as HarmonicNumber) : 1;

const ORB_SCALE = { standard: 1, tight: 0.6, wide: 1.3 } as const;
const MAJOR = {
  conjunction: 8,
  opposition: 8,
  trine: 7,
  square: 7,
  sextile: 5,
} satisfies Partial<Record<AspectId, number>>;
const MINOR = {
  quincunx: 3,
  semiSextile: 2,
  semiSquare: 2,
  sesquiquadrate: 2,
} satisfies Partial<Record<AspectId, number>>;

export function settingsPayload(settings: SettingsDraft): ChartSettings {
  const scale = ORB_SCALE[settings.orbs];
  const orbs: Partial<Record<AspectId, number>> = {};
  for (const [id, orb] of Object.entries({ ...MAJOR, ...(settings.minor ? MINOR : {}) }))
    orbs[id as AspectId] = Math.round(orb * scale * 10) / 10;
  return {
    houseSystem: settings.houseSystem,
    orbs,
    ...(settings.zodiac !== 'tropical' ? { zodiac: settings.zodiac } : {}),
    ...(settings.harmonic !== 1 ? { harmonic: settings.harmonic } : {}),
    ...(settings.node !== 'true' ? { node: settings.node } : {}),
    ...(settings.lilith !== 'mean' ? { lilith: settings.lilith } : {}),
    ...(settings.extraPoints ? { extraPoints: true } : {}),
    ...(settings.asteroids ? { asteroids: true } : {}),
  };
}

/**
 * The choice under the form that gives these settings, read back from a chart's address. Orbs no
 * choice gives (an address edited by hand) fall back to the default choice, as the form can show
 * no other.
 */
export function settingsDraftOf(settings: {
  houseSystem: HouseSystemCode;
  orbs?: Readonly<Record<string, number>>;
  zodiac?: ZodiacId;
  harmonic?: HarmonicNumber;
  node?: NodeChoice;
  lilith?: LilithChoice;
  extraPoints?: boolean;
  asteroids?: boolean;
}): SettingsDraft {
  const { houseSystem, orbs } = settings;
  const frame = {
    zodiac: settings.zodiac ?? 'tropical',
    harmonic: settings.harmonic ?? 1,
    node: settings.node ?? DEFAULT_POINTS.node,
    lilith: settings.lilith ?? DEFAULT_POINTS.lilith,
    extraPoints: settings.extraPoints ?? DEFAULT_POINTS.extraPoints,
    asteroids: settings.asteroids ?? DEFAULT_POINTS.asteroids,
  } as const;
  if (orbs)
    for (const scale of Object.keys(ORB_SCALE) as SettingsDraft['orbs'][])
      for (const minor of [false, true]) {
        const draft = { houseSystem, orbs: scale, minor, ...frame };
        if (sameOrbs(settingsPayload(draft).orbs ?? {}, orbs)) return draft;
      }
  return { ...DEFAULT_SETTINGS, houseSystem, ...frame };
}

function sameOrbs(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((id) => a[id] === b[id]);
}
