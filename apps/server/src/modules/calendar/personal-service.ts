// A member's personal calendar from one of their own contact profiles: each Beijing day's exact transits, the
// Moon's houses and phase, the sky's events, the void-of-course Moon, a score with its reasons and the day's texts.
// The report area sells it (index.ts); the personal endpoint shows it to its owner.
import { BEIJING_TIME_ZONE } from '@xingtu/contracts/beijing-time';
import type { PersonalCalendarRecord } from '@xingtu/contracts/calendar';
import { chartSettingsSchema } from '@xingtu/contracts/charts-schemas';
import type { AppDeps } from '../../deps.ts';
import { computeChart } from '../charts/index.ts';
import { getOwnContact } from '../contacts/index.ts';
import { dayRecordsOf, type PersonalCalendarRequest } from './birth-calendar.ts';

export async function personalCalendar(
  deps: AppDeps,
  userId: number,
  contactId: number,
  request: PersonalCalendarRequest,
): Promise<PersonalCalendarRecord> {
  const contact = await getOwnContact(deps, userId, contactId);
  const { chart } = await computeChart(
    deps,
    userId,
    '',
    { contact_id: contactId },
    chartSettingsSchema.parse({}),
  );
  return {
    contactId,
    name: contact.name,
    timeKnown: !chart.timeUnknown,
    timeZone: BEIJING_TIME_ZONE,
    firstDate: request.start,
    days: dayRecordsOf(chart, request),
  };
}
