import type { AspectId } from '@xingtu/contracts/astrology';
import type { ChartSettings, HouseSystemCode } from '@xingtu/contracts/charts';

// The house system and orbs a member picks under the birth form, and the settings sent with a chart.

export interface SettingsDraft {
  houseSystem: HouseSystemCode;
  orbs: 'standard' | 'tight' | 'wide';
  minor: boolean;
}
export const DEFAULT_SETTINGS: SettingsDraft = { houseSystem: 'P', orbs: 'standard', minor: false };

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
  return { houseSystem: settings.houseSystem, orbs };
}

/**
 * The choice under the form that gives these settings, read back from a chart's address. Orbs no
 * choice gives (an address edited by hand) fall back to the default choice, as the form can show
 * no other.
 */
export function settingsDraftOf(settings: {
  houseSystem: HouseSystemCode;
  orbs?: Readonly<Record<string, number>>;
}): SettingsDraft {
  const { houseSystem, orbs } = settings;
  if (orbs)
    for (const scale of Object.keys(ORB_SCALE) as SettingsDraft['orbs'][])
      for (const minor of [false, true]) {
        const draft = { houseSystem, orbs: scale, minor };
        if (sameOrbs(settingsPayload(draft).orbs ?? {}, orbs)) return draft;
      }
  return { ...DEFAULT_SETTINGS, houseSystem };
}

function sameOrbs(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((id) => a[id] === b[id]);
}
