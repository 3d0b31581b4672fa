import { and, eq } from 'drizzle-orm';
import type { ProductType } from '@xingtu/contracts/enums';
import type { AppDeps } from '../../deps.ts';
import { ebookShelf, ebooks } from '../../db/schema/ebooks.ts';
import { onPaid, onRefunded } from '../commerce/index.ts';
import { EBOOK_TARGET_KIND } from './catalogue.ts';

// The e-book area delivers product type 30: a paid line puts the book on the member's shelf (in the
// paying transaction, once per order line); a refund takes it off. Commerce grants and ends the
// entitlement itself, and the reader asks it before serving anything.

export function registerEbookFulfilment(deps: AppDeps, type: ProductType): void {
  onPaid(deps, type, async (item, { tx, now }) => {
    // The catalogue lists only products whose book exists; a product named otherwise (sold straight
    // from the shop) still grants commerce's entitlement, and shows on the shelf once its book exists.
    if (item.target?.kind !== EBOOK_TARGET_KIND) return;
    const [book] = await tx.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.slug, item.target.id));
    if (!book) return;
    await tx
      .insert(ebookShelf)
      .values({
        orderItemId: item.itemId,
        userId: item.userId,
        ebookId: book.id,
        productId: item.productId,
        addedAt: now,
      })
      .onConflictDoNothing();
  });
  onRefunded(deps, type, async (item, { tx, now }) => {
    await tx
      .update(ebookShelf)
      .set({ removedAt: now })
      .where(and(eq(ebookShelf.orderItemId, item.itemId)));
  });
}
