import {
  LocalTimeError,
  resolveLocalTime,
  summerTimeAt,
  zoneOffsetSeconds,
  type LocalTimeResolution,
  type NatalChartInput,
} from '@xingtu/astro';
import type { BirthBody, ChartSourceBody } from '@xingtu/contracts/charts-schemas';
import type { TimeBasis, TimeReliability, WallTimeAlternative } from '@xingtu/contracts/charts';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import { shichenOf, type ShichenId } from '@xingtu/contracts/shichen';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import { BIRTH_MAX_YEAR, BIRTH_MIN_YEAR, BIRTH_YEAR_MESSAGE } from '@xingtu/contracts/birth-date';
import { searchPlaces } from '@xingtu/geo/search';
import type { AppDeps } from '../../deps.ts';
import { AppError, validationError } from '../../errors.ts';
import { birthOfProfile, getContact } from '../contacts/index.ts';
import { clockTimeOfSolarTime } from './solar-time-input.ts';
import { utcOffsetOf } from './utc-offset.ts';

// Turns what the member gave (a birth or a saved profile) into the engine's input, refusing with a
// field and a Chinese message anything the engine would have to guess: impossible dates, wall times
// a summer-time change skipped or repeated, places without coordinates.

/** How the birth time was given: what the chart record says about it. */
export interface BirthTimeFacts {
  reliability: TimeReliability;
  shichen: ShichenId | null;
  basis: TimeBasis;
  /** The true solar time the member entered ('HH:mm'), when the basis is solar. */
  solarTimeGiven: string | null;
  /** The member said the time was standard time, and summer time was in force then: read as standard time. */
  standardTime: boolean;
}

export interface ResolvedBirth {
  input: NatalChartInput;
  label: {
    name: string | null;
    contactId: number | null;
    date: string;
    /** The clock time the chart is drawn for ('HH:mm'). */
    time: string | null;
    timeZone: string;
    placeName: string | null;
    latitude: number;
    longitude: number;
    /** Absent for charts of a computed moment (Davison, Marks). */
    timeFacts?: BirthTimeFacts;
  };
}

function checkDate(field: string, date: string): void {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (year < BIRTH_MIN_YEAR || year > BIRTH_MAX_YEAR) throw validationError(field, BIRTH_YEAR_MESSAGE);
  if (month < 1 || month > 12) throw validationError(field, `日期不存在：没有${month}月`);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > last) throw validationError(field, `日期不存在：${year}年${month}月只有${last}天`);
}

const hhmm = (unixMs: number, offsetSeconds: number): string =>
  new Date(unixMs + offsetSeconds * 1000).toISOString().slice(11, 16);
const offsetLabel = (seconds: number): string => `UTC${utcOffsetOf(seconds)}`;

/** SPEC: never guess through a summer-time change; say what happened and offer the readings. */
function wallTimeError(
  field: string,
  time: string,
  timeZone: string,
  resolution: LocalTimeResolution,
): AppError {
  const [first, second] = resolution.candidates as [
    LocalTimeResolution['candidates'][0],
    LocalTimeResolution['candidates'][0],
  ];
  const alternatives: WallTimeAlternative[] = [
    {
      disambiguation: 'earlier',
      utc: new Date(first.unixMs).toISOString(),
      offset: offsetLabel(first.offsetSeconds),
    },
    {
      disambiguation: 'later',
      utc: new Date(second.unixMs).toISOString(),
      offset: offsetLabel(second.offsetSeconds),
    },
  ];
  let message: string;
  if (resolution.status === 'skipped') {
    // The two readings are two real moments; each is named by what the clocks in force then showed: read as
    // standard time it is a moment after the change (a summer-time clock reading), read as summer time one before it.
    const clock = (instant: { unixMs: number }): string =>
      hhmm(instant.unixMs, zoneOffsetSeconds(timeZone, instant.unixMs));
    message = `当地时间 ${time} 因夏令时开始（时钟拨快一小时）而不存在。请确认实际出生时刻：若 ${time} 是按标准时间（${offsetLabel(second.offsetSeconds)}）记的，即当天夏令时 ${clock(second)}；若是按夏令时（${offsetLabel(first.offsetSeconds)}）记的，即当天标准时间 ${clock(first)}`;
  } else {
    message = `当地时间 ${time} 因夏令时结束出现了两次，请选择是第一次（夏令时 ${offsetLabel(first.offsetSeconds)}）还是第二次（标准时间 ${offsetLabel(second.offsetSeconds)}）`;
  }
  return new AppError('VALIDATION', {
    httpStatus: 422,
    message,
    data: { fields: [{ field, message }], status: resolution.status, alternatives },
  });
}

function placeFromGazetteer(name: string): { latitude: number; longitude: number; timeZone: string } | null {
  const wanted = name.replace(/\s+/g, ' ').trim();
  const hit = searchPlaces(wanted, { limit: 5 }).find(
    (place) => place.fullName === wanted || place.name === wanted,
  );
  return hit ? { latitude: hit.latitude, longitude: hit.longitude, timeZone: hit.timeZone } : null;
}

export function resolveBirth(
  prefix: string,
  birth: BirthBody,
  name: string | null = null,
  contactId: number | null = null,
): ResolvedBirth {
  checkDate(`${prefix}.date`, birth.date);
  let { latitude, longitude } = birth;
  let timeZone = birth.time_zone;
  if (latitude === undefined || longitude === undefined) {
    const found = birth.place_name ? placeFromGazetteer(birth.place_name) : null;
    if (!found) {
      throw validationError(
        `${prefix}.latitude`,
        birth.place_name
          ? `出生地点“${birth.place_name}”没有经纬度，请从搜索结果中选择地点，或直接填写经纬度和时区`
          : '请选择出生地点，或填写经纬度和时区',
      );
    }
    latitude = found.latitude;
    longitude = found.longitude;
    timeZone ??= found.timeZone;
  }
  timeZone ??= DEFAULT_TIME_ZONE;
  const shichen = birth.shichen ? shichenOf(birth.shichen) : null;
  if (shichen && birth.time)
    throw validationError(
      `${prefix}.shichen`,
      '已填写出生时间就不需要再选时辰；只知道时辰时，请把出生时间留空',
    );
  const basis: TimeBasis = birth.time_basis ?? 'clock';
  /** The time as the member gave it: to the minute, the middle of the 时辰, or none (a noon chart). */
  const given = birth.time ?? shichen?.middle ?? null;
  const reliability: TimeReliability = birth.time ? 'exact' : shichen ? 'shichen' : 'unknown';
  if (basis === 'solar' && given === null)
    throw validationError(`${prefix}.time`, '按真太阳时起盘需要填写出生时间或选择时辰');

  let date = birth.date;
  let time = given;
  let disambiguation = birth.disambiguation;
  let engineZone = timeZone;
  let standardTime = false;
  if (basis === 'solar' && given !== null) {
    // The sun fixes the instant: no summer-time question can arise, the clock time is what it showed.
    const clock = clockTimeOfSolarTime(birth.date, given, longitude, timeZone);
    if (!clock) throw validationError(`${prefix}.date`, '出生日期或时间不存在，请检查');
    ({ date, time } = clock);
    disambiguation = clock.disambiguation;
  }
  const wall = time ?? '12:00';
  let resolution: LocalTimeResolution;
  try {
    resolution = resolveLocalTime({ date, time: wall, timeZone });
  } catch (error) {
    if (error instanceof LocalTimeError)
      throw validationError(`${prefix}.date`, '出生日期或时间不存在，请检查');
    throw error;
  }
  if (birth.standard_time && basis === 'clock' && time !== null) {
    // Written in standard time while the clocks were on summer time: read with the year's standard offset.
    const state = summerTimeAt(timeZone, resolution.compatible.unixMs);
    if (resolution.status !== 'ok' || state.inForce) {
      engineZone = utcOffsetOf(state.standardOffsetSeconds);
      standardTime = true;
      disambiguation = undefined;
    }
  }
  if (resolution.status !== 'ok' && !disambiguation && !standardTime)
    throw wallTimeError(`${prefix}.time`, wall, timeZone, resolution);
  return {
    input: {
      date,
      time,
      timeZone: engineZone,
      latitude,
      longitude,
      ...(disambiguation ? { disambiguation } : {}),
    },
    label: {
      name,
      contactId,
      date,
      time: time === null ? null : time.slice(0, 5),
      timeZone,
      placeName: birth.place_name ?? null,
      latitude,
      longitude,
      timeFacts: {
        reliability,
        shichen: shichen?.id ?? null,
        basis,
        solarTimeGiven: basis === 'solar' ? `${birth.date} ${given}` : null,
        standardTime,
      },
    },
  };
}

/** A chart source: a birth, or a contact profile the viewer may see (404 for another member's private one). */
export async function resolveSource(
  deps: AppDeps,
  viewerId: number | null,
  prefix: string,
  source: ChartSourceBody,
): Promise<ResolvedBirth> {
  if (source.birth) return resolveBirth(`${prefix}birth`, source.birth, source.name ?? null);
  if (viewerId === null) throw new AppError('TOKEN_MISSING', { httpStatus: 401 });
  return birthOfContact(`${prefix}contact_id`, await getContact(deps, viewerId, source.contact_id!));
}

/** A profile already read (and allowed to the viewer) as a birth; `field` names it in a refusal. */
export function birthOfContact(field: string, contact: ContactProfile): ResolvedBirth {
  return resolveBirth(field, birthOfProfile(contact), contact.name, contact.id);
}
