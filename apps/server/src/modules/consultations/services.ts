import { and, asc, eq } from 'drizzle-orm';
import { consultationKindLabel } from '@xingtu/contracts/consultations';
import type { serviceInputSchema, serviceRecordSchema } from '@xingtu/contracts/consultations-schemas';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { consultationServices } from '../../db/schema/consultations.ts';
import { notFound } from '../../errors.ts';
import { upsertAreaProduct } from '../commerce/index.ts';
import { assertClean } from '../sys/index.ts';
import { newPublicId } from './public-id.ts';

// An astrologer's services. Each is sold as a commerce product of type 04 (astrology consultation),
// kept in step here: the title, price and whether it is on sale follow the service.

type ServiceInput = z.output<typeof serviceInputSchema>;
export type ServiceRecord = z.output<typeof serviceRecordSchema>;
export type ServiceRow = typeof consultationServices.$inferSelect;

export const SERVICE_TARGET_KIND = 'consultation-service';

export const toServiceRecord = (row: ServiceRow): ServiceRecord => ({
  id: row.publicId,
  kind: row.kind,
  title: row.title,
  summary: row.summary,
  durationMinutes: row.durationMinutes,
  priceFen: row.priceFen,
  active: row.active,
  productId: row.productId,
});

export async function listOwnServices(deps: AppDeps, astrologerUserId: number): Promise<ServiceRecord[]> {
  const rows = await deps.database.db
    .select()
    .from(consultationServices)
    .where(eq(consultationServices.astrologerUserId, astrologerUserId))
    .orderBy(asc(consultationServices.id));
  return rows.map(toServiceRecord);
}

function productOf(publicId: string, input: ServiceInput) {
  return {
    slug: `consult-${publicId}`,
    type: PRODUCT_TYPE.ASTROLOGY_CONSULTANT,
    title: input.title,
    summary:
      `${consultationKindLabel(input.kind)} · ${input.duration_minutes}分钟${input.summary ? ` · ${input.summary}` : ''}`.slice(
        0,
        300,
      ),
    priceFen: input.price_fen,
    targetKind: SERVICE_TARGET_KIND,
    targetId: publicId,
    onSale: input.active,
  };
}

export async function createService(
  deps: AppDeps,
  astrologerUserId: number,
  input: ServiceInput,
): Promise<ServiceRecord> {
  await assertClean(deps, [input.title, input.summary]);
  const publicId = newPublicId();
  const row = await deps.database.db.transaction(async (tx) => {
    const productId = await upsertAreaProduct(tx, productOf(publicId, input), deps.now());
    const [created] = await tx
      .insert(consultationServices)
      .values({
        publicId,
        astrologerUserId,
        kind: input.kind,
        title: input.title,
        summary: input.summary,
        durationMinutes: input.duration_minutes,
        priceFen: input.price_fen,
        productId,
        active: input.active,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning();
    return created!;
  });
  return toServiceRecord(row);
}

/** Another astrologer's service answers 404, as a missing one. */
export async function updateService(
  deps: AppDeps,
  astrologerUserId: number,
  publicId: string,
  input: ServiceInput,
): Promise<ServiceRecord> {
  await assertClean(deps, [input.title, input.summary]);
  const row = await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(consultationServices)
      .set({
        kind: input.kind,
        title: input.title,
        summary: input.summary,
        durationMinutes: input.duration_minutes,
        priceFen: input.price_fen,
        active: input.active,
        updatedAt: deps.now(),
      })
      .where(
        and(
          eq(consultationServices.publicId, publicId),
          eq(consultationServices.astrologerUserId, astrologerUserId),
        ),
      )
      .returning();
    if (!updated) throw notFound('服务不存在');
    await upsertAreaProduct(tx, productOf(publicId, input), deps.now());
    return updated;
  });
  return toServiceRecord(row);
}

/** An active service by its public id (what members book). */
export async function findActiveService(deps: AppDeps, publicId: string): Promise<ServiceRow> {
  const [row] = await deps.database.db
    .select()
    .from(consultationServices)
    .where(and(eq(consultationServices.publicId, publicId), eq(consultationServices.active, true)));
  if (!row) throw notFound('服务不存在或已下架');
  return row;
}
