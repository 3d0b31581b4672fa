import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { fulfilOrder } from '../fulfilment/service.ts';
import { executeGatewayRefund, GATEWAY_REFUND_JOB } from '../payments/refund-service.ts';
import { deliverSandboxNotification, SANDBOX_NOTIFY_JOB } from '../payments/sandbox-gateway.ts';
import { createPaymentProviders } from '../payments/service.ts';
import {
  autoReceive,
  expireOrder,
  finishReceived,
  ORDER_AUTO_RECEIVE_JOB,
  ORDER_FINISH_JOB,
  ORDER_TIMEOUT_JOB,
} from './service.ts';

type OrderJob = { orderId: number };

/** Every durable job and event subscriber of the shop, registered once per app. */
export function registerCommerceJobs(deps: AppDeps, config: AppConfig): void {
  // At the deadline an unpaid order closes; one still in PAID is fulfilled (payments fulfil in their own
  // transaction, so this is only a safety net, and a no-op for an order that has moved on).
  deps.jobs.register(ORDER_TIMEOUT_JOB, async (payload) => {
    const { orderId } = payload as OrderJob;
    if (!(await expireOrder(deps, orderId))) await fulfilOrder(deps, orderId);
  });
  deps.jobs.register(ORDER_AUTO_RECEIVE_JOB, (payload) => autoReceive(deps, (payload as OrderJob).orderId));
  deps.jobs.register(ORDER_FINISH_JOB, (payload) => finishReceived(deps, (payload as OrderJob).orderId));
  const providers = createPaymentProviders(config, deps);
  deps.jobs.register(GATEWAY_REFUND_JOB, (payload) =>
    executeGatewayRefund(deps, providers, (payload as { refundId: number }).refundId),
  );
  deps.jobs.register(SANDBOX_NOTIFY_JOB, (payload) =>
    deliverSandboxNotification(deps, config, payload as { paymentNo: string; delivery: number }),
  );
}
