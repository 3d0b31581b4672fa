import type { ContactInput, ContactProfile, ContactRelation } from '@xingtu/contracts/contacts';
import type { PageData } from '@xingtu/contracts/envelope';
import { DEFAULT_TIME_ZONE } from '@xingtu/contracts/constants';
import { shichenOf } from '@xingtu/contracts/shichen';
import { VISIBILITY } from '@xingtu/contracts/enums';
import type { BirthDateDraft } from './BirthDateFields.tsx';
import { EMPTY_DRAFT, type BirthDraft } from './birth-draft.ts';
import type { BirthTimeDraft } from './BirthTimeField.tsx';
import type { BirthTimeOptionsDraft } from './BirthTimeOptions.tsx';
import { EMPTY_LUNAR, signedLunarMonth } from './lunar-calendar.ts';
import type { ChosenPlace } from './PlaceSearch.tsx';

// What the contact form holds, from a saved profile or empty, and the ContactInput it sends. Lunar
// dates go to the server as lunar fields: it converts them and refuses days that do not exist.

export interface ContactDraft extends BirthDateDraft, BirthTimeDraft, BirthTimeOptionsDraft {
  name: string;
  gender: 'male' | 'female';
  relation: ContactRelation;
  place: ChosenPlace | null;
  reliability: string;
  visibility: 1 | 2;
  note: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The form for a saved profile, or an empty one. A lunar birthday starts as its solar date: the
 * lunar fields need lunar-typescript, which the form loads afterwards (lunarOfSolar). A new one
 * starts with defaultRelation.
 */
export function draftOfProfile(
  profile: ContactProfile | undefined,
  defaultRelation: ContactRelation = 'friend',
): ContactDraft {
  return {
    name: profile?.name ?? '',
    gender: profile?.gender ?? 'female',
    relation: profile?.relation ?? defaultRelation,
    calendar: 'solar',
    date: profile?.birthday ?? '',
    lunar: EMPTY_LUNAR,
    time:
      profile && profile.birthHour !== null ? `${pad(profile.birthHour)}:${pad(profile.birthMin ?? 0)}` : '',
    timeUnknown: profile?.timeUnknown ?? false,
    shichen: profile?.birthShichen ?? '',
    solar: profile?.timeBasis === 'solar',
    standardTime: profile?.standardTime ?? false,
    place:
      profile && profile.birthLatitude !== null && profile.birthLongitude !== null
        ? {
            placeName: profile.birthLocation ?? '',
            latitude: profile.birthLatitude,
            longitude: profile.birthLongitude,
            timeZone: profile.birthTimeZone ?? DEFAULT_TIME_ZONE,
          }
        : null,
    reliability: profile?.reliability ?? 'C',
    visibility: profile?.visibility ?? VISIBILITY.PRIVATE,
    note: profile?.note ?? '',
  };
}

/**
 * A member's first profile is usually their own: a new one starts as 本人 while the list shows every
 * profile (all on this page) and none is 本人; 朋友 otherwise.
 */
export function newRelation(page: PageData<ContactProfile> | null): ContactRelation {
  if (!page || page.records.length < page.total) return 'friend';
  return page.records.some((profile) => profile.relation === 'self') ? 'friend' : 'self';
}

/** A saved profile as the chart pages' birth form (picked from 选择已保存的档案): its name, birth and place. */
export function birthDraftOfProfile(profile: ContactProfile): BirthDraft {
  const contact = draftOfProfile(profile);
  const located = profile.birthLatitude !== null && profile.birthLongitude !== null;
  const named = located && Boolean(profile.birthLocation);
  return {
    ...EMPTY_DRAFT,
    name: contact.name,
    calendar: 'solar',
    date: contact.date,
    time: contact.time,
    timeUnknown: contact.timeUnknown,
    shichen: contact.shichen,
    solar: contact.solar,
    standardTime: contact.standardTime,
    place: named ? contact.place : null,
    manual: located && !named,
    latitude: located ? String(profile.birthLatitude) : '',
    longitude: located ? String(profile.birthLongitude) : '',
    timeZone: profile.birthTimeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** How the time was given, as the birth form sends it: a 时辰 only, 真太阳时, or already standard time. */
function timeBasisOf(draft: ContactDraft): Pick<ContactInput, 'birthShichen' | 'timeBasis' | 'standardTime'> {
  const shichen = draft.timeUnknown ? shichenOf(draft.shichen) : null;
  const timeGiven = shichen !== null || !draft.timeUnknown;
  return {
    ...(shichen ? { birthShichen: shichen.id } : {}),
    timeBasis: draft.solar && timeGiven ? 'solar' : 'clock',
    standardTime: draft.standardTime && !draft.solar && !draft.timeUnknown,
  };
}

export function contactInputOf(draft: ContactDraft): ContactInput {
  const [hour, minute] = draft.time.split(':').map(Number);
  return {
    name: draft.name.trim(),
    gender: draft.gender,
    relation: draft.relation,
    calendar: draft.calendar,
    ...(draft.calendar === 'solar'
      ? { birthday: draft.date || undefined }
      : {
          lunarYear: Number(draft.lunar.year) || undefined,
          lunarMonth: signedLunarMonth(draft.lunar),
          lunarDay: Number(draft.lunar.day),
        }),
    timeUnknown: draft.timeUnknown,
    ...(draft.timeUnknown || !draft.time ? {} : { birthHour: hour, birthMin: minute }),
    ...timeBasisOf(draft),
    ...(draft.place
      ? {
          birthLocation: draft.place.placeName,
          birthLatitude: draft.place.latitude,
          birthLongitude: draft.place.longitude,
          birthTimeZone: draft.place.timeZone,
        }
      : {}),
    reliability: draft.reliability,
    visibility: draft.visibility,
    ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
  };
}
