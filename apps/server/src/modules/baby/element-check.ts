import { and, eq } from 'drizzle-orm';
import type { ElementCheckRecord } from '@xingtu/contracts/baby';
import type { BirthBody, ChartSourceBody } from '@xingtu/contracts/charts-schemas';
import { babyElementCheck, type BabyElementCheck } from '@xingtu/readings/report/baby-element-check';
import type { AppDeps } from '../../deps.ts';
import { babyElementChecks } from '../../db/schema/baby.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { computeChart } from '../charts/index.ts';
import { getOwnContact } from '../contacts/index.ts';
import { birthLine, newReportId } from '../reports/index.ts';

// The free element-balance check of a child: the birth resolved with the chart pages' refusals
// (000422 per field, nothing stored on a refusal), the balance counted by packages/readings, and the
// result kept under a random id for the member who asked. Another member's result is 404.

type StoredResult = Pick<
  ElementCheckRecord,
  'timeKnown' | 'elements' | 'modalities' | 'leadingElement' | 'readings' | 'wheel'
>;
type CheckRow = typeof babyElementChecks.$inferSelect;

/** What is kept and shown: the readings without their internal keys. */
function storedResult(check: BabyElementCheck, timeKnown: boolean): StoredResult {
  return {
    timeKnown,
    elements: check.elements,
    modalities: check.modalities,
    leadingElement: check.leadingElement,
    readings: check.readings.map(({ kind, heading, factor, text }) => ({ kind, heading, factor, text })),
    wheel: check.wheel,
  };
}

function toRecord(row: CheckRow): ElementCheckRecord {
  return {
    id: row.publicId,
    name: row.name,
    birthLine: birthLine(row.birth as BirthBody),
    ...(row.result as StoredResult),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createElementCheck(
  deps: AppDeps,
  userId: number,
  source: ChartSourceBody,
): Promise<ElementCheckRecord> {
  // A profile must be one the member saved (the chart pages also read public ones; a child's is not).
  if (source.contact_id !== undefined)
    await getOwnContact(deps, userId, source.contact_id).catch((error: unknown) => {
      if (error instanceof AppError && error.httpStatus === 404)
        throw validationError('contact_id', '请选择自己保存的档案');
      throw error;
    });
  const { birth, chart } = await computeChart(deps, userId, '', source, {
    house_system: 'P',
    orbs: undefined,
  });
  const { label } = birth;
  const name = label.name ?? (source.name?.trim() || '宝宝');
  const resolved: BirthBody = {
    date: label.date,
    time: label.time,
    time_zone: label.timeZone,
    latitude: label.latitude,
    longitude: label.longitude,
    ...(label.placeName ? { place_name: label.placeName } : {}),
    ...(source.birth?.disambiguation ? { disambiguation: source.birth.disambiguation } : {}),
  };
  const [row] = await deps.database.db
    .insert(babyElementChecks)
    .values({
      publicId: newReportId(),
      userId,
      name,
      contactId: label.contactId,
      birth: resolved,
      result: storedResult(babyElementCheck(chart), label.time !== null),
      createdAt: deps.now(),
    })
    .returning();
  return toRecord(row!);
}

export async function getElementCheck(
  deps: AppDeps,
  userId: number,
  publicId: string,
): Promise<ElementCheckRecord> {
  const [row] = await deps.database.db
    .select()
    .from(babyElementChecks)
    .where(and(eq(babyElementChecks.publicId, publicId), eq(babyElementChecks.userId, userId)));
  if (!row) throw notFound('测试结果不存在');
  return toRecord(row);
}
