import QRCode from 'qrcode';
import { formatFen } from '@xingtu/contracts/constants';
import type { AppConfig } from '../../../config.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../errors.ts';
import { sandboxHeaders, type SandboxNotificationBody } from '../../../adapters/payments/sandbox-provider.ts';
import { findPaymentByNo } from './service.ts';

// The embedded gateway's side: its cashier page, the payer's 付款 button, and the notifications it
// then sends to our notify URL — delayed, signed, repeated, and retried until acknowledged, through
// the durable job runner so a restart loses none.

export const SANDBOX_NOTIFY_JOB = 'payments.sandbox-notify';
/** Real gateways notify more than once; so does the sandbox. */
export const SANDBOX_DELIVERIES = 3;
const FIRST_DELAY_MS = 1000;
const REPEAT_DELAY_MS = 5000;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const PAGE_STYLE =
  'body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f3fb;margin:0;padding:24px;color:#222}main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;text-align:center;box-shadow:0 2px 12px rgba(0,0,0,.06)}.amount{font-size:32px;font-weight:700;color:#6b3fd4;margin:8px 0}button{background:#6b3fd4;color:#fff;border:0;border-radius:8px;font-size:18px;padding:12px 48px;cursor:pointer}p.note{color:#888;font-size:13px}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · 星图模拟支付</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export async function renderSandboxCashier(
  deps: AppDeps,
  config: AppConfig,
  paymentNo: string,
): Promise<string> {
  const payment = await findPaymentByNo(deps, paymentNo);
  if (!payment || payment.channel !== 'sandbox') throw notFound('支付单不存在');
  const pageUrl = `${config.publicUrl}/api/payments/sandbox/${encodeURIComponent(paymentNo)}`;
  const qr = await QRCode.toDataURL(pageUrl, { margin: 1, width: 200 });
  const payable = payment.status === 'pending' || payment.status === 'closed';
  const action = payable
    ? `<form method="post" action="/api/payments/sandbox/${encodeURIComponent(paymentNo)}/pay"><button type="submit">付款</button></form>`
    : `<p>该支付单${payment.status === 'succeeded' ? '已支付成功' : '已结束'}。</p>`;
  return page(
    '收银台',
    `<h1>星图模拟支付</h1><p>支付单号 ${escapeHtml(paymentNo)}</p><div class="amount">${formatFen(payment.amountFen)}</div>
<img src="${qr}" alt="用手机扫码在手机上付款" width="200" height="200"><p class="note">可用手机扫码打开本页，或直接点击下方按钮</p>${action}
<p class="note">这是开发与测试用的模拟网关：不会产生真实扣款。付款后网关会异步向商户发送签名通知。</p>`,
  );
}

/** The payer pressed 付款: the gateway "captures" and schedules its notifications. */
export async function sandboxPay(deps: AppDeps, paymentNo: string): Promise<string> {
  const payment = await findPaymentByNo(deps, paymentNo);
  if (!payment || payment.channel !== 'sandbox') throw notFound('支付单不存在');
  await deps.jobs.enqueue(
    SANDBOX_NOTIFY_JOB,
    { paymentNo, delivery: 1 },
    { delayMs: FIRST_DELAY_MS, uniqueKey: `sandbox-notify:${paymentNo}:1`, maxAttempts: 8 },
  );
  return page(
    '付款完成',
    `<h1>付款完成</h1><div class="amount">${formatFen(payment.amountFen)}</div><p>网关正在通知商户，请返回星图查看订单状态。</p>
<p><a href="/pay/success?order_id=${payment.orderId}">返回星图</a></p>`,
  );
}

export function sandboxTradeNo(paymentNo: string): string {
  return `SBX${paymentNo}`;
}

/** One delivery of the signed notification; throws (and the job retries) until the merchant says success. */
export async function deliverSandboxNotification(
  deps: AppDeps,
  config: AppConfig,
  payload: { paymentNo: string; delivery: number },
): Promise<void> {
  const payment = await findPaymentByNo(deps, payload.paymentNo);
  if (!payment) return;
  const body: SandboxNotificationBody = {
    payment_no: payment.paymentNo,
    trade_no: sandboxTradeNo(payment.paymentNo),
    amount_fen: payment.amountFen,
    trade_status: 'SUCCESS',
    paid_at: new Date().toISOString(),
  };
  const text = JSON.stringify(body);
  const response = await deps.fetch(`${config.publicUrl}/api/payments/notify/sandbox`, {
    method: 'POST',
    headers: sandboxHeaders(config.secrets.paymentSandbox, text),
    body: text,
  });
  const answer = (await response.json().catch(() => null)) as { success?: boolean } | null;
  if (!response.ok || answer?.success !== true)
    throw new Error(`sandbox notification not acknowledged (HTTP ${response.status})`);
  if (payload.delivery < SANDBOX_DELIVERIES) {
    const next = payload.delivery + 1;
    await deps.jobs.enqueue(
      SANDBOX_NOTIFY_JOB,
      { paymentNo: payment.paymentNo, delivery: next },
      {
        delayMs: REPEAT_DELAY_MS * payload.delivery,
        uniqueKey: `sandbox-notify:${payment.paymentNo}:${next}`,
        maxAttempts: 8,
      },
    );
  }
}
