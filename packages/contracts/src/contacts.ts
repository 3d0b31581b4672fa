import type { z } from 'zod';
import type { CamelCased } from './case.ts';
import type { TimeBasis } from './charts.ts';
import type { contactInputSchema } from './contacts-schemas.ts';
import type { ShichenId } from './shichen.ts';

// Contact profiles (SPEC §3 "user profiles"): people whose charts a member keeps. No zod here, so
// the browser may import the values too; the request schema is in contacts-schemas.ts.

export const CONTACT_RELATIONS = [
  { value: 'self', label: '本人' },
  { value: 'partner', label: '伴侣' },
  { value: 'family', label: '家人' },
  { value: 'child', label: '孩子' },
  { value: 'friend', label: '朋友' },
  { value: 'colleague', label: '同事' },
  { value: 'other', label: '其他' },
] as const;
export type ContactRelation = (typeof CONTACT_RELATIONS)[number]['value'];

/** The body of POST/PUT /api/user/contacts as the web writes it (camelCase; the client sends snake_case). */
export type ContactInput = CamelCased<z.input<typeof contactInputSchema>>;

export interface ContactProfile {
  id: number;
  name: string;
  gender: 'male' | 'female';
  relation: ContactRelation;
  calendar: 'solar' | 'lunar';
  birthday: string;
  lunarDate: string | null;
  timeUnknown: boolean;
  birthHour: number | null;
  birthMin: number | null;
  /** Only this 时辰 is known (timeUnknown is then true); the chart is drawn at its middle. */
  birthShichen: ShichenId | null;
  /** The time (or 时辰) is a clock time of the place, or 真太阳时. */
  timeBasis: TimeBasis;
  /** The clock time was already standard time although summer time was in force then. */
  standardTime: boolean;
  birthLocation: string | null;
  birthLatitude: number | null;
  birthLongitude: number | null;
  birthTimeZone: string | null;
  reliability: string;
  visibility: 1 | 2;
  note: string | null;
  complete: boolean;
  createdAt: string;
  updatedAt: string;
}
