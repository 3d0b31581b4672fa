import type { PointId, SignId } from './astrology.ts';

// GET /api/sky/now: the sky of the current hour for the home page (Sun, Moon and its phase, the
// planets in retrograde motion). Zod-free: the home page imports its names.

/** The eight phases of the Moon by its elongation from the Sun, 45° each, centred on 0°, 45° … 315°. */
export const MOON_PHASE_KEYS = [
  'new',
  'waxingCrescent',
  'firstQuarter',
  'waxingGibbous',
  'full',
  'waningGibbous',
  'lastQuarter',
  'waningCrescent',
] as const;
export type MoonPhaseKey = (typeof MOON_PHASE_KEYS)[number];

export const MOON_PHASE_NAMES_ZH: Record<MoonPhaseKey, string> = {
  new: '新月',
  waxingCrescent: '娥眉月',
  firstQuarter: '上弦月',
  waxingGibbous: '盈凸月',
  full: '满月',
  waningGibbous: '亏凸月',
  lastQuarter: '下弦月',
  waningCrescent: '残月',
};

/** The phase an elongation (degrees, any range) falls in. */
export function moonPhaseOf(elongationDeg: number): MoonPhaseKey {
  const normal = ((elongationDeg % 360) + 360) % 360;
  return MOON_PHASE_KEYS[Math.floor(((normal + 22.5) % 360) / 45)]!;
}

export interface SkyBodyRecord {
  id: PointId;
  nameZh: string;
  sign: SignId;
  signZh: string;
  /** Ecliptic longitude of date, degrees [0, 360). */
  longitudeDeg: number;
  /** Degrees and whole minutes within the sign. */
  degree: number;
  minute: number;
  retrograde: boolean;
}

export interface SkyRecord {
  /** The hour the sky is computed for (ISO 8601, UTC, on the hour). */
  at: string;
  sun: SkyBodyRecord;
  moon: SkyBodyRecord & {
    phase: MoonPhaseKey;
    phaseZh: string;
    /** Lit share of the disc, whole percent. */
    illuminatedPercent: number;
  };
  /** The next new or full Moon after `at`. */
  nextLunation: { phase: 'new' | 'full'; phaseZh: string; at: string };
  /** Mercury to Pluto moving backwards, in that order; empty when none is. */
  retrogrades: SkyBodyRecord[];
}
