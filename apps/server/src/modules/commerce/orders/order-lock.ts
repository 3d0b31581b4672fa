import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';

const LOCK_TTL_MS = 15_000;

/**
 * A short per-order lock in the shared store (Redis with several instances): two events on one
 * order at once get 011001 instead of queueing behind each other. The database guards stay the
 * source of truth; the lock only keeps users from racing their own clicks.
 */
export async function withOrderLock<T>(deps: AppDeps, orderId: number, work: () => Promise<T>): Promise<T> {
  const key = `order-lock:${orderId}`;
  if (!(await deps.kv.setIfAbsent(key, randomUUID(), LOCK_TTL_MS))) throw new AppError('ORDER_EVENT_BUSY');
  try {
    return await work();
  } finally {
    await deps.kv.del(key);
  }
}
