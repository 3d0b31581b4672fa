import {
  CHART_NAME_MESSAGE,
  CHART_NAME_RE,
  type BirthPayload,
  type ChartSource,
} from '@xingtu/contracts/charts';
import { shichenOf } from '@xingtu/contracts/shichen';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import type { BirthDateDraft } from './BirthDateFields.tsx';
import type { BirthPlaceDraft } from './BirthPlaceFields.tsx';
import type { BirthTimeDraft } from './BirthTimeField.tsx';
import type { BirthTimeOptionsDraft } from './BirthTimeOptions.tsx';
import { EMPTY_LUNAR, solarOfLunar } from './lunar-calendar.ts';

// What the birth form holds while it is filled in, and the chart source it becomes: checked in the
// browser first (so the member sees every missing field at once), then by the server.

export interface BirthDraft extends BirthDateDraft, BirthTimeDraft, BirthTimeOptionsDraft, BirthPlaceDraft {
  name: string;
}

export const EMPTY_DRAFT: BirthDraft = {
  name: '',
  calendar: 'solar',
  date: '',
  lunar: EMPTY_LUNAR,
  time: '',
  timeUnknown: false,
  shichen: '',
  solar: false,
  standardTime: false,
  place: null,
  manual: false,
  latitude: '',
  longitude: '',
  timeZone: DEFAULT_TIME_ZONE,
};

export type BirthErrors = Partial<Record<'name' | 'date' | 'time' | 'place' | 'lunar', string>>;

export async function sourceOfDraft(
  draft: BirthDraft,
): Promise<{ source: ChartSource; errors: BirthErrors }> {
  const errors: BirthErrors = {};
  const name = draft.name.trim();
  if (name && (name.length > 40 || !CHART_NAME_RE.test(name))) errors.name = CHART_NAME_MESSAGE;
  let date = draft.date;
  if (draft.calendar === 'lunar') {
    const year = Number(draft.lunar.year);
    if (draft.lunar.year.trim() === '') errors.lunar = '请输入农历年份';
    else if (!Number.isInteger(year) || year < 1800 || year > 2200)
      errors.lunar = '农历年份需在1800年至2200年之间';
    else {
      try {
        date = await solarOfLunar(draft.lunar);
      } catch (error) {
        errors.lunar = error instanceof Error ? error.message : '农历日期不正确';
      }
    }
  } else if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.date = '请输入出生日期';
  if (!draft.timeUnknown && !/^\d{2}:\d{2}$/.test(draft.time))
    errors.time = '请输入出生时间，或勾选“时间不详”';
  const birth: BirthPayload = { date, time: draft.timeUnknown ? null : draft.time };
  const shichen = draft.timeUnknown ? shichenOf(draft.shichen) : null;
  if (shichen) birth.shichen = shichen.id;
  if (draft.solar && (shichen || !draft.timeUnknown)) birth.timeBasis = 'solar';
  else if (draft.standardTime && !draft.timeUnknown) birth.standardTime = true;
  if (draft.manual) {
    const latitude = Number(draft.latitude);
    const longitude = Number(draft.longitude);
    if (draft.latitude.trim() === '' || !(Math.abs(latitude) <= 90)) errors.place = '纬度应在 -90 到 90 之间';
    else if (draft.longitude.trim() === '' || !(Math.abs(longitude) <= 180))
      errors.place = '经度应在 -180 到 180 之间';
    Object.assign(birth, { latitude, longitude, timeZone: draft.timeZone.trim() || DEFAULT_TIME_ZONE });
  } else if (draft.place) {
    Object.assign(birth, {
      latitude: draft.place.latitude,
      longitude: draft.place.longitude,
      timeZone: draft.place.timeZone,
      placeName: draft.place.placeName,
    });
  } else errors.place = '请搜索并选择出生地点，或改填经纬度';
  return { source: name ? { birth, name } : { birth }, errors };
}
