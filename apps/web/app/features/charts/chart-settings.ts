import type { AspectId } from '@xingtu/contracts/astrology';
import {
  HARMONIC_CHOICES,
  ZODIAC_IDS,
  type HarmonicNumber,
  type ZodiacId,
} from '@xingtu/contracts/chart-frame';
import type { ChartSettings, HouseSystemCode } from '@xingtu/contracts/charts';

// The house system, orbs, zodiac and harmonic a member picks under the birth form, and the settings sent
// with a chart.

export interface SettingsDraft {
  houseSystem: HouseSystemCode;
  orbs: 'standard' | 'tight' | 'wide';
  minor: boolean;
  zodiac: ZodiacId;
  harmonic: HarmonicNumber;
}
export const DEFAULT_SETTINGS: SettingsDraft = {
  houseSystem: 'P',
  orbs: 'standard',
  minor: false,
  zodiac: 'tropical',
  harmonic: 1,
};

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
}): SettingsDraft {
  const { houseSystem, orbs } = settings;
  const frame = { zodiac: settings.zodiac ?? 'tropical', harmonic: settings.harmonic ?? 1 } as const;
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
