import {
  HOUSE_SYSTEM_CODES,
  type ChartSettings,
  type ChartSource,
  type HouseSystemCode,
} from '@xingtu/contracts/charts';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import { EMPTY_DRAFT, type BirthDraft } from './birth-draft.ts';
import {
  harmonicOf,
  lilithOf,
  nodeOf,
  settingsDraftOf,
  zodiacOf,
  type SettingsDraft,
} from './chart-settings.ts';

// A birth chart as a shareable address: /chart?date=1990-05-01&time=14:30&lat=…&lon=…&tz=…&place=…
// The server renders the chart from it; the form writes it.

const SYSTEMS = new Set<string>(HOUSE_SYSTEM_CODES);

export function queryOfChart(source: ChartSource, settings: ChartSettings): string {
  if (!('birth' in source)) return `contact=${source.contactId}`;
  const b = source.birth;
  const params = new URLSearchParams({ date: b.date });
  if (b.time) params.set('time', b.time);
  if (b.latitude !== undefined) params.set('lat', String(b.latitude));
  if (b.longitude !== undefined) params.set('lon', String(b.longitude));
  if (b.timeZone) params.set('tz', b.timeZone);
  if (b.placeName) params.set('place', b.placeName);
  if (b.disambiguation) params.set('dst', b.disambiguation);
  if (b.shichen) params.set('sc', b.shichen);
  if (b.timeBasis === 'solar') params.set('tb', 'solar');
  if (b.standardTime) params.set('std', '1');
  if (source.name) params.set('name', source.name);
  params.set('hs', settings.houseSystem);
  if (settings.zodiac && settings.zodiac !== 'tropical') params.set('z', settings.zodiac);
  if (settings.harmonic && settings.harmonic !== 1) params.set('h', String(settings.harmonic));
  if (settings.node === 'mean') params.set('nd', 'mean');
  if (settings.lilith === 'true') params.set('lil', 'true');
  if (settings.extraPoints) params.set('xp', '1');
  if (settings.asteroids) params.set('ast', '1');
  if (settings.orbs)
    params.set(
      'orbs',
      Object.entries(settings.orbs)
        .map(([k, v]) => `${k}:${v}`)
        .join(','),
    );
  return params.toString();
}

/** The snake_case body for POST /api/chart/natal, or null when the address names no birth. */
export function natalBodyOfQuery(params: URLSearchParams): Record<string, unknown> | null {
  const date = params.get('date');
  if (!date) return null;
  const number = (key: string) =>
    params.get(key) !== null && params.get(key) !== '' ? Number(params.get(key)) : undefined;
  const orbs = Object.fromEntries(
    Object.entries(orbsOfQuery(params)).map(([id, orb]) => [
      id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      orb,
    ]),
  );
  const dst = params.get('dst');
  return {
    birth: {
      date,
      time: params.get('time') || null,
      ...(params.get('tz') ? { time_zone: params.get('tz') } : {}),
      ...(number('lat') !== undefined ? { latitude: number('lat') } : {}),
      ...(number('lon') !== undefined ? { longitude: number('lon') } : {}),
      ...(params.get('place') ? { place_name: params.get('place') } : {}),
      ...(dst === 'earlier' || dst === 'later' ? { disambiguation: dst } : {}),
      ...(params.get('sc') ? { shichen: params.get('sc') } : {}),
      ...(params.get('tb') === 'solar' ? { time_basis: 'solar' } : {}),
      ...(params.get('std') === '1' ? { standard_time: true } : {}),
    },
    ...(params.get('name') ? { name: params.get('name') } : {}),
    house_system: houseSystemOfQuery(params),
    ...(Object.keys(orbs).length ? { orbs } : {}),
    ...(zodiacOf(params.get('z')) !== 'tropical' ? { zodiac: zodiacOf(params.get('z')) } : {}),
    ...(harmonicOf(params.get('h')) !== 1 ? { harmonic: harmonicOf(params.get('h')) } : {}),
    ...(nodeOf(params.get('nd')) === 'mean' ? { node: 'mean' } : {}),
    ...(lilithOf(params.get('lil')) === 'true' ? { lilith: 'true' } : {}),
    ...(params.get('xp') === '1' ? { extra_points: true } : {}),
    ...(params.get('ast') === '1' ? { asteroids: true } : {}),
  };
}

/**
 * The settings under the form as the address fills them, so a redraw keeps the house system, orbs,
 * zodiac and harmonic the chart was drawn with; the defaults where the address has none or names none we know.
 */
export function settingsOfQuery(params: URLSearchParams): SettingsDraft {
  const orbs = orbsOfQuery(params);
  return settingsDraftOf({
    houseSystem: houseSystemOfQuery(params),
    ...(Object.keys(orbs).length ? { orbs } : {}),
    zodiac: zodiacOf(params.get('z')),
    harmonic: harmonicOf(params.get('h')),
    node: nodeOf(params.get('nd')),
    lilith: lilithOf(params.get('lil')),
    extraPoints: params.get('xp') === '1',
    asteroids: params.get('ast') === '1',
  });
}

function houseSystemOfQuery(params: URLSearchParams): HouseSystemCode {
  const hs = params.get('hs') ?? '';
  return SYSTEMS.has(hs) ? (hs as HouseSystemCode) : 'P';
}

/** 'conjunction:8,semiSextile:2' as aspect ids (camelCase) to degrees; pairs that are no number are dropped. */
function orbsOfQuery(params: URLSearchParams): Record<string, number> {
  return Object.fromEntries(
    (params.get('orbs') ?? '')
      .split(',')
      .map((pair) => pair.split(':'))
      .filter(([k, v]) => k && v && Number.isFinite(Number(v)))
      .map(([k, v]) => [k!, Number(v)]),
  );
}

/**
 * The form as the address fills it, for a chart the server refused (a wall time in a summer-time
 * change): the member answers the question, or corrects the birth, without typing it all again.
 */
export function draftOfQuery(params: URLSearchParams): BirthDraft | null {
  const date = params.get('date');
  if (!date) return null;
  const time = params.get('time') ?? '';
  const latitude = params.get('lat') ?? '';
  const longitude = params.get('lon') ?? '';
  const timeZone = params.get('tz') || DEFAULT_TIME_ZONE;
  const placeName = params.get('place');
  const located = latitude !== '' && longitude !== '';
  return {
    ...EMPTY_DRAFT,
    name: params.get('name') ?? '',
    date,
    time,
    timeUnknown: time === '',
    shichen: time === '' ? (params.get('sc') ?? '') : '',
    solar: params.get('tb') === 'solar',
    standardTime: params.get('std') === '1',
    place:
      placeName && located
        ? { placeName, latitude: Number(latitude), longitude: Number(longitude), timeZone }
        : null,
    manual: !placeName,
    latitude,
    longitude,
    timeZone,
  };
}
