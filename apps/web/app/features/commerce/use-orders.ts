import { useCallback, useEffect, useState } from 'react';
import type { OrderRecord } from '@xingtu/contracts/commerce';
import type { OrderStatus } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import { cancelOrder, fetchOrders, receiveOrder } from '../../api/commerce.ts';
import { notify } from '../../api/notify.ts';

/** The signed-in user's orders for one status tab, with cancel and receive that refresh the page. */
export function useOrders(status: OrderStatus | undefined, current: number) {
  const [data, setData] = useState<PageData<OrderRecord> | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  /** quiet: refresh in place after an action, without blanking the list. */
  const load = useCallback(
    async (quiet = false) => {
      if (!quiet) setState('loading');
      try {
        setData(await fetchOrders({ ...(status ? { status } : {}), current, size: 10 }));
        setState('ready');
      } catch {
        setState('error');
      }
    },
    [status, current],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const cancel = async (orderNo: string) => {
    await cancelOrder(orderNo);
    notify('success', '订单已取消');
    await load(true);
  };
  const receive = async (orderNo: string) => {
    await receiveOrder(orderNo);
    notify('success', '已确认收货');
    await load(true);
  };
  return { data, state, reload: load, cancel, receive };
}
