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
import type {
  ReturnsRecord,
  ReturnsRequest,
  TraditionalRecord,
  TraditionalRequest,
  TransitTimelineRecord,
  TransitTimelineRequest,
} from '@xingtu/contracts/chart-techniques';
import { chartsApi } from '@xingtu/contracts/charts-api';
import { client, records } from './lazy-client.ts';

// Chart calculations (server: modules/charts; endpoints: contracts/charts-api.ts, record types:
// contracts/charts.ts). Payloads in camelCase; the client sends snake_case. Answers arrive already
// named in Chinese.

// Failures are shown by the page beside the form (with the field), not as a toast.
const quiet = { silent: true, cache: false } as const;

const api = chartsApi;

export const fetchNatalChart = async (source: ChartSource, settings: ChartSettings): Promise<NatalRecord> =>
  records(
    await (
      await client()
    ).call(api.natal, { body: { ...source, ...settings } satisfies NatalRequest }, quiet),
  );

export const fetchSynastry = async (
  a: ChartSource,
  b: ChartSource,
  settings: ChartSettings,
): Promise<SynastryRecord> =>
  records(
    await (
      await client()
    ).call(api.synastry, { body: { a, b, ...settings } satisfies SynastryRequest }, quiet),
  );

export const fetchTransits = async (
  natal: ChartSource,
  from: string,
  to: string,
  settings: ChartSettings,
): Promise<TransitsRecord> =>
  records(
    await (
      await client()
    ).call(api.transits, { body: { natal, from, to, ...settings } satisfies TransitsRequest }, quiet),
  );

export const fetchProgressions = async (
  natal: ChartSource,
  date: string,
  angles: ProgressedAngleMethodId,
  settings: ChartSettings,
): Promise<ProgressionsRecord> =>
  records(
    await (
      await client()
    ).call(
      api.progressions,
      { body: { natal, date, angles, ...settings } satisfies ProgressionsRequest },
      quiet,
    ),
  );

export const fetchCareer = async (natal: ChartSource, settings: ChartSettings): Promise<CareerRecord> =>
  records(
    await (await client()).call(api.career, { body: { natal, ...settings } satisfies CareerRequest }, quiet),
  );

export const fetchKid = async (
  child: ChartSource,
  parents: ChartSource[],
  settings: ChartSettings,
): Promise<KidRecord> =>
  records(
    await (
      await client()
    ).call(api.kid, { body: { child, parents, ...settings } satisfies KidRequest }, quiet),
  );

export const fetchReturn = async (request: ReturnsRequest): Promise<ReturnsRecord> =>
  records(await (await client()).call(api.returns, { body: request }, quiet));

export const fetchTransitTimeline = async (request: TransitTimelineRequest): Promise<TransitTimelineRecord> =>
  records(await (await client()).call(api.transitTimeline, { body: request }, quiet));

export const fetchTraditional = async (request: TraditionalRequest): Promise<TraditionalRecord> =>
  records(await (await client()).call(api.traditional, { body: request }, quiet));
