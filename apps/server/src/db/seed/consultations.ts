import { eq } from 'drizzle-orm';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { Db } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { consultationSchedules, consultationServices } from '../schema/consultations.ts';
import { upsertAreaProduct } from '../../modules/commerce/index.ts';

// Demo consulting for the demo astrologer (capacity A): three services and a weekly schedule in
// Beijing time, so /consultant has someone to book. Idempotent: skipped once the astrologer has
// services (their own edits are kept).

const SERVICES = [
  {
    publicId: 'demosvcvoice',
    kind: 'voice',
    title: '本命盘语音详解',
    summary: '一小时语音连线，从本命盘梳理性格底色、人生课题与当下的重点。',
    durationMinutes: 60,
    priceFen: 39_900,
  },
  {
    publicId: 'demosvctext2',
    kind: 'text',
    title: '流年问题文字咨询',
    summary: '半小时文字交流，聚焦一个具体问题：事业变动、感情走向或学业选择。',
    durationMinutes: 30,
    priceFen: 16_800,
  },
  {
    publicId: 'demosvcchart',
    kind: 'chart_review',
    title: '书面解盘',
    summary: '咨询师在约定时段内研读你的星盘，随后给出书面解读。',
    durationMinutes: 60,
    priceFen: 29_900,
  },
] as const;

const WEEKLY = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: '10:00', end: '12:00' },
    { weekday, start: '14:00', end: '18:00' },
  ]),
  { weekday: 6, start: '19:00', end: '22:00' },
];

export async function seedDemoConsultations(db: Db, astrologerId: number): Promise<void> {
  // An earlier demo catalogue sold a consultation without a slot; a booking is the only way now.
  await db.update(products).set({ status: 'off' }).where(eq(products.slug, 'consult-60min'));
  const [existing] = await db
    .select({ id: consultationServices.id })
    .from(consultationServices)
    .where(eq(consultationServices.astrologerUserId, astrologerId))
    .limit(1);
  if (existing) return;
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(consultationSchedules)
      .values({
        astrologerUserId: astrologerId,
        timeZone: 'Asia/Shanghai',
        bufferMinutes: 15,
        weekly: WEEKLY,
      })
      .onConflictDoNothing();
    for (const service of SERVICES) {
      const productId = await upsertAreaProduct(
        tx,
        {
          slug: `consult-${service.publicId}`,
          type: PRODUCT_TYPE.ASTROLOGY_CONSULTANT,
          title: service.title,
          summary: service.summary,
          priceFen: service.priceFen,
          targetKind: 'consultation-service',
          targetId: service.publicId,
          onSale: true,
        },
        now,
      );
      await tx.insert(consultationServices).values({ ...service, astrologerUserId: astrologerId, productId });
    }
  });
}
