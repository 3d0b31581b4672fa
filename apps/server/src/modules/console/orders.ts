import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { RefundInput } from '@xingtu/contracts/commerce';
import {
  REFUND_REAUTH_THRESHOLD_FEN,
  type AdminOrderDetail,
  type AdminOrderRow,
  type OrderSortField,
  type SortOrder,
} from '@xingtu/contracts/console';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import { orderForOperator, refund, shipOrder, voidOrder, type RefundResult } from '../commerce/index.ts';
import { recordAudit } from './audit.ts';
import type { ActingOperator } from './operator.ts';
import { orderByOf } from './sorting.ts';
import { assertReauthenticated } from './reauth.ts';

// Orders as operators handle them: any member's, filtered by status or found by number or buyer;
// the details with payments and refunds; ship, refund and void through commerce's door, each audited.

export interface OrderFilter {
  status?: OrderStatus;
  keyword?: string;
  sort_by?: OrderSortField;
  order?: SortOrder;
}

const ORDER_COLUMNS = {
  id: orders.id,
  created: orders.createdAt,
  total: orders.totalFen,
  paid: orders.paidFen,
  status: orders.status,
} as const;

function whereOf(filter: OrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(orders.status, filter.status));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const matches: SQL[] = [eq(orders.orderNo, keyword), eq(users.mobile, keyword)];
    if (/^\d{1,16}$/.test(keyword) && Number.isSafeInteger(Number(keyword)))
      matches.push(eq(orders.userId, Number(keyword)));
    parts.push(or(...matches)!);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

const firstTitle = sql<
  string | null
>`(select ${orderItems.title} from ${orderItems} where ${orderItems.orderId} = ${orders.id} order by ${orderItems.id} limit 1)`;

async function orderRows(
  db: Db,
  filter: OrderFilter,
  limit: number,
  offset: number,
): Promise<AdminOrderRow[]> {
  const rows = await db
    .select({ order: orders, userName: users.userName, title: firstTitle })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(whereOf(filter))
    .orderBy(...orderByOf(ORDER_COLUMNS, orders.id, filter.sort_by ?? 'id', filter.order ?? 'desc'))
    .limit(limit)
    .offset(offset);
  return rows.map(({ order, userName, title }) => ({
    orderNo: order.orderNo,
    userId: String(order.userId),
    userName,
    kind: order.kind as 'purchase' | 'topup',
    status: order.status as OrderStatus,
    statusLabel: ORDER_STATUS_LABELS[order.status as OrderStatus],
    title: title ?? (order.kind === 'topup' ? '钱包充值' : ''),
    totalFen: order.totalFen,
    paidFen: order.paidFen,
    refundedFen: order.refundedFen,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  }));
}

export async function listOrders(
  deps: AppDeps,
  query: OrderFilter & { current: number; size: number },
): Promise<PageData<AdminOrderRow>> {
  const db = deps.database.db;
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(whereOf(query));
  return {
    records: await orderRows(db, query, query.size, (query.current - 1) * query.size),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}

/** At most this many rows in one CSV export. */
export const EXPORT_LIMIT = 5000;

export function exportRows(deps: AppDeps, filter: OrderFilter): Promise<AdminOrderRow[]> {
  return orderRows(deps.database.db, filter, EXPORT_LIMIT, 0);
}

export async function orderDetail(deps: AppDeps, orderNo: string): Promise<AdminOrderDetail> {
  const found = await orderForOperator(deps, orderNo);
  const db = deps.database.db;
  const [buyer, paid, refunded] = await Promise.all([
    db.select({ userName: users.userName }).from(users).where(eq(users.id, found.userId)),
    db.select().from(payments).where(eq(payments.orderId, found.id)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, found.id)).orderBy(asc(refunds.id)),
  ]);
  return {
    ...found.record,
    userId: String(found.userId),
    userName: buyer[0]?.userName ?? '',
    payments: paid.map((payment) => ({
      paymentNo: payment.paymentNo,
      channel: payment.channel,
      amountFen: payment.amountFen,
      status: payment.status,
      paidAt: payment.paidAt?.toISOString() ?? null,
      createdAt: payment.createdAt.toISOString(),
    })),
    refunds: refunded.map((line) => ({
      amountFen: line.amountFen,
      destination: line.destination,
      status: line.status,
      reason: line.reason,
      createdAt: line.createdAt.toISOString(),
    })),
  };
}

const moneyOf = (order: AdminOrderDetail) => ({
  status: order.status,
  paidFen: order.paidFen,
  refundedFen: order.refundedFen,
});

export async function refundByOperator(
  deps: AppDeps,
  acting: ActingOperator,
  orderNo: string,
  input: RefundInput & { reauth_token?: string },
): Promise<RefundResult> {
  const before = await orderDetail(deps, orderNo);
  const amountFen = input.amount_fen ?? Math.max(0, before.paidFen - before.refundedFen);
  if (amountFen > REFUND_REAUTH_THRESHOLD_FEN)
    await assertReauthenticated(deps, acting.operator.id, input.reauth_token);
  const { id } = await orderForOperator(deps, orderNo);
  const result = await refund(
    deps,
    id,
    { amount_fen: input.amount_fen, destination: input.destination, reason: input.reason },
    { type: 'admin', id: acting.operator.id },
  );
  const after = await orderDetail(deps, orderNo);
  await recordAudit(deps.database.db, acting, {
    action: 'order.refund',
    targetType: 'order',
    targetId: orderNo,
    before: moneyOf(before),
    after: { ...moneyOf(after), refund: { amountFen: result.amountFen, destination: result.destination } },
    reason: input.reason ?? null,
  });
  return result;
}

export async function shipByOperator(
  deps: AppDeps,
  acting: ActingOperator,
  orderNo: string,
  shipment: { carrier: string; tracking_no: string },
): Promise<AdminOrderDetail> {
  const before = await orderDetail(deps, orderNo);
  const { id } = await orderForOperator(deps, orderNo);
  await shipOrder(deps, acting.operator.id, id, shipment);
  const after = await orderDetail(deps, orderNo);
  await recordAudit(deps.database.db, acting, {
    action: 'order.ship',
    targetType: 'order',
    targetId: orderNo,
    before: { status: before.status },
    after: { status: after.status, carrier: after.carrier, trackingNo: after.trackingNo },
  });
  return after;
}

export async function voidByOperator(
  deps: AppDeps,
  acting: ActingOperator,
  orderNo: string,
  reason: string,
): Promise<AdminOrderDetail> {
  const before = await orderDetail(deps, orderNo);
  if (before.status !== 'A') throw new AppError('OPERATION_FAILED', { message: '只能作废待支付的订单' });
  const { id } = await orderForOperator(deps, orderNo);
  await voidOrder(deps, acting.operator.id, id, reason);
  const after = await orderDetail(deps, orderNo);
  await recordAudit(deps.database.db, acting, {
    action: 'order.void',
    targetType: 'order',
    targetId: orderNo,
    before: { status: before.status },
    after: { status: after.status },
    reason,
  });
  return after;
}
