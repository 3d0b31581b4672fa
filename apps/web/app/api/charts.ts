import type {
  CareerRecord,
  CareerRequest,
  ChartSettings,
  ChartSource,
  KidRecord,
  KidRequest,
  NatalRecord,
  NatalRequest,
  ProgressedAngleMethodId,
  ProgressionsRecord,
  ProgressionsRequest,
  SynastryRecord,
  SynastryRequest,
  TransitsRecord,
  TransitsRequest,
} from '@xingtu/contracts/charts';
import type { RecordsData } from '@xingtu/contracts/envelope';
import { geoApi } from '@xingtu/contracts/geo-api';
import type { PlaceHitRecord } from '@xingtu/contracts/geo-api-schemas';
import type { ApiClient } from './client.ts';

// Chart calculations (server: modules/charts; wire types: @xingtu/contracts/charts) and the
// birth-place search (modules/geo). Payloads in camelCase; the client sends snake_case. Answers
// arrive already named in Chinese.

const client = async (): Promise<ApiClient> => (await import('./http.ts')).api();

export type PlaceHit = PlaceHitRecord;

const records = <T>(answer: { data: RecordsData<T> | null }): T => {
  if (!answer.data) throw new Error('空的响应');
  return answer.data.records;
};
// Failures are shown by the page beside the form (with the field), not as a toast.
const quiet = { silent: true, cache: false } as const;

async function postChart<T>(path: string, body: object): Promise<T> {
  return records(await (await client()).post<RecordsData<T>>(path, body, quiet));
}

export const fetchNatalChart = (source: ChartSource, settings: ChartSettings): Promise<NatalRecord> =>
  postChart('/api/chart/natal', { ...source, ...settings } satisfies NatalRequest);

export const fetchSynastry = (
  a: ChartSource,
  b: ChartSource,
  settings: ChartSettings,
): Promise<SynastryRecord> =>
  postChart('/api/chart/synastry', { a, b, ...settings } satisfies SynastryRequest);

export const fetchTransits = (
  natal: ChartSource,
  from: string,
  to: string,
  settings: ChartSettings,
): Promise<TransitsRecord> =>
  postChart('/api/chart/transits', { natal, from, to, ...settings } satisfies TransitsRequest);

export const fetchProgressions = (
  natal: ChartSource,
  date: string,
  angles: ProgressedAngleMethodId,
  settings: ChartSettings,
): Promise<ProgressionsRecord> =>
  postChart('/api/chart/progressions', { natal, date, angles, ...settings } satisfies ProgressionsRequest);

export const fetchCareer = (natal: ChartSource, settings: ChartSettings): Promise<CareerRecord> =>
  postChart('/api/chart/career', { natal, ...settings } satisfies CareerRequest);

export const fetchKid = (
  child: ChartSource,
  parents: ChartSource[],
  settings: ChartSettings,
): Promise<KidRecord> => postChart('/api/chart/kid', { child, parents, ...settings } satisfies KidRequest);

/** Places by Chinese name, pinyin or initials; the answer is cached (the gazetteer changes with a release). */
export async function searchPlaces(keyword: string, limit = 8): Promise<PlaceHit[]> {
  return records(
    await (await client()).call(geoApi.searchPlaces, { query: { keyword, limit } }, { silent: true }),
  );
}
