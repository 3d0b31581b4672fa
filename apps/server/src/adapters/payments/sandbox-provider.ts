import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { fail, ok } from '@xingtu/contracts/envelope';
import { header, type PaymentProvider, type RawNotification, type VerifiedNotification } from './provider.ts';

// The embedded gateway. Its notifications are signed and delivered over HTTP like a real gateway's:
// HMAC-SHA256(secret, timestamp \n nonce \n body), hex, in x-sandbox-signature.

export const SANDBOX_MAX_SKEW_MS = 15 * 60_000;

export interface SandboxNotificationBody {
  payment_no: string;
  trade_no: string;
  amount_fen: number;
  trade_status: 'SUCCESS' | 'CLOSED';
  paid_at: string;
}

export function signSandbox(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}`).digest('hex');
}

export function sandboxHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(12).toString('hex');
  return {
    'content-type': 'application/json',
    'x-sandbox-timestamp': timestamp,
    'x-sandbox-nonce': nonce,
    'x-sandbox-signature': signSandbox(secret, timestamp, nonce, body),
  };
}

export function createSandboxProvider(secret: string): PaymentProvider {
  return {
    channel: 'sandbox',
    async start(input) {
      return { payUrl: `/api/payments/sandbox/${encodeURIComponent(input.paymentNo)}` };
    },
    verifyNotification(raw: RawNotification): VerifiedNotification {
      const timestamp = header(raw, 'x-sandbox-timestamp');
      const nonce = header(raw, 'x-sandbox-nonce');
      const signature = header(raw, 'x-sandbox-signature');
      if (!timestamp || !nonce || !signature) return { ok: false, reason: 'missing_signature' };
      if (
        !/^\d{1,12}$/.test(timestamp) ||
        Math.abs(Date.now() - Number(timestamp) * 1000) > SANDBOX_MAX_SKEW_MS
      )
        return { ok: false, reason: 'stale_timestamp' };
      const expected = Buffer.from(signSandbox(secret, timestamp, nonce, raw.body), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'bad_signature' };
      let body: Partial<SandboxNotificationBody>;
      try {
        body = JSON.parse(raw.body) as Partial<SandboxNotificationBody>;
      } catch {
        return { ok: false, reason: 'bad_body' };
      }
      if (
        typeof body.payment_no !== 'string' ||
        typeof body.trade_no !== 'string' ||
        !Number.isSafeInteger(body.amount_fen)
      ) {
        return { ok: false, reason: 'bad_body' };
      }
      return {
        ok: true,
        paymentNo: body.payment_no,
        gatewayTxnId: body.trade_no,
        amountFen: body.amount_fen!,
        state:
          body.trade_status === 'SUCCESS' ? 'success' : body.trade_status === 'CLOSED' ? 'failed' : 'other',
      };
    },
    reply(accepted, message) {
      const body = accepted ? ok('success', '通知已处理') : fail('000400', message ?? '通知未通过校验');
      return {
        status: accepted ? 200 : 400,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(body),
      };
    },
  };
}
