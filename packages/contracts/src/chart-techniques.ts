import type {
  AspectRecord,
  ChartRecord,
  ChartSettings,
  ChartSource,
  PointRecord,
  ReadingSection,
  TransitRecord,
  TransitWindowRecord,
} from './charts.ts';
import type { ZodiacId } from './chart-frame.ts';

// The technique pages' calculations on the wire (returns, the transit timeline, the traditional tools):
// zod-free types and option lists the pages import; the server's checks are in chart-techniques-schemas.ts.
// Requests in camelCase (sent in snake_case), answers in camelCase, already named in Chinese.

// ---- returns ----

export const RETURN_KINDS = ['solar', 'lunar'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_KIND_NAMES_ZH: Record<ReturnKind, string> = {
  solar: '太阳返照',
  lunar: '月亮返照',
};

/** Where the return chart is cast: the birthplace when left out (relocation otherwise). */
export interface ReturnPlace {
  latitude: number;
  longitude: number;
  placeName?: string;
}

export type ReturnsRequest = {
  natal: ChartSource;
  kind: ReturnKind;
  /** Solar: the return of this year's birthday. Lunar: the first return in this month (Beijing time). */
  year: number;
  /** 1–12, lunar returns only. */
  month?: number;
  place?: ReturnPlace;
} & ChartSettings;

export interface ReturnsRecord {
  natal: ChartRecord;
  kind: ReturnKind;
  kindZh: string;
  /** The exact return instant (UTC, to the second): the Sun (Moon) back on its natal longitude. */
  exactUtc: string;
  /** The return chart, cast for `exactUtc` at the chosen place; its houses are its own. */
  chart: ChartRecord;
  /** Cast elsewhere than the birthplace. */
  relocated: boolean;
  /** The return chart's planets (field b) in aspect to the natal points (field a), 2° orbs. */
  aspectsToNatal: AspectRecord[];
  /** The return chart's angles in the natal houses (null without times). */
  ascInNatalHouse: number | null;
  readings: ReadingSection[];
}

// ---- transit timeline ----

export const TIMELINE_BODY_SETS = ['all', 'slow'] as const;
export type TimelineBodySet = (typeof TIMELINE_BODY_SETS)[number];
export const TIMELINE_BODY_SET_NAMES_ZH: Record<TimelineBodySet, string> = {
  all: '太阳至冥王星、北交点与凯龙',
  slow: '火星至冥王星、北交点与凯龙（慢行星）',
};
export const TIMELINE_ORB_CHOICES = [0.5, 1, 2, 3] as const;

export type TransitTimelineRequest = {
  natal: ChartSource;
  /** Whole days 'YYYY-MM-DD' in the member's zone (Beijing time by default), at most a year apart. */
  from: string;
  to: string;
  timeZone?: string;
  bodies?: TimelineBodySet;
  /** The orb of the windows, degrees (one of TIMELINE_ORB_CHOICES). */
  orbDeg?: number;
} & ChartSettings;

export interface TransitTimelineRecord {
  natal: ChartRecord;
  from: string;
  to: string;
  timeZone: string;
  orbDeg: number;
  bodies: TimelineBodySet;
  /**
   * Every transit to a natal point in the period, in order of its first moment inside the period: the orb window
   * (entering / leaving, null beyond the scanned span) and each exact pass.
   */
  windows: TransitWindowRecord[];
  /** Sign ingresses and stations of the transiting bodies in the period. */
  events: TransitRecord[];
  /** How long the engine took (ms), for the curious. */
  computeMs: number;
}

// ---- traditional tools ----

export {
  HARMONIC_CHOICES,
  HARMONIC_NAMES_ZH,
  ZODIAC_IDS,
  ZODIAC_NAMES_ZH,
  type ZodiacId,
} from './chart-frame.ts';

export type TraditionalRequest = {
  natal: ChartSource;
  /** The profection and firdaria are read for this day (YYYY-MM-DD, Beijing time). */
  date: string;
  zodiac?: ZodiacId;
  harmonic?: number;
} & ChartSettings;

export interface DignityRow {
  planet: string;
  planetZh: string;
  glyph: string;
  signZh: string;
  degree: number;
  minute: number;
  /** The rulers of the planet's degree, in Chinese. */
  domicileZh: string;
  exaltationZh: string | null;
  /** Day, night and participating triplicity rulers. */
  triplicityZh: [string, string, string];
  termZh: string;
  faceZh: string;
  /** The dignities (and debilities) the planet itself holds there, in Chinese. */
  heldZh: string[];
  peregrine: boolean;
  /** Lilly's points. */
  score: number;
}

export interface ProfectionRecord {
  age: number;
  house: number;
  signZh: string;
  /** The lord of the year's id (sun…saturn). */
  lord: string;
  lordZh: string;
  /** The year of life it runs for (its birthdays, Beijing dates). */
  from: string;
  to: string;
  text: string | null;
}

export interface FirdariaRecord {
  lord: string;
  lordZh: string;
  fromAge: number;
  toAge: number;
  /** Beijing dates. */
  from: string;
  to: string;
  current: boolean;
  subPeriods: { lord: string; lordZh: string; from: string; to: string; current: boolean }[];
  text: string | null;
}

export interface TraditionalRecord {
  /** The natal chart in the chosen zodiac. */
  natal: ChartRecord;
  date: string;
  zodiac: ZodiacId;
  zodiacZh: string;
  /** Subtracted from tropical longitudes, degrees (0 in the tropical zodiac). */
  ayanamsaDeg: number;
  /** Null without a birth time (sect, lots, profections need the Ascendant). */
  dayChart: boolean | null;
  dignities: DignityRow[];
  /** Part of Fortune, Vertex, the mean node, the south node and true Lilith (Part of Fortune and Vertex need the time). */
  points: PointRecord[];
  profection: ProfectionRecord | null;
  firdaria: FirdariaRecord[];
  harmonic: { number: number; nameZh: string; points: PointRecord[] } | null;
  readings: ReadingSection[];
}
