import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus } from '@xingtu/contracts/enums';
import type { Tx } from '../../../db/client.ts';
import { orderEvents, orders } from '../../../db/schema/orders.ts';
import { AppError } from '../../../errors.ts';

// The one place an order's status changes. Every allowed move is listed; anything else is refused.
// The UPDATE is guarded by the status we read (compare-and-set), so two writers can never both win.

const { NEW, PAID, CANCELLED, SHIPPED, FINISHED, REFUND, RECEIVED, FAILD, INVALID } = ORDER_STATUS;

export type OrderEvent =
  'pay' | 'cancel' | 'timeout' | 'fail' | 'invalidate' | 'ship' | 'receive' | 'finish' | 'refund';
export type ActorType = 'user' | 'system' | 'admin' | 'gateway';
export interface Actor {
  type: ActorType;
  id?: string | number | null;
}

export const TRANSITIONS: Record<
  OrderEvent,
  { from: readonly OrderStatus[]; to: OrderStatus; actors: readonly ActorType[] }
> = {
  pay: { from: [NEW], to: PAID, actors: ['gateway', 'user'] },
  cancel: { from: [NEW], to: CANCELLED, actors: ['user', 'admin'] },
  timeout: { from: [NEW], to: CANCELLED, actors: ['system'] },
  fail: { from: [NEW], to: FAILD, actors: ['gateway', 'admin'] },
  invalidate: { from: [NEW], to: INVALID, actors: ['admin', 'system'] },
  ship: { from: [PAID], to: SHIPPED, actors: ['admin'] },
  receive: { from: [SHIPPED], to: RECEIVED, actors: ['user', 'system'] },
  // Digital goods finish on fulfilment (PAID → FINISHED); goods finish after receipt.
  finish: { from: [PAID, RECEIVED], to: FINISHED, actors: ['system'] },
  // A partial refund may follow another, so REFUND → REFUND is allowed while money remains.
  refund: { from: [PAID, SHIPPED, RECEIVED, FINISHED, REFUND], to: REFUND, actors: ['admin', 'system'] },
};

const EVENT_LABELS: Record<OrderEvent, string> = {
  pay: '支付',
  cancel: '取消',
  timeout: '超时关闭',
  fail: '标记支付失败',
  invalidate: '作废',
  ship: '发货',
  receive: '确认收货',
  finish: '完成',
  refund: '退款',
};

export function canTransition(from: OrderStatus, event: OrderEvent, actor?: ActorType): boolean {
  const rule = TRANSITIONS[event];
  return rule.from.includes(from) && (actor === undefined || rule.actors.includes(actor));
}

export function illegalTransition(from: OrderStatus, event: OrderEvent): AppError {
  return new AppError('OPERATION_FAILED', {
    message: `订单当前状态为“${ORDER_STATUS_LABELS[from] ?? from}”，不能${EVENT_LABELS[event]}`,
    data: { status: from, event },
  });
}

const TIMESTAMP_COLUMN: Partial<
  Record<OrderStatus, 'paidAt' | 'shippedAt' | 'receivedAt' | 'finishedAt' | 'cancelledAt'>
> = {
  [PAID]: 'paidAt',
  [SHIPPED]: 'shippedAt',
  [RECEIVED]: 'receivedAt',
  [FINISHED]: 'finishedAt',
  [CANCELLED]: 'cancelledAt',
  [INVALID]: 'cancelledAt',
};

export interface OrderMove {
  event: OrderEvent;
  actor: Actor;
  note?: string | undefined;
}

/**
 * Moves one order from the status the caller read to the event's target and records who did it.
 * Refused (AppError) when the table does not allow it; 011001 when someone else changed the order first.
 */
export async function transitionOrder(
  tx: Tx,
  order: { id: number; status: string },
  event: OrderEvent,
  actor: Actor,
  options: { note?: string; now: Date; set?: Partial<typeof orders.$inferInsert> },
): Promise<OrderStatus> {
  return transitionOrderThrough(tx, order, [{ event, actor, note: options.note }], options);
}

/** A checked chain of moves, ready to be written on its own or inside a larger statement. */
export interface PlannedMoves {
  to: OrderStatus;
  /**
   * Two CTEs for a WITH list: `<name>` (the guarded UPDATE, returning id) and `<name>_events` (an event
   * row per move). `onlyIf` is an SQL condition the UPDATE also needs (e.g. "the debit happened").
   */
  ctes(name: string, onlyIf?: SQL): SQL;
}

/** Checks every move against the table (actor and status, one after the other) and plans the write. */
export function planOrderMoves(
  tx: Tx,
  order: { id: number; status: string },
  moves: readonly OrderMove[],
  options: { now: Date; set?: Partial<typeof orders.$inferInsert> },
): PlannedMoves {
  const from = order.status as OrderStatus;
  const stamps: Partial<typeof orders.$inferInsert> = {};
  const steps: { move: OrderMove; from: OrderStatus; to: OrderStatus }[] = [];
  let current = from;
  for (const move of moves) {
    if (!TRANSITIONS[move.event].actors.includes(move.actor.type)) {
      throw new AppError('PERMISSION_DENIED', { message: `无权对订单执行“${EVENT_LABELS[move.event]}”操作` });
    }
    if (!canTransition(current, move.event)) throw illegalTransition(current, move.event);
    const to = TRANSITIONS[move.event].to;
    const stamp = TIMESTAMP_COLUMN[to];
    if (stamp && current !== to) stamps[stamp] = options.now;
    steps.push({ move, from: current, to });
    current = to;
  }
  if (steps.length === 0) throw new Error('planOrderMoves needs at least one move');
  const to = current;
  const rows = sql.join(
    steps.map(({ move: { event, actor, note }, from: before, to: after }, index) => {
      const actorId = actor.id === undefined || actor.id === null ? null : String(actor.id);
      return sql`(${index}::int, ${event}::text, ${before}::text, ${after}::text, ${actor.type}::text, ${actorId}::text, ${note ?? null}::text)`;
    }),
    sql`, `,
  );
  return {
    to,
    ctes(name, onlyIf) {
      const moved = sql.identifier(name);
      const update = tx
        .update(orders)
        .set({ ...options.set, status: to, updatedAt: sql`now()`, ...stamps })
        .where(and(eq(orders.id, order.id), eq(orders.status, from), onlyIf))
        .returning({ id: orders.id });
      return sql`${moved} as ${update},
      ${sql.identifier(`${name}_events`)} as (
        insert into ${orderEvents} (order_id, event, from_status, to_status, actor_type, actor_id, note, created_at)
        select ${moved}.id, v.event, v.from_status, v.to_status, v.actor_type, v.actor_id, v.note, ${options.now.toISOString()}::timestamptz
        from ${moved} cross join (values ${rows}) as v (ordinal, event, from_status, to_status, actor_type, actor_id, note)
        order by v.ordinal
        returning order_id
      )`;
    },
  };
}

/**
 * Several moves in a row (paying a digital order: pay, then finish) checked one by one against the
 * table, then written as one guarded UPDATE with an event row for each move.
 */
export async function transitionOrderThrough(
  tx: Tx,
  order: { id: number; status: string },
  moves: readonly OrderMove[],
  options: { now: Date; set?: Partial<typeof orders.$inferInsert> },
): Promise<OrderStatus> {
  const plan = planOrderMoves(tx, order, moves, options);
  // One round trip: the guarded UPDATE and its event rows, written together or not at all.
  const result = await tx.execute(sql`with ${plan.ctes('moved')} select count(*)::int as moved from moved`);
  if ((result as unknown as { rows: { moved: number }[] }).rows[0]?.moved !== 1)
    throw new AppError('ORDER_EVENT_BUSY');
  return plan.to;
}
