import { and, eq } from 'drizzle-orm';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { aiPackages } from '../../db/schema/ai.ts';
import type { AppDeps } from '../../deps.ts';
import { onPaid, onRefunded, type PaidItem } from '../commerce/index.ts';

// AI chat packages (product type 70) are delivered here: each paid unit becomes a package of
// questions, valid as long as the product's validity; a refund ends the unused rest.

/** Questions in each package the shop sells, by the product's target id (`ai-package` / id). */
export const AI_PACKAGE_CREDITS: Readonly<Record<string, number>> = {
  'qa-10': 10,
  'qa-30': 30,
  'qa-100': 100,
};

export function creditsOf(item: PaidItem): number {
  const id = item.target?.id ?? '';
  const credits = AI_PACKAGE_CREDITS[id] ?? Number(/^qa-(\d{1,4})$/.exec(id)?.[1] ?? NaN);
  if (!Number.isInteger(credits) || credits <= 0)
    throw new Error(`AI package product ${item.productId} names no question count (target ${id})`);
  return credits;
}

export function registerAiPackages(deps: AppDeps): void {
  onPaid(deps, PRODUCT_TYPE.AI_CHAT_PACKAGE, async (item, { tx }) => {
    const credits = creditsOf(item);
    const units = Array.from({ length: item.quantity }, (_, i) => i + 1);
    await tx
      .insert(aiPackages)
      .values(
        units.map((unit) => ({
          userId: item.userId,
          orderItemId: item.itemId,
          orderNo: item.orderNo,
          unit,
          title: item.title,
          credits,
          expiresAt: item.expiresAt,
        })),
      )
      .onConflictDoNothing();
  });
  onRefunded(deps, PRODUCT_TYPE.AI_CHAT_PACKAGE, async (item, { tx }) => {
    await tx
      .update(aiPackages)
      .set({ status: 'refunded' })
      .where(and(eq(aiPackages.orderItemId, item.itemId), eq(aiPackages.userId, item.userId)));
  });
}
