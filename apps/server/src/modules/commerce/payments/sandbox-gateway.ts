import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import type { AppConfig } from '../../../config.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../errors.ts';
import { sandboxHeaders, type SandboxNotificationBody } from '../../../adapters/payments/sandbox-provider.ts';
import { orders } from '../../../db/schema/orders.ts';
import { itemsOf } from '../orders/order-record.ts';
import { findPaymentByNo } from './payment-record.ts';

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

// A cashier that looks like one (merchant, order, amount, the QR code and one button) and says
// plainly that it is a demonstration; the payment number stays internal (the order number is shown).
const PAGE_STYLE = [
  'body{font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#eef1f6;margin:0;padding:0 0 32px;color:#1f2329}',
  '.bar{background:#1d1b4b;color:#fff;padding:14px 20px;display:flex;align-items:center;justify-content:space-between;font-size:15px}',
  '.bar strong{font-size:17px}.demo{background:#f3c969;color:#1d1b4b;border-radius:999px;padding:2px 10px;font-size:13px;font-weight:600}',
  'main{max-width:440px;margin:20px auto 0;background:#fff;border-radius:12px;overflow:hidden;box-shadow:0 4px 18px rgba(29,27,75,.08)}',
  '.head{padding:22px 24px 18px;text-align:center;border-bottom:1px dashed #dde1ea}.head h1{font-size:16px;font-weight:500;color:#5b5870;margin:0}',
  '.amount{font-size:36px;font-weight:700;margin:6px 0 0;color:#1f2329}',
  'dl{margin:0;padding:14px 24px;font-size:14px}dl div{display:flex;justify-content:space-between;gap:16px;padding:5px 0}dt{color:#8a8f99}dd{margin:0;text-align:right;overflow-wrap:anywhere}',
  '.pay{padding:8px 24px 24px;text-align:center}.pay img{border:1px solid #e4e2ee;border-radius:8px}',
  'button{width:100%;background:#1677ff;color:#fff;border:0;border-radius:8px;font-size:17px;padding:13px 0;cursor:pointer;margin-top:14px}',
  '.note{color:#8a8f99;font-size:13px;margin:10px 0 0}.warn{margin:16px 24px 24px;padding:10px 12px;background:#fff8e6;border-radius:8px;color:#8a5a00;font-size:13px;text-align:left}',
  'a{color:#1677ff}',
].join('');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · 星图演示收银台</title><style>${PAGE_STYLE}</style></head><body><header class="bar"><strong>星图收银台</strong><span class="demo">演示环境</span></header><main>${body}</main></body></html>`;
}

const DEMO_NOTE =
  '<p class="warn">这是星图的演示收银台，用来体验下单与支付流程：点击“付款”不会从任何账户扣款。正式上线后，这里会换成支付宝或微信支付。</p>';

async function orderOf(deps: AppDeps, orderId: number) {
  const [order] = await deps.database.db.select().from(orders).where(eq(orders.id, orderId));
  const items = order ? ((await itemsOf(deps.database.db, [order.id])).get(order.id) ?? []) : [];
  return { order, items };
}

export async function renderSandboxCashier(
  deps: AppDeps,
  config: AppConfig,
  paymentNo: string,
): Promise<string> {
  const payment = await findPaymentByNo(deps, paymentNo);
  if (!payment || payment.channel !== 'sandbox') throw notFound('支付单不存在');
  const { order, items } = await orderOf(deps, payment.orderId);
  const pageUrl = `${config.publicUrl}/api/payments/sandbox/${encodeURIComponent(paymentNo)}`;
  const qr = await QRCode.toDataURL(pageUrl, { margin: 1, width: 180 });
  const payable = payment.status === 'pending' || payment.status === 'closed';
  const action = payable
    ? `<img src="${qr}" alt="用手机扫码在手机上付款" width="180" height="180"><p class="note">用手机扫码在手机上付款，或直接点击下方按钮</p><form method="post" action="/api/payments/sandbox/${encodeURIComponent(paymentNo)}/pay"><button type="submit">付款</button></form>`
    : `<p>这笔付款${payment.status === 'succeeded' ? '已经完成' : '已经结束'}，请回到星图查看订单。</p>`;
  const title = items.map((item) => item.title).join('、') || '星图订单';
  return page(
    '收银台',
    `<div class="head"><h1>星图演示收银台</h1><p class="amount">${formatFen(payment.amountFen)}</p></div>
<dl><div><dt>收款方</dt><dd>星图</dd></div><div><dt>商品</dt><dd>${escapeHtml(title)}</dd></div>${
      order
        ? `<div><dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd></div><div><dt>下单时间</dt><dd>${escapeHtml(formatBeijing(order.createdAt))}</dd></div>`
        : ''
    }</dl><div class="pay">${action}</div>${DEMO_NOTE}`,
  );
}

/** The payer pressed 付款: the gateway "captures" and schedules its notifications. */
export async function sandboxPay(deps: AppDeps, paymentNo: string): Promise<string> {
  const payment = await findPaymentByNo(deps, paymentNo);
  if (!payment || payment.channel !== 'sandbox') throw notFound('支付单不存在');
  const { order } = await orderOf(deps, payment.orderId);
  await deps.jobs.enqueue(
    SANDBOX_NOTIFY_JOB,
    { paymentNo, delivery: 1 },
    { delayMs: FIRST_DELAY_MS, uniqueKey: `sandbox-notify:${paymentNo}:1`, maxAttempts: 8 },
  );
  return page(
    '付款完成',
    `<div class="head"><h1>付款完成</h1><p class="amount">${formatFen(payment.amountFen)}</p></div>
<div class="pay"><p>星图正在确认这笔付款，通常只需几秒。</p><p><a href="/pay/success?orderNo=${encodeURIComponent(order?.orderNo ?? '')}">返回星图查看订单</a></p></div>${DEMO_NOTE}`,
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
