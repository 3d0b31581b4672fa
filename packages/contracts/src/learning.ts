import type { PointId, SignId } from './astrology.ts';
import type { HouseSystemCode } from './charts.ts';
import type { MoonPhaseKey } from './sky.ts';

// The learning hub's tools (/learning/tools/{name}) on the wire: record types the pages import, and the lists the
// forms offer. Zod-free; the schemas are in learning-api-schemas.ts. Times are ISO 8601 UTC instants, shown in
// Beijing time by the pages; longitudes are ecliptic degrees of date, [0, 360).

/** The tools, by the {name} of their address. */
export const LEARNING_TOOL_NAMES = ['sky', 'ingress', 'moon', 'houses', 'aspect', 'solarTime'] as const;
export type LearningToolName = (typeof LEARNING_TOOL_NAMES)[number];

/** Planets the ingress and retrograde table offers (the Moon changes sign every two and a half days). */
export const CYCLE_PLANET_IDS = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const satisfies readonly PointId[];
export type CyclePlanetId = (typeof CYCLE_PLANET_IDS)[number];

/** House systems the comparer sets side by side: the ones Chinese-language software offers most. */
export const COMPARED_HOUSE_SYSTEMS = [
  'P',
  'K',
  'W',
  'E',
  'O',
  'R',
  'C',
  'B',
] as const satisfies readonly HouseSystemCode[];

/** Years the tools accept. */
export const TOOL_MIN_YEAR = 1900;
export const TOOL_MAX_YEAR = 2100;

/** A longitude as the pages print it. */
export interface ZodiacPosition {
  longitudeDeg: number;
  sign: SignId;
  signZh: string;
  /** Whole degrees and minutes within the sign. */
  degree: number;
  minute: number;
}

export interface ToolBodyRecord extends ZodiacPosition {
  id: PointId;
  nameZh: string;
  glyph: string;
  retrograde: boolean;
  /** Daily motion in longitude, degrees per day (negative when retrograde). */
  speedDegPerDay: number;
}

/** GET /api/learning/tools/sky: every planet at one instant. */
export interface SkyToolRecord {
  at: string;
  bodies: ToolBodyRecord[];
  moon: {
    phase: MoonPhaseKey;
    phaseZh: string;
    illuminatedPercent: number;
    /** The Moon's distance ahead of the Sun, degrees [0, 360). */
    elongationDeg: number;
  };
  /** Planets Sun…Pluto per element of their sign. */
  elements: { fire: number; earth: number; air: number; water: number };
}

export interface CycleEventRecord extends ZodiacPosition {
  at: string;
  kind: 'ingress' | 'station';
  /** Ingress: entered moving backwards. Station: turns retrograde. */
  retrograde: boolean;
}

export interface RetrogradePeriodRecord {
  /** Station retrograde and station direct; either may fall outside the year. */
  start: CycleEventRecord;
  end: CycleEventRecord;
  days: number;
}

/** GET /api/learning/tools/planet-cycle: one planet's ingresses and stations in a (Beijing) calendar year. */
export interface PlanetCycleRecord {
  planet: CyclePlanetId;
  nameZh: string;
  year: number;
  /** Where the planet stands at the year's first moment. */
  startPosition: ZodiacPosition & { retrograde: boolean };
  events: CycleEventRecord[];
  /** Retrograde periods that overlap the year. */
  retrogradePeriods: RetrogradePeriodRecord[];
}

export interface MoonPhaseEventRecord extends ZodiacPosition {
  phase: 'new' | 'firstQuarter' | 'full' | 'lastQuarter';
  phaseZh: string;
  at: string;
}

export interface MoonDayRecord {
  /** Beijing date YYYY-MM-DD; the phase is the one at 20:00 Beijing time, when the Moon is looked at. */
  date: string;
  phase: MoonPhaseKey;
  phaseZh: string;
  illuminatedPercent: number;
  waxing: boolean;
  moonSignZh: string;
}

/** GET /api/learning/tools/moon-month: a Beijing month of Moon phases. */
export interface MoonMonthRecord {
  year: number;
  month: number;
  phases: MoonPhaseEventRecord[];
  days: MoonDayRecord[];
}

export interface HouseSystemRecord {
  code: HouseSystemCode;
  nameZh: string;
  /** Cusps 1–12. */
  cusps: ZodiacPosition[];
  /** Set when the system cannot be drawn at this latitude and Porphyry was used. */
  fallbackZh: string | null;
  /** House of each listed body, in the order of `bodies`. */
  bodyHouses: number[];
}

/** POST /api/learning/tools/houses: one birth's houses in several systems. */
export interface HouseCompareRecord {
  utc: string;
  latitude: number;
  longitude: number;
  bodies: ToolBodyRecord[];
  systems: HouseSystemRecord[];
  /** Bodies whose house differs between the systems (ids). */
  movingBodies: PointId[];
}

export interface AspectCandidateRecord {
  id: string;
  nameZh: string;
  glyph: string;
  angleDeg: number;
  major: boolean;
  /** |separation − angle|, degrees. */
  orbDeg: number;
  /** The default orb of this aspect (degrees; widened when a luminary takes part). */
  allowedOrbDeg: number;
  within: boolean;
}

/** GET /api/learning/tools/aspect: the aspect between two longitudes. */
export interface AspectToolRecord {
  a: ZodiacPosition;
  b: ZodiacPosition;
  /** Shorter arc between them, degrees [0, 180]. */
  separationDeg: number;
  /** Every aspect, nearest first; `within` marks those inside their orb. */
  candidates: AspectCandidateRecord[];
  /** Same element, same modality or same polarity of the two signs. */
  signRelation: { sameElement: boolean; sameModality: boolean; samePolarity: boolean; signsApart: number };
}

/** GET /api/learning/tools/solar-time: a clock time turned into true solar time at a longitude. */
export interface SolarTimeRecord {
  utc: string;
  /** The zone's offset at that instant, e.g. '+08:00', and whether summer time was in force. */
  zoneOffset: string;
  summerTime: boolean;
  /** Offset of local mean time from the zone's clock, minutes (longitude − zone meridian). */
  longitudeMinutes: number;
  equationOfTimeMinutes: number;
  /** 'YYYY-MM-DD HH:mm:ss' */
  localMeanTime: string;
  trueSolarTime: string;
  /** True solar minus clock time, minutes. */
  differenceMinutes: number;
  /** 时辰 of the clock time and of the true solar time. */
  clockShichenZh: string;
  solarShichenZh: string;
}
