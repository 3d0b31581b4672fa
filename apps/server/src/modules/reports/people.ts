import type { BirthBody, ChartSourceBody } from '@xingtu/contracts/charts-schemas';
import { shichenLabelZh, shichenOf } from '@xingtu/contracts/shichen';
import { REPORT_FORM_PEOPLE, type ReportForm } from '@xingtu/contracts/reports';
import type { AppDeps } from '../../deps.ts';
import { AppError, validationError } from '../../errors.ts';
import { resolveBirth, type ResolvedBirth } from '../charts/index.ts';
import { birthOfProfile, getOwnContact } from '../contacts/index.ts';
import { personLabels } from './templates.ts';

// The people a report is about, as stored on the report: each person's name, the profile they came
// from (if any) and the birth resolved in full (coordinates, zone, summer-time choice), so a locked
// report reads the same birth even if the profile is edited later.

export interface StoredPerson {
  name: string;
  contactId: number | null;
  birth: BirthBody;
}

/**
 * The birth as the engine will read it, coordinates and zone filled in. A time given as 真太阳时 or as
 * a 时辰, and the "already standard time" choice, are kept as given, so the report says how it was read.
 */
export function fullBirth(resolved: ResolvedBirth, given: BirthBody): BirthBody {
  const { label } = resolved;
  const facts = label.timeFacts;
  const asGiven = facts !== undefined && (facts.basis === 'solar' || facts.shichen !== null);
  return {
    date: asGiven ? given.date : label.date,
    time: asGiven ? (given.time ?? null) : label.time,
    ...(facts?.shichen ? { shichen: facts.shichen } : {}),
    ...(facts?.basis === 'solar' ? { time_basis: 'solar' as const } : {}),
    ...(facts?.standardTime ? { standard_time: true } : {}),
    time_zone: label.timeZone,
    latitude: label.latitude,
    longitude: label.longitude,
    ...(label.placeName ? { place_name: label.placeName } : {}),
    ...(given.disambiguation ? { disambiguation: given.disambiguation } : {}),
  };
}

/**
 * Checks every person before anything is written: the number the form asks for, profiles the member
 * owns, a name for a birth given in full, and the chart area's birth checks (000422 per field).
 */
export async function resolvePeople(
  deps: AppDeps,
  userId: number,
  form: ReportForm,
  sources: ChartSourceBody[],
  /** Where each person's fields are named in refusals (the calendar report's one person is `person.`). */
  fieldOf: (index: number) => string = (index) => `people.${index}.`,
): Promise<StoredPerson[]> {
  const [min, max] = REPORT_FORM_PEOPLE[form];
  const labels = personLabels(form);
  if (sources.length < min || sources.length > max)
    throw validationError(
      'people',
      min === max ? `这份报告需要填写${min}个人的资料` : `这份报告需要填写${min}到${max}个人的资料`,
    );
  const people: StoredPerson[] = [];
  for (const [index, source] of sources.entries()) {
    const prefix = fieldOf(index);
    if (source.contact_id !== undefined) {
      let contact;
      try {
        contact = await getOwnContact(deps, userId, source.contact_id);
      } catch (error) {
        if (error instanceof AppError && error.httpStatus === 404)
          throw validationError(`${prefix}contact_id`, '请选择自己保存的档案');
        throw error;
      }
      const given = birthOfProfile(contact);
      const resolved = resolveBirth(`${prefix}contact_id`, given, contact.name, contact.id);
      people.push({ name: contact.name, contactId: contact.id, birth: fullBirth(resolved, given) });
    } else {
      const name = source.name?.trim();
      if (!name) throw validationError(`${prefix}name`, `请填写${labels[index] ?? ''}的名字`);
      const resolved = resolveBirth(`${prefix}birth`, source.birth!, name);
      people.push({ name, contactId: null, birth: fullBirth(resolved, source.birth!) });
    }
  }
  return people;
}

/** 「1990年6月1日 08:30（当地时间）· 上海」, 「… 午时（11:00–13:00）（真太阳时）…」 */
export function birthLine(birth: BirthBody): string {
  const [year, month, day] = birth.date.split('-').map(Number);
  const shichen = birth.shichen ? shichenOf(birth.shichen) : null;
  const given = birth.time ? ` ${birth.time}` : shichen ? ` ${shichenLabelZh(shichen)}` : null;
  const basis = birth.time_basis === 'solar' ? '真太阳时' : birth.standard_time ? '当地标准时间' : '当地时间';
  const time = given ? `${given}（${basis}）` : '（出生时间不详）';
  const place = birth.place_name ? ` · ${birth.place_name}` : '';
  return `${year}年${month}月${day}日${time}${place}`;
}
