import { and, eq } from 'drizzle-orm';
import { MAJOR_ORBS, natalChart } from '@xingtu/astro';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { ORDER_STATUS, PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { composeReport } from '@xingtu/readings/report/compose';
import type { Db } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { contacts } from '../schema/contacts.ts';
import { orderEvents, orderItems, orders, userEntitlements } from '../schema/orders.ts';
import { reports, reportVersions } from '../schema/reports.ts';
import { birthLine, generatedAtText, newReportId, type StoredPerson } from '../../modules/reports/index.ts';

// The demo member owns one natal report, bought and generated from her own profile, so the report
// pages have something to show on a fresh start. Runs once: skipped when she has any report.

export async function seedDemoReport(db: Db, memberId: number): Promise<void> {
  const [existing] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(eq(reports.userId, memberId))
    .limit(1);
  if (existing) return;
  const [product] = await db.select().from(products).where(eq(products.slug, 'report-natal'));
  const [self] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.userId, memberId), eq(contacts.relation, 'self')))
    .limit(1);
  if (
    !product ||
    !self ||
    self.birthHour === null ||
    self.birthLatitude === null ||
    self.birthLongitude === null
  )
    return;

  const person: StoredPerson = {
    name: self.name,
    contactId: self.id,
    birth: {
      date: self.birthday,
      time: `${String(self.birthHour).padStart(2, '0')}:${String(self.birthMin ?? 0).padStart(2, '0')}`,
      time_zone: self.birthTimeZone ?? 'Asia/Shanghai',
      latitude: self.birthLatitude,
      longitude: self.birthLongitude,
      ...(self.birthLocation ? { place_name: self.birthLocation } : {}),
      disambiguation: 'earlier',
    },
  };
  const chart = natalChart({
    date: person.birth.date,
    time: person.birth.time,
    timeZone: person.birth.time_zone!,
    latitude: self.birthLatitude,
    longitude: self.birthLongitude,
    disambiguation: 'earlier',
    houseSystem: 'P',
    aspects: { orbs: { ...MAJOR_ORBS } },
  });
  const now = new Date();
  const document = composeReport(
    'natal',
    [{ name: person.name, birthLine: birthLine(person.birth), chart }],
    {
      generatedAt: generatedAtText(now),
    },
  );

  await db.transaction(async (tx) => {
    const orderNo = `${formatBeijing(now, 'stamp')}000${String(memberId).padStart(7, '0')}`;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo,
        userId: memberId,
        status: ORDER_STATUS.FINISHED,
        totalFen: product.priceFen,
        paidFen: product.priceFen,
        expiresAt: now,
        paidAt: now,
        finishedAt: now,
      })
      .returning();
    const [item] = await tx
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productId: product.id,
        productType: PRODUCT_TYPE.REPORT,
        title: product.title,
        unitPriceFen: product.priceFen,
        quantity: 1,
        amountFen: product.priceFen,
      })
      .returning();
    await tx.insert(orderEvents).values([
      {
        orderId: order!.id,
        event: 'pay',
        fromStatus: 'A',
        toStatus: 'B',
        actorType: 'user',
        actorId: String(memberId),
        note: '演示数据：钱包支付',
      },
      {
        orderId: order!.id,
        event: 'finish',
        fromStatus: 'B',
        toStatus: 'E',
        actorType: 'system',
        note: '演示数据',
      },
    ]);
    await tx.insert(userEntitlements).values({
      userId: memberId,
      productId: product.id,
      productType: PRODUCT_TYPE.REPORT,
      orderId: order!.id,
      orderItemId: item!.id,
    });
    const [report] = await tx
      .insert(reports)
      .values({
        publicId: newReportId(),
        userId: memberId,
        orderId: order!.id,
        orderNo,
        orderItemId: item!.id,
        productId: product.id,
        template: 'natal',
        status: 'ready',
        input: [person],
        inputLockedAt: now,
        firstGeneratedAt: now,
        currentVersion: 1,
      })
      .returning();
    await tx
      .insert(reportVersions)
      .values({ reportId: report!.id, version: 1, templateVersion: document.version, document });
  });
}
