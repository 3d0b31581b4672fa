import type { RecordsData } from '@xingtu/contracts/envelope';
import type { ApiClient } from './client.ts';

// Chart calculations (server: modules/charts) and the birth-place search (modules/geo). Payloads in
// camelCase; the client sends snake_case. Answers arrive already named in Chinese.

const client = async (): Promise<ApiClient> => (await import('./http.ts')).api();

export type HouseSystemCode = 'P' | 'K' | 'E' | 'W' | 'O' | 'R' | 'C' | 'B' | 'M' | 'X' | 'T';
export type AspectFamily = 'conjunction' | 'harmonious' | 'tense' | 'minor';

export interface BirthPayload {
  date: string;
  /** 'HH:mm', or null when the time is unknown. */
  time: string | null;
  timeZone?: string;
  latitude?: number;
  longitude?: number;
  placeName?: string;
  disambiguation?: 'earlier' | 'later';
}

/** A birth given in full, or a saved contact profile. */
export type ChartSource = { birth: BirthPayload; name?: string } | { contactId: number };

export interface ChartSettings {
  houseSystem: HouseSystemCode;
  orbs?: Record<string, number>;
}

export interface PointRecord {
  id: string;
  nameZh: string;
  glyph: string;
  longitudeDeg: number;
  signId: string;
  signZh: string;
  signGlyph: string;
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
  type: string;
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

export interface ChartRecord {
  name: string | null;
  contactId: number | null;
  birth: {
    date: string;
    time: string | null;
    timeZone: string;
    utcOffset: string | null;
    placeName: string | null;
    latitude: number;
    longitude: number;
  };
  utc: string;
  timeUnknown: boolean;
  houseSystem: string;
  houseSystemZh: string;
  houseFallback: string | null;
  points: PointRecord[];
  angles: Angles | null;
  houses: HouseRecord[] | null;
  aspects: AspectRecord[];
  balance: {
    element: Record<string, number>;
    modality: Record<string, number>;
    polarity: Record<string, number>;
  };
  patterns: { type: string; nameZh: string; points: string[] }[];
  notes: string[];
}

/** Interpretation sections from @xingtu/readings. */
export interface ReadingSection {
  key: string;
  title: string;
  items: { key: string; title: string; text: string }[];
}
export type ReadingItem = ReadingSection;

export interface OverlayRecord {
  id: string;
  nameZh: string;
  glyph: string;
  house: number;
}

export interface SynastryRecord {
  a: ChartRecord;
  b: ChartRecord;
  aspects: AspectRecord[];
  aInB: OverlayRecord[] | null;
  bInA: OverlayRecord[] | null;
  composite: {
    points: PointRecord[];
    houses: HouseRecord[] | null;
    angles: Angles | null;
    aspects: AspectRecord[];
  };
  /** The real sky at the mean instant over the midpoint of the two places (times in UTC). */
  davison: ChartRecord;
  readings: ReadingItem[];
}

export interface TransitRecord {
  kind: 'aspect' | 'ingress' | 'station';
  utc: string;
  body: string;
  bodyZh: string;
  bodyGlyph: string;
  natalPoint: string | null;
  natalPointZh: string | null;
  type: string | null;
  aspectZh: string | null;
  family: AspectFamily | null;
  signZh: string | null;
  retrograde: boolean;
  text: string;
}

export interface TransitsRecord {
  natal: ChartRecord;
  from: string;
  to: string;
  transiting: PointRecord[];
  /** Field a a natal point, field b a transiting one, at the start of the range. */
  aspects: AspectRecord[];
  events: TransitRecord[];
}

export interface CareerRecord {
  natal: ChartRecord;
  mc: {
    signZh: string;
    degree: number;
    minute: number;
    ruler: PointRecord;
    modernRulerZh: string | null;
  } | null;
  houses: {
    number: number;
    titleZh: string;
    signZh: string | null;
    rulerZh: string | null;
    planets: PointRecord[];
  }[];
  from: string;
  to: string;
  transits: TransitRecord[];
  readings: ReadingItem[];
}

export interface KidRecord {
  child: ChartRecord;
  parents: { chart: ChartRecord; aspects: AspectRecord[] }[];
  readings: ReadingItem[];
}

export interface PlaceHit {
  id: string;
  name: string;
  fullName: string;
  country: string;
  level: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

const records = <T>(answer: { data: RecordsData<T> | null }): T => {
  if (!answer.data) throw new Error('空的响应');
  return answer.data.records;
};
// Failures are shown by the page beside the form (with the field), not as a toast.
const quiet = { silent: true, cache: false } as const;

export async function fetchNatalChart(
  source: ChartSource,
  settings: ChartSettings,
): Promise<{ chart: ChartRecord; readings: ReadingItem[] }> {
  return records(
    await (
      await client()
    ).post<RecordsData<{ chart: ChartRecord; readings: ReadingItem[] }>>(
      '/api/chart/natal',
      { ...source, ...settings },
      quiet,
    ),
  );
}

export async function fetchSynastry(
  a: ChartSource,
  b: ChartSource,
  settings: ChartSettings,
): Promise<SynastryRecord> {
  return records(
    await (
      await client()
    ).post<RecordsData<SynastryRecord>>('/api/chart/synastry', { a, b, ...settings }, quiet),
  );
}

export async function fetchTransits(
  natal: ChartSource,
  from: string,
  to: string,
  settings: ChartSettings,
): Promise<TransitsRecord> {
  return records(
    await (
      await client()
    ).post<RecordsData<TransitsRecord>>('/api/chart/transits', { natal, from, to, ...settings }, quiet),
  );
}

export async function fetchCareer(natal: ChartSource, settings: ChartSettings): Promise<CareerRecord> {
  return records(
    await (
      await client()
    ).post<RecordsData<CareerRecord>>('/api/chart/career', { natal, ...settings }, quiet),
  );
}

export async function fetchKid(
  child: ChartSource,
  parents: ChartSource[],
  settings: ChartSettings,
): Promise<KidRecord> {
  return records(
    await (
      await client()
    ).post<RecordsData<KidRecord>>('/api/chart/kid', { child, parents, ...settings }, quiet),
  );
}

/** Places by Chinese name, pinyin or initials; the answer is cached (the gazetteer changes with a release). */
export async function searchPlaces(keyword: string, limit = 8): Promise<PlaceHit[]> {
  return records(
    await (
      await client()
    ).get<RecordsData<PlaceHit[]>>('/api/geo/search', { params: { keyword, limit }, silent: true }),
  );
}
