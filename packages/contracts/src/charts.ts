import type { AspectId, Element, HOUSE_SYSTEM_NAMES_ZH, Modality, Polarity } from './astrology.ts';
import type { ChartFrame, HarmonicNumber, ZodiacId } from './chart-frame.ts';
import type { LilithChoice, NodeChoice } from './chart-points.ts';
import type { ShichenId } from './shichen.ts';

// The chart API (/api/chart/*) on the wire. No zod here, so the browser may import the values too;
// the request schemas that check these bodies on the server are in charts-schemas.ts.
// Requests are written in camelCase and sent in snake_case by the client; answers come in camelCase,
// already named in Chinese, so the browser needs no engine. Longitudes are ecliptic degrees 0–360.

export const HOUSE_SYSTEM_CODES = [
  'P',
  'K',
  'E',
  'W',
  'O',
  'R',
  'C',
  'B',
  'M',
  'X',
  'T',
  'V',
  'S',
  'H',
  'U',
  'F',
  'D',
  'N',
] as const satisfies readonly (keyof typeof HOUSE_SYSTEM_NAMES_ZH)[];
export type HouseSystemCode = (typeof HOUSE_SYSTEM_CODES)[number];

/** A chart's name: Chinese characters, letters of any script and digits, one space or mark (· - ' .) between words. */
export const CHART_NAME_RE = /^[\p{L}\p{N}]+([ ·•・'’.-][\p{L}\p{N}]+)*$/u;
export const CHART_NAME_MESSAGE =
  '名字可以用中文、英文字母和数字，词之间可用一个空格或“·”“-”分隔，最多40个字，例如 林小满、阿依古丽·买买提、Mary Ann';

export type AspectFamily = 'conjunction' | 'harmonious' | 'tense' | 'minor';

// ---- requests ----

export interface BirthPayload {
  date: string;
  /** 'HH:mm', or null when the time is unknown (a noon chart without houses). */
  time: string | null;
  timeZone?: string;
  latitude?: number;
  longitude?: number;
  placeName?: string;
  /** How to read a wall time skipped or repeated by a summer-time change, once the member has chosen. */
  disambiguation?: 'earlier' | 'later';
  /** Only the 时辰 is known (time null): the chart is drawn at its middle. */
  shichen?: ShichenId;
  /** 'solar': the time (or 时辰) is true solar time (真太阳时), turned into clock time by the server. */
  timeBasis?: TimeBasis;
  /** The time was written in standard time although the clocks were on summer time then. */
  standardTime?: boolean;
}

export type TimeBasis = 'clock' | 'solar';
/** exact: a clock or solar time to the minute; shichen: only the 时辰; unknown: a noon chart without houses. */
export type TimeReliability = 'exact' | 'shichen' | 'unknown';

/** A birth given in full, or a saved contact profile (the caller's own or a public one). */
export type ChartSource = { birth: BirthPayload; name?: string } | { contactId: number };

export interface ChartSettings {
  houseSystem: HouseSystemCode;
  /** Orb in degrees by aspect id; the majors with their default orbs when left out. */
  orbs?: Partial<Record<AspectId, number>>;
  /** Tropical unless a sidereal zodiac is chosen. */
  zodiac?: ZodiacId;
  /** 1 (the radix) unless a harmonic chart is chosen. */
  harmonic?: HarmonicNumber;
  /** The lunar node shown and aspected (true by default), and Lilith (mean by default). */
  node?: NodeChoice;
  lilith?: LilithChoice;
  /** Also show the south node, the Part of Fortune and the Vertex. */
  extraPoints?: boolean;
  /** Also show Ceres, Pallas, Juno and Vesta. */
  asteroids?: boolean;
}

export type NatalRequest = ChartSource & ChartSettings;
export type SynastryRequest = { a: ChartSource; b: ChartSource } & ChartSettings;
export type TransitsRequest = {
  natal: ChartSource;
  from: string;
  to: string;
  timeZone?: string;
} & ChartSettings;
export type CareerRequest = { natal: ChartSource } & ChartSettings;
export type ProgressedAngleMethodId = 'solarArcLongitude' | 'solarArcRightAscension' | 'naibod';
export type ProgressionsRequest = {
  natal: ChartSource;
  date: string;
  angles?: ProgressedAngleMethodId;
} & ChartSettings;

/** The ways of moving the progressed MC, in the member's words (the default first). */
export const PROGRESSED_ANGLE_METHOD_NAMES_ZH: Record<ProgressedAngleMethodId, string> = {
  solarArcLongitude: '太阳弧（黄经，默认）',
  solarArcRightAscension: '太阳弧（赤经）',
  naibod: '奈波德平均太阳弧（赤经）',
};
export type KidRequest = { child: ChartSource; parents: ChartSource[] } & ChartSettings;

/** In the 422 answer for a wall time a summer-time change skipped or repeated: the two readings. */
export interface WallTimeAlternative {
  disambiguation: 'earlier' | 'later';
  utc: string;
  /** 'UTC+08:00' */
  offset: string;
}

// ---- answers ----

export interface PointRecord {
  id: string;
  nameZh: string;
  glyph: string;
  longitudeDeg: number;
  signId: string;
  signZh: string;
  signGlyph: string;
  /** Degree and minute within the sign. */
  degree: number;
  minute: number;
  house: number | null;
  retrograde: boolean;
  speedDegPerDay: number;
  dignity: string | null;
}

export interface AspectRecord {
  a: string;
  b: string;
  type: AspectId;
  nameZh: string;
  glyph: string;
  family: AspectFamily;
  orbDeg: number;
  applying: boolean | null;
}

export interface HouseRecord {
  number: number;
  cuspDeg: number;
  signId: string;
  signZh: string;
  degree: number;
  minute: number;
}

export interface Angles {
  asc: number;
  mc: number;
  dsc: number;
  ic: number;
}

export interface ChartBalance {
  element: Record<Element, number>;
  modality: Record<Modality, number>;
  polarity: Record<Polarity, number>;
}

export interface ChartRecord {
  name: string | null;
  contactId: number | null;
  birth: {
    date: string;
    /** The clock time the chart was drawn for ('HH:mm'): for a 时辰 its middle, for a 真太阳时 its clock time. */
    time: string | null;
    timeZone: string;
    utcOffset: string | null;
    /** How well the time is known, and what the member gave. */
    timeReliability: TimeReliability;
    shichen: ShichenId | null;
    timeBasis: TimeBasis;
    /** The true solar time the member entered ('HH:mm'), when the basis is solar. */
    solarTimeGiven: string | null;
    /** 真太阳时 of the chart's instant at the birthplace ('YYYY-MM-DD HH:mm'); null without a time. */
    trueSolarTime: string | null;
    /** Summer time was in force at the birth; standardTime: the member said the time was standard time. */
    summerTime: boolean;
    standardTime: boolean;
    placeName: string | null;
    latitude: number;
    longitude: number;
  };
  utc: string;
  timeUnknown: boolean;
  houseSystem: string;
  houseSystemZh: string;
  /** Set when the chosen system cannot be drawn at this latitude and another was used. */
  houseFallback: string | null;
  /** The zodiac and harmonic of every longitude in the record. */
  frame: ChartFrame;
  points: PointRecord[];
  angles: Angles | null;
  houses: HouseRecord[] | null;
  aspects: AspectRecord[];
  balance: ChartBalance;
  patterns: { type: string; nameZh: string; points: string[] }[];
  notes: string[];
}

/** A titled section of interpretation texts (from @xingtu/readings). */
export interface ReadingSection {
  key: string;
  title: string;
  items: { key: string; title: string; text: string }[];
}

export interface NatalRecord {
  chart: ChartRecord;
  readings: ReadingSection[];
}

/** A point of one chart placed in the houses of the other. */
export interface OverlayRecord {
  id: string;
  nameZh: string;
  glyph: string;
  house: number;
}

export interface CompositeRecord {
  points: PointRecord[];
  houses: HouseRecord[] | null;
  angles: Angles | null;
  aspects: AspectRecord[];
}

export interface SynastryRecord {
  a: ChartRecord;
  b: ChartRecord;
  /** Field a is a point of chart A, field b a point of chart B. */
  aspects: AspectRecord[];
  aInB: OverlayRecord[] | null;
  bInA: OverlayRecord[] | null;
  composite: CompositeRecord;
  /** Davison relationship chart: the real sky at the mean instant over the midpoint of the places (UTC). */
  davison: ChartRecord;
  /**
   * Marks charts (马克思盘), A's view then B's: the midpoint in time and space between each birth and the Davison
   * chart (UTC).
   */
  marks: [ChartRecord, ChartRecord];
  readings: ReadingSection[];
}

export interface TransitRecord {
  kind: 'aspect' | 'ingress' | 'station';
  utc: string;
  body: string;
  bodyZh: string;
  bodyGlyph: string;
  natalPoint: string | null;
  natalPointZh: string | null;
  type: AspectId | null;
  aspectZh: string | null;
  family: AspectFamily | null;
  signZh: string | null;
  retrograde: boolean;
  /** One line in Chinese: 木星 三分 本命太阳 / 土星 进入 双鱼座 / 水星 开始逆行. */
  text: string;
}

/** A spell during which a transiting body is within orb of an aspect to a natal point. */
export interface TransitWindowRecord {
  body: string;
  bodyZh: string;
  natalPoint: string;
  natalPointZh: string;
  type: AspectId;
  aspectZh: string;
  family: AspectFamily;
  /** When the orb window opens and closes (UTC); null when beyond the searched span. */
  enters: string | null;
  leaves: string | null;
  /** Exact passes (UTC), the retrograde ones flagged. */
  exact: { utc: string; retrograde: boolean }[];
  /** What this transit invites (slow planets to the planets and angles), or null. */
  text: string | null;
}

export interface TransitsRecord {
  /** The radix in the member's zodiac (never a harmonic chart): its frame names the zodiac the transits are in. */
  natal: ChartRecord;
  /** When the member chose a harmonic chart: the transits are read against the radix (null otherwise). */
  frameNote: string | null;
  from: string;
  to: string;
  /** The zone whose local days from and to are, and in which times are shown. */
  timeZone: string;
  /** Orb of the windows, degrees. */
  orbDeg: number;
  /** Transiting positions at the start of the range (local midnight). */
  transiting: PointRecord[];
  /** Aspects at the start of the range: field a a natal point (fixed), field b a transiting one. */
  aspects: AspectRecord[];
  events: TransitRecord[];
  windows: TransitWindowRecord[];
}

/** A dated event of the progressed or directed chart, one Chinese line. */
export interface DirectedEventRecord {
  utc: string;
  technique: 'secondary' | 'solarArc' | 'progressedMoon';
  text: string;
  /** What the meeting invites (the moving point's theme and the natal point's), or null. */
  reading: string | null;
}

export interface ProgressionsRecord {
  natal: ChartRecord;
  date: string;
  angleMethod: ProgressedAngleMethodId;
  angleMethodZh: string;
  /** Progressed Sun − natal Sun, degrees. */
  solarArcDeg: number;
  /** The progressed chart: bodies in the natal houses, progressed cusps and angles (null without a birth time). */
  progressed: { points: PointRecord[]; houses: HouseRecord[] | null; angles: Angles | null };
  /** Solar-arc directed positions of the same points. */
  directed: PointRecord[];
  /** Aspects of the progressed points (field b) to the natal ones (field a) within 1°. */
  aspects: AspectRecord[];
  /** The year from `date`: progressed and solar-arc aspects to natal points, the progressed Moon's ingresses. */
  events: DirectedEventRecord[];
  /** The progressed Moon's sign and natal house. */
  readings: ReadingSection[];
}

export interface CareerHouse {
  number: number;
  titleZh: string;
  signZh: string | null;
  rulerZh: string | null;
  planets: PointRecord[];
}

export interface CareerRecord {
  natal: ChartRecord;
  /** Null without a birth time: the MC and houses need it. */
  mc: {
    signZh: string;
    degree: number;
    minute: number;
    ruler: PointRecord;
    modernRulerZh: string | null;
  } | null;
  houses: CareerHouse[];
  /** Saturn and Jupiter over the next twelve months. */
  from: string;
  to: string;
  transits: TransitRecord[];
  readings: ReadingSection[];
}

export interface KidRecord {
  child: ChartRecord;
  parents: { chart: ChartRecord; aspects: AspectRecord[] }[];
  readings: ReadingSection[];
}
