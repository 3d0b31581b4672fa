import type { AppLoadContext } from 'react-router';
import { beijingClock, formatBeijing } from '@xingtu/contracts/beijing-time';
import type { Envelope } from '@xingtu/contracts/envelope';
import { learningApi } from '@xingtu/contracts/learning-api';
import {
  CYCLE_PLANET_IDS,
  type AspectToolRecord,
  type CyclePlanetId,
  type HouseCompareRecord,
  type LearningToolName,
  type MoonMonthRecord,
  type PlanetCycleRecord,
  type SkyToolRecord,
  type SolarTimeRecord,
} from '@xingtu/contracts/learning';
import { SIGN_IDS, type SignId } from '@xingtu/contracts/astrology';
import { toolApi } from './tool-api.server.ts';
import {
  EXAMPLE_BIRTH,
  URUMQI,
  type PlaceInput,
  type SignedDegree,
  type ToolOutcome,
} from './tool-inputs.ts';

// What each tool page shows, made by its loader from the address: the form's values (so a result can be shared
// and reloaded) and the API's answer for them, or the Chinese message of a refusal. The forms submit with GET,
// so a new question is a client-side navigation that reruns this loader: no page reload.

const UNAVAILABLE = '暂时无法计算，请稍后再试';

function outcomeOf<T>(envelope: Envelope<{ records: T }> | null): ToolOutcome<T> {
  if (!envelope) return { result: null, error: UNAVAILABLE };
  if (envelope.success && envelope.data) return { result: envelope.data.records, error: null };
  const fields = (envelope.data as { fields?: { message: string }[] } | null)?.fields;
  return { result: null, error: fields?.[0]?.message ?? envelope.desc ?? UNAVAILABLE };
}

const query = (values: Record<string, string | number | boolean>): string =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

const DATETIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^\d{2}:\d{2}$/;
const MONTH_RE = /^\d{4}-\d{2}$/;
const pick = (params: URLSearchParams, name: string, re: RegExp, fallback: string): string => {
  const value = params.get(name)?.trim() ?? '';
  return re.test(value) ? value : fallback;
};
const numberOr = (text: string | null, fallback: number): number => {
  const value = Number(text);
  return text !== null && text.trim() !== '' && Number.isFinite(value) ? value : fallback;
};

const placeOf = (params: URLSearchParams, example: PlaceInput): PlaceInput =>
  params.has('lon')
    ? {
        place: params.get('place')?.slice(0, 100) ?? '',
        lat: numberOr(params.get('lat'), NaN),
        lon: numberOr(params.get('lon'), NaN),
        tz: params.get('tz')?.slice(0, 40) ?? 'Asia/Shanghai',
      }
    : example;

export type ToolPageData =
  | { tool: 'sky'; input: { at: string; now: boolean }; outcome: ToolOutcome<SkyToolRecord> }
  | {
      tool: 'ingress';
      input: { planet: CyclePlanetId; year: number };
      outcome: ToolOutcome<PlanetCycleRecord>;
    }
  | { tool: 'moon'; input: { month: string }; outcome: ToolOutcome<MoonMonthRecord> }
  | {
      tool: 'houses';
      input: { date: string; time: string } & PlaceInput;
      outcome: ToolOutcome<HouseCompareRecord> | null;
    }
  | {
      tool: 'aspect';
      input: { a: SignedDegree; b: SignedDegree; luminary: boolean };
      outcome: ToolOutcome<AspectToolRecord>;
    }
  | {
      tool: 'solarTime';
      input: { date: string; time: string } & PlaceInput;
      outcome: ToolOutcome<SolarTimeRecord>;
    };

const signedDegreeOf = (params: URLSearchParams, prefix: string, fallback: SignedDegree): SignedDegree => {
  const sign = params.get(`${prefix}_sign`);
  if (!sign || !(SIGN_IDS as readonly string[]).includes(sign)) return fallback;
  return {
    sign: sign as SignId,
    degree: Math.trunc(numberOr(params.get(`${prefix}_deg`), 0)),
    minute: Math.trunc(numberOr(params.get(`${prefix}_min`), 0)),
  };
};
const longitudeOf = (p: SignedDegree): number => SIGN_IDS.indexOf(p.sign) * 30 + p.degree + p.minute / 60;

export async function loadTool(
  name: LearningToolName,
  params: URLSearchParams,
  context: AppLoadContext,
  now: Date = new Date(),
): Promise<ToolPageData> {
  const clock = beijingClock(now)!;
  const api = learningApi;
  switch (name) {
    case 'sky': {
      const at = pick(params, 'at', DATETIME_RE, '');
      const path = at ? `${api.toolSky.path}?${query({ at: `${at}:00+08:00` })}` : api.toolSky.path;
      const outcome = outcomeOf(await toolApi<{ records: SkyToolRecord }>(context, path));
      const shown = at || formatBeijing(outcome.result?.at ?? now, 'minute').replace(' ', 'T');
      return { tool: 'sky', input: { at: shown, now: !at }, outcome: outcome };
    }
    case 'ingress': {
      const planetParam = params.get('planet') ?? '';
      const planet = (CYCLE_PLANET_IDS as readonly string[]).includes(planetParam)
        ? (planetParam as CyclePlanetId)
        : 'mercury';
      const year = Math.trunc(numberOr(params.get('year'), clock.year));
      const path = `${api.toolPlanetCycle.path}?${query({ planet, year })}`;
      const outcome = outcomeOf(await toolApi<{ records: PlanetCycleRecord }>(context, path));
      return { tool: 'ingress', input: { planet, year }, outcome: outcome };
    }
    case 'moon': {
      const fallback = `${clock.year}-${String(clock.month).padStart(2, '0')}`;
      const month = pick(params, 'month', MONTH_RE, fallback);
      const path = `${api.toolMoonMonth.path}?${query({ year: Number(month.slice(0, 4)), month: Number(month.slice(5)) })}`;
      const outcome = outcomeOf(await toolApi<{ records: MoonMonthRecord }>(context, path));
      return { tool: 'moon', input: { month }, outcome: outcome };
    }
    case 'houses': {
      const asked = params.has('date');
      const date = pick(params, 'date', DATE_RE, asked ? '' : EXAMPLE_BIRTH.date);
      const time = pick(params, 'time', TIME_RE, asked ? '' : EXAMPLE_BIRTH.time);
      const place = placeOf(params, EXAMPLE_BIRTH.place);
      const input = { date, time, ...place };
      if (!asked) return { tool: 'houses', input, outcome: null };
      if (!date || !time)
        return { tool: 'houses', input, outcome: { result: null, error: '请填写出生日期和时间' } };
      if (
        place.lat === null ||
        place.lon === null ||
        !Number.isFinite(place.lat) ||
        !Number.isFinite(place.lon)
      )
        return { tool: 'houses', input, outcome: { result: null, error: '请从列表中选择出生地点' } };
      const birth = { date, time, latitude: place.lat, longitude: place.lon, time_zone: place.tz };
      const outcome = outcomeOf(
        await toolApi<{ records: HouseCompareRecord }>(context, api.toolHouses.path, { birth }),
      );
      return { tool: 'houses', input, outcome: outcome };
    }
    case 'aspect': {
      const a = signedDegreeOf(params, 'a', { sign: 'aries', degree: 10, minute: 30 });
      const b = signedDegreeOf(params, 'b', { sign: 'sagittarius', degree: 7, minute: 0 });
      const luminary = params.get('luminary') === 'true';
      const path = `${api.toolAspect.path}?${query({ a: longitudeOf(a), b: longitudeOf(b), luminary })}`;
      const outcome =
        a.degree < 0 ||
        a.degree > 29 ||
        b.degree < 0 ||
        b.degree > 29 ||
        a.minute < 0 ||
        a.minute > 59 ||
        b.minute < 0 ||
        b.minute > 59
          ? { result: null, error: '度数请填0到29，分请填0到59' }
          : outcomeOf(await toolApi<{ records: AspectToolRecord }>(context, path));
      return { tool: 'aspect', input: { a, b, luminary }, outcome };
    }
    case 'solarTime': {
      const date = pick(params, 'date', DATE_RE, formatBeijing(now, 'date'));
      const time = pick(params, 'time', TIME_RE, '12:00');
      const place = placeOf(params, URUMQI);
      const input = { date, time, ...place };
      if (place.lon === null || !Number.isFinite(place.lon))
        return { tool: 'solarTime', input, outcome: { result: null, error: '请从列表中选择地点' } };
      const path = `${api.toolSolarTime.path}?${query({ date, time, longitude: place.lon, time_zone: place.tz })}`;
      const outcome = outcomeOf(await toolApi<{ records: SolarTimeRecord }>(context, path));
      return { tool: 'solarTime', input, outcome: outcome };
    }
  }
}
