import { sql, type SQL } from 'drizzle-orm';
import type { Address, Contact } from '@xingtu/contracts/commerce';
import { ORDER_STATUS } from '@xingtu/contracts/enums';
import type { Db, Tx } from '../../../db/client.ts';
import { cartItems, products } from '../../../db/schema/catalog.ts';
import { orderEvents, orderItems, orders } from '../../../db/schema/orders.ts';
import type { SaleProduct } from '../catalog/service.ts';
import type { OrderItemRow, OrderRow } from './order-record.ts';

// A new order in ONE statement: reserve the stock, insert the order, its 'create' event and its
// items, and drop the cart lines it came from. A single statement is atomic on its own, so the
// common "buy now" order needs no BEGIN/COMMIT round trips (bench/orders-bench.ts). When a line's
// stock does not cover it, nothing is inserted and the caller learns which product ran out.

export interface OrderLine {
  product: SaleProduct;
  quantity: number;
}

export interface OrderDraft {
  orderNo: string;
  userId: number;
  totalFen: number;
  address: Address | null;
  contact: Contact | null;
  remark: string | null;
  expiresAt: Date;
  now: Date;
  lines: OrderLine[];
  cartItemIds: number[];
}

export type InsertOrderResult =
  { ok: true; order: OrderRow; items: OrderItemRow[] } | { ok: false; soldOut: SaleProduct };

const stocked = (lines: OrderLine[]) => lines.filter((line) => line.product.stock !== null);

/** True when a failed insert could leave other lines' stock taken: the caller must run it in a transaction. */
export const needsTransaction = (lines: OrderLine[]): boolean => stocked(lines).length > 1;

function reservationCtes(lines: OrderLine[]): { ctes: SQL; guard: SQL } {
  const wanted = stocked(lines);
  if (wanted.length === 0) return { ctes: sql``, guard: sql`true` };
  const values = sql.join(
    wanted.map((line) => sql`(${line.product.id}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  return {
    ctes: sql`wanted (product_id, quantity) as (values ${values}),
      reserved as (
        update ${products} p set stock = p.stock - w.quantity from wanted w
        where p.id = w.product_id and p.stock is not null and p.stock >= w.quantity
        returning p.id
      ),`,
    guard: sql`(select count(*) from reserved) = ${wanted.length}`,
  };
}

export async function insertOrder(executor: Db | Tx, draft: OrderDraft): Promise<InsertOrderResult> {
  const { ctes, guard } = reservationCtes(draft.lines);
  const itemValues = sql.join(
    draft.lines.map(
      (line, ordinal) =>
        sql`(${ordinal}::int, ${line.product.id}::int, ${line.product.type}::text, ${line.product.title}::text, ${line.product.cover}::text,
          ${line.product.priceFen}::int, ${line.quantity}::int, ${line.product.priceFen * line.quantity}::int, ${line.product.validityDays}::int)`,
    ),
    sql`, `,
  );
  const now = draft.now.toISOString();
  const dropCart =
    draft.cartItemIds.length > 0
      ? sql`, cart as (
          delete from ${cartItems} where user_id = ${draft.userId} and id in (${sql.join(
            draft.cartItemIds.map((id) => sql`${id}::int`),
            sql`, `,
          )}) and exists (select 1 from created)
        )`
      : sql``;
  const result = await executor.execute(sql`
    with ${ctes}
    created as (
      insert into ${orders} (order_no, user_id, kind, status, total_fen, address, contact, remark, expires_at, created_at)
      select ${draft.orderNo}, ${draft.userId}, 'purchase', ${ORDER_STATUS.NEW}, ${draft.totalFen},
        ${draft.address ? JSON.stringify(draft.address) : null}::jsonb, ${draft.contact ? JSON.stringify(draft.contact) : null}::jsonb,
        ${draft.remark}::text, ${draft.expiresAt.toISOString()}::timestamptz, ${now}::timestamptz
      where ${guard}
      returning id
    ),
    created_event as (
      insert into ${orderEvents} (order_id, event, from_status, to_status, actor_type, actor_id, created_at)
      select id, 'create', null, ${ORDER_STATUS.NEW}, 'user', ${String(draft.userId)}, ${now}::timestamptz from created
    ),
    items as (
      insert into ${orderItems} (order_id, product_id, product_type, title, cover, unit_price_fen, quantity, amount_fen, validity_days)
      select created.id, v.product_id, v.product_type, v.title, v.cover, v.unit_price_fen, v.quantity, v.amount_fen, v.validity_days
      from created cross join (values ${itemValues})
        as v (ordinal, product_id, product_type, title, cover, unit_price_fen, quantity, amount_fen, validity_days)
      order by v.ordinal
      returning id
    )${dropCart}
    select (select id from created) as order_id,
      (select coalesce(array_agg(id order by id), '{}') from items) as item_ids
      ${stocked(draft.lines).length > 0 ? sql`, (select coalesce(array_agg(id), '{}') from reserved) as reserved_ids` : sql``}`);
  const row = (
    result as unknown as { rows: { order_id: number | null; item_ids: number[]; reserved_ids?: number[] }[] }
  ).rows[0]!;
  if (row.order_id === null) {
    const reserved = new Set((row.reserved_ids ?? []).map(Number));
    const soldOut = stocked(draft.lines).find((line) => !reserved.has(line.product.id)) ?? draft.lines[0]!;
    return { ok: false, soldOut: soldOut.product };
  }
  return { ok: true, ...rowsOf(Number(row.order_id), row.item_ids.map(Number), draft) };
}

/** The rows just written, from what was written: no read back. */
function rowsOf(
  orderId: number,
  itemIds: number[],
  draft: OrderDraft,
): { order: OrderRow; items: OrderItemRow[] } {
  const order: OrderRow = {
    id: orderId,
    orderNo: draft.orderNo,
    userId: draft.userId,
    kind: 'purchase',
    status: ORDER_STATUS.NEW,
    totalFen: draft.totalFen,
    paidFen: 0,
    refundedFen: 0,
    address: draft.address,
    contact: draft.contact,
    remark: draft.remark,
    carrier: null,
    trackingNo: null,
    expiresAt: draft.expiresAt,
    paidAt: null,
    shippedAt: null,
    receivedAt: null,
    finishedAt: null,
    cancelledAt: null,
    createdAt: draft.now,
    updatedAt: draft.now,
  };
  const items = draft.lines.map((line, index): OrderItemRow => ({
    id: itemIds[index]!,
    orderId,
    productId: line.product.id,
    productType: line.product.type,
    title: line.product.title,
    cover: line.product.cover,
    unitPriceFen: line.product.priceFen,
    quantity: line.quantity,
    amountFen: line.product.priceFen * line.quantity,
    validityDays: line.product.validityDays,
  }));
  return { order, items };
}
