import { useEffect, useState } from 'react';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import { fetchOrder } from '../../api/commerce.ts';
import { payProgress } from './order-progress.ts';

const POLL_MS = 2000;
/** About a minute: past that the notification is late, and the page says so instead of spinning. */
const MAX_POLLS = 30;

export type SettledState =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'order'; order: OrderRecord; gaveUp: boolean };

/** Reads the order, then re-reads it every two seconds while payment or fulfilment is still under way. */
export function useOrderUntilSettled(orderNo: string): SettledState {
  const [state, setState] = useState<SettledState>({ kind: 'loading' });
  useEffect(() => {
    if (orderNo.trim() === '') {
      setState({ kind: 'missing' });
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (round: number) => {
      let order: OrderRecord;
      try {
        order = await fetchOrder(orderNo);
      } catch {
        if (stopped) return;
        // The first read decides whether there is an order at all; a later failed read is just skipped.
        if (round === 0) setState({ kind: 'missing' });
        else if (round + 1 < MAX_POLLS) timer = setTimeout(() => void poll(round + 1), POLL_MS);
        return;
      }
      if (stopped) return;
      const moving = payProgress(order) === 'confirming' || payProgress(order) === 'fulfilling';
      const gaveUp = moving && round + 1 >= MAX_POLLS;
      setState({ kind: 'order', order, gaveUp });
      if (moving && !gaveUp) timer = setTimeout(() => void poll(round + 1), POLL_MS);
    };
    void poll(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderNo]);
  return state;
}
