import type { BirthBody } from '@xingtu/contracts/charts-schemas';
import type { ContactProfile } from '@xingtu/contracts/contacts';

// A saved profile as the birth every chart is drawn from: the date, the time to the minute or only
// its 时辰, whether that time is a clock time or 真太阳时, the 1986–1991 summer-time choice ("already
// standard time"), the place. Charts, reports, calendars, consultations and the AI all read a profile
// through this one function, so a profile draws the same chart everywhere.

const pad = (n: number): string => String(n).padStart(2, '0');

export function birthOfProfile(contact: ContactProfile): BirthBody {
  const time =
    contact.timeUnknown || contact.birthHour === null
      ? null
      : `${pad(contact.birthHour)}:${pad(contact.birthMin ?? 0)}`;
  const shichen = time === null ? contact.birthShichen : null;
  const timeGiven = time !== null || shichen !== null;
  return {
    date: contact.birthday,
    time,
    ...(shichen ? { shichen } : {}),
    ...(timeGiven && contact.timeBasis === 'solar' ? { time_basis: 'solar' as const } : {}),
    ...(timeGiven && contact.timeBasis === 'clock' && contact.standardTime ? { standard_time: true } : {}),
    ...(contact.birthTimeZone ? { time_zone: contact.birthTimeZone } : {}),
    ...(contact.birthLatitude !== null ? { latitude: contact.birthLatitude } : {}),
    ...(contact.birthLongitude !== null ? { longitude: contact.birthLongitude } : {}),
    ...(contact.birthLocation ? { place_name: contact.birthLocation } : {}),
    // A saved profile cannot answer the summer-time question on every view: a clock time repeated when
    // summer time ended is read as the first of the two.
    disambiguation: 'earlier',
  };
}
