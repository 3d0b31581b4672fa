import type { AppConfig } from '../../../config.ts';
import type { AppDeps } from '../../../deps.ts';
import { executeGatewayRefund, GATEWAY_REFUND_JOB } from '../payments/refund-service.ts';
import { deliverSandboxNotification, SANDBOX_NOTIFY_JOB } from '../payments/sandbox-gateway.ts';
import { autoReceive, finishReceived, ORDER_AUTO_RECEIVE_JOB, ORDER_FINISH_JOB } from './shipping.ts';
import { ORDER_TIMEOUT_SWEEP_JOB, ORDER_TIMEOUT_SWEEP_MS, sweepExpiredOrders } from './unpaid-orders.ts';

type OrderJob = { orderId: number };

/** Every durable job and event subscriber of the shop, registered once per app. */
export function registerCommerceJobs(deps: AppDeps, config: AppConfig): void {
  // Unpaid orders close at their deadline (payments fulfil inside the paying transaction, so no paid
  // order waits for a job to be granted).
  deps.jobs.register(ORDER_TIMEOUT_SWEEP_JOB, async () => void (await sweepExpiredOrders(deps)));
  deps.jobs.every(ORDER_TIMEOUT_SWEEP_JOB, ORDER_TIMEOUT_SWEEP_MS);
  deps.jobs.register(ORDER_AUTO_RECEIVE_JOB, (payload) => autoReceive(deps, (payload as OrderJob).orderId));
  deps.jobs.register(ORDER_FINISH_JOB, (payload) => finishReceived(deps, (payload as OrderJob).orderId));
  deps.jobs.register(GATEWAY_REFUND_JOB, (payload) =>
    executeGatewayRefund(deps, (payload as { refundId: number }).refundId),
  );
  deps.jobs.register(SANDBOX_NOTIFY_JOB, (payload) =>
    deliverSandboxNotification(deps, config, payload as { paymentNo: string; delivery: number }),
  );
}
