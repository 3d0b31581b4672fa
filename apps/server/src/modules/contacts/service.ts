import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { ContactInputBody } from '@xingtu/contracts/contacts-schemas';
import type { ContactProfile, ContactRelation } from '@xingtu/contracts/contacts';
import { isBirthInfoComplete } from '@xingtu/contracts/birth-info';
import { BIRTH_YEAR_MESSAGE, isBirthYearInRange } from '@xingtu/contracts/birth-date';
import { VISIBILITY } from '@xingtu/contracts/enums';
import type { ShichenId } from '@xingtu/contracts/shichen';
import type { PageData, PageQuery } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import { contacts } from '../../db/schema/contacts.ts';
import { notFound, validationError } from '../../errors.ts';
import { assertClean } from '../sys/index.ts';
import { lunarToSolar } from './lunar-date.ts';

type ContactRow = typeof contacts.$inferSelect;

/** A member keeps at most this many profiles: enough for a family and friends, bounded for abuse. */
export const MAX_CONTACTS_PER_USER = 200;

export function toContactProfile(row: ContactRow, options: { owner: boolean }): ContactProfile {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender as 'male' | 'female',
    relation: row.relation as ContactRelation,
    calendar: row.calendar as 'solar' | 'lunar',
    birthday: row.birthday,
    lunarDate: row.lunarDate,
    timeUnknown: row.timeUnknown,
    birthHour: row.birthHour,
    birthMin: row.birthMin,
    birthShichen: (row.birthShichen as ShichenId | null) ?? null,
    timeBasis: row.timeBasis === 'solar' ? 'solar' : 'clock',
    standardTime: row.standardTime,
    birthLocation: row.birthLocation,
    birthLatitude: row.birthLatitude,
    birthLongitude: row.birthLongitude,
    birthTimeZone: row.birthTimeZone,
    reliability: row.reliability,
    visibility: row.visibility === 2 ? 2 : 1,
    note: options.owner ? row.note : null,
    complete: isBirthInfoComplete(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toColumns(input: ContactInputBody) {
  const dated =
    input.calendar === 'lunar'
      ? lunarToSolar(input.lunar_year!, input.lunar_month!, input.lunar_day!)
      : { solar: input.birthday!, label: null };
  // A lunar date is checked here, once turned into its Gregorian day (a solar one by the schema too).
  if (!isBirthYearInRange(dated.solar)) throw validationError('birthday', BIRTH_YEAR_MESSAGE);
  return {
    name: input.name,
    gender: input.gender,
    relation: input.relation,
    calendar: input.calendar,
    birthday: dated.solar,
    lunarDate: dated.label,
    timeUnknown: input.time_unknown,
    birthHour: input.time_unknown ? null : (input.birth_hour ?? null),
    birthMin: input.time_unknown ? null : (input.birth_min ?? null),
    birthShichen: input.time_unknown ? (input.birth_shichen ?? null) : null,
    timeBasis: input.time_basis,
    standardTime: input.standard_time,
    birthLocation: input.birth_location ?? null,
    birthLatitude: input.birth_latitude ?? null,
    birthLongitude: input.birth_longitude ?? null,
    birthTimeZone: input.birth_time_zone ?? null,
    // Only a 时辰 known: a span of two hours (F); nothing known: G.
    reliability: input.time_unknown ? (input.birth_shichen ? 'F' : 'G') : input.reliability,
    visibility: input.visibility,
    note: input.note ?? null,
  };
}

export async function listContacts(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<PageData<ContactProfile>> {
  const { db } = deps.database;
  const where = eq(contacts.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ value: count() }).from(contacts).where(where),
  ]);
  return {
    records: rows.map((row) => toContactProfile(row, { owner: true })),
    total: total?.value ?? 0,
    size: page.size,
    current: page.current,
  };
}

/** The owner sees a profile whole; anyone else only a public one, without its private note. */
export async function getContact(deps: AppDeps, viewerId: number, id: number): Promise<ContactProfile> {
  const [row] = await deps.database.db
    .select()
    .from(contacts)
    .where(
      and(eq(contacts.id, id), or(eq(contacts.userId, viewerId), eq(contacts.visibility, VISIBILITY.PUBLIC))),
    );
  if (!row) throw notFound('档案不存在或未公开');
  return toContactProfile(row, { owner: row.userId === viewerId });
}

/** One of the member's own profiles (another member's, even a public one, answers 404). */
export async function getOwnContact(deps: AppDeps, userId: number, id: number): Promise<ContactProfile> {
  const [row] = await deps.database.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)));
  if (!row) throw notFound('档案不存在');
  return toContactProfile(row, { owner: true });
}

export async function createContact(
  deps: AppDeps,
  userId: number,
  input: ContactInputBody,
): Promise<ContactProfile> {
  await assertClean(deps, [input.name, input.birth_location, input.note]);
  const columns = toColumns(input);
  const { db } = deps.database;
  const [existing] = await db.select({ value: count() }).from(contacts).where(eq(contacts.userId, userId));
  if ((existing?.value ?? 0) >= MAX_CONTACTS_PER_USER)
    throw validationError('name', `最多可保存${MAX_CONTACTS_PER_USER}份档案，请先删除不需要的档案`);
  const [row] = await db
    .insert(contacts)
    .values({ userId, ...columns })
    .returning();
  return toContactProfile(row!, { owner: true });
}

export async function updateContact(
  deps: AppDeps,
  userId: number,
  id: number,
  input: ContactInputBody,
): Promise<ContactProfile> {
  await assertClean(deps, [input.name, input.birth_location, input.note]);
  const columns = toColumns(input);
  const [row] = await deps.database.db
    .update(contacts)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
    .returning();
  if (!row) throw notFound('档案不存在');
  return toContactProfile(row, { owner: true });
}

export async function deleteContact(deps: AppDeps, userId: number, id: number): Promise<void> {
  const [row] = await deps.database.db
    .delete(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
    .returning({ id: contacts.id });
  if (!row) throw notFound('档案不存在');
}
