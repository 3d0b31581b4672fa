import { eq, sql } from 'drizzle-orm';
import { VISIBILITY, type ProductType } from '@xingtu/contracts/enums';
import type { Db, Tx } from '../../../db/client.ts';
import { products } from '../../../db/schema/catalog.ts';

// Products another area defines on its own (an astrologer's consultation service is a product of
// type 04): the area names the product by a stable slug and keeps title, price and sale status in
// step with its own record; commerce keeps every other catalogue rule (sale window, stock, orders).

export interface AreaProduct {
  /** Stable and unique across the catalogue, e.g. `consult-<service public id>`. */
  slug: string;
  type: ProductType;
  title: string;
  summary: string;
  /** Integer fen, > 0. */
  priceFen: number;
  /** What the product gives, in the area's words: { kind: 'consultation-service', id }. */
  targetKind: string;
  targetId: string;
  onSale: boolean;
  /**
   * Listed in the shop and bought with POST /api/orders (visibility 2), for an area product that needs
   * nothing attached to its order (an uploaded e-book); private otherwise.
   */
  shop?: boolean;
}

/**
 * Creates or updates the product behind `slug`; returns its id. Private (visibility 1): the shop does
 * not list it and POST /api/orders refuses it, so it is bought only through the area's own page
 * (placeOrder with privateProduct), never without what the area attaches to it (a booked slot).
 */
export async function upsertAreaProduct(db: Db | Tx, product: AreaProduct, now: Date): Promise<number> {
  const values = {
    slug: product.slug,
    type: product.type,
    title: product.title,
    summary: product.summary,
    priceFen: product.priceFen,
    listPriceFen: product.priceFen,
    targetKind: product.targetKind,
    targetId: product.targetId,
    status: product.onSale ? 'on' : 'off',
    visibility: product.shop ? VISIBILITY.PUBLIC : VISIBILITY.PRIVATE,
    updatedAt: now,
  };
  const [row] = await db
    .insert(products)
    .values(values)
    .onConflictDoUpdate({
      target: products.slug,
      set: {
        ...values,
        listPriceFen: sql`greatest(${products.listPriceFen}, ${product.priceFen})`,
        version: sql`${products.version} + 1`,
      },
    })
    .returning({ id: products.id });
  return row!.id;
}

export async function setAreaProductOnSale(db: Db | Tx, productId: number, onSale: boolean, now: Date) {
  await db
    .update(products)
    .set({ status: onSale ? 'on' : 'off', updatedAt: now, version: sql`${products.version} + 1` })
    .where(eq(products.id, productId));
}
