import type { OrderRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS, PRODUCT_TYPE } from '@xingtu/contracts/enums';

// After paying, the order moves on its own: the gateway's signed notification turns NEW into PAID,
// then fulfilment grants digital goods (or credits a top-up) and turns PAID into FINISHED. Physical
// goods stay PAID until they are shipped. The pay pages poll until the order stops moving.

export const needsShipping = (order: OrderRecord): boolean =>
  order.items.some((item) => item.productType === PRODUCT_TYPE.GOODS);

export type PayProgress = 'confirming' | 'fulfilling' | 'done' | 'closed';

export function payProgress(order: OrderRecord): PayProgress {
  if (order.status === ORDER_STATUS.NEW) return 'confirming';
  if (order.status === ORDER_STATUS.PAID && !needsShipping(order)) return 'fulfilling';
  if (
    order.status === ORDER_STATUS.CANCELLED ||
    order.status === ORDER_STATUS.INVALID ||
    order.status === ORDER_STATUS.FAILD
  )
    return 'closed';
  return 'done';
}

/** A paid order with reports in it: they wait for (or show) their birth data on the order's report page. */
export const holdsReports = (order: OrderRecord): boolean =>
  (order.status === ORDER_STATUS.PAID || order.status === ORDER_STATUS.FINISHED) &&
  order.items.some((item) => item.productType === PRODUCT_TYPE.REPORT);
