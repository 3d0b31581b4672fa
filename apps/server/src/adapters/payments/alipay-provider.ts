import { createSign, createVerify } from 'node:crypto';
import {
  fenToYuan,
  type PaymentProvider,
  type RawNotification,
  type VerifiedNotification,
  yuanToFen,
} from './provider.ts';

// Alipay open platform, RSA2: the string to sign is every parameter except sign (and, for
// notifications, sign_type), sorted by key, as k=v joined with &, values not URL-encoded;
// the signature is SHA256withRSA in base64. https://opendocs.alipay.com/common/02mse7

export interface AlipayConfig {
  appId: string;
  /** Merchant application private key (PEM). */
  privateKey: string;
  /** Alipay's public key (PEM), for notifications. */
  alipayPublicKey: string;
  gateway: string;
  notifyUrl: string;
  returnUrl: string;
}

export function alipaySignContent(params: Record<string, string>, exclude: string[]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function alipaySign(params: Record<string, string>, privateKey: string): string {
  return createSign('RSA-SHA256')
    .update(alipaySignContent(params, ['sign']), 'utf8')
    .sign(privateKey, 'base64');
}

function shanghaiTimestamp(now: Date): string {
  const local = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}

export function createAlipayProvider(config: AlipayConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  return {
    channel: 'alipay',
    async start(input) {
      const params: Record<string, string> = {
        app_id: config.appId,
        method: 'alipay.trade.page.pay',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: shanghaiTimestamp(new Date()),
        version: '1.0',
        notify_url: config.notifyUrl,
        return_url: config.returnUrl,
        biz_content: JSON.stringify({
          out_trade_no: input.paymentNo,
          total_amount: fenToYuan(input.amountFen),
          subject: input.subject,
          product_code: 'FAST_INSTANT_TRADE_PAY',
        }),
      };
      params.sign = alipaySign(params, config.privateKey);
      return { payUrl: `${config.gateway}?${new URLSearchParams(params).toString()}` };
    },
    async refund(input) {
      const params: Record<string, string> = {
        app_id: config.appId,
        method: 'alipay.trade.refund',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: shanghaiTimestamp(new Date()),
        version: '1.0',
        biz_content: JSON.stringify({
          out_trade_no: input.paymentNo,
          refund_amount: fenToYuan(input.amountFen),
          out_request_no: input.refundNo,
          ...(input.reason ? { refund_reason: input.reason } : {}),
        }),
      };
      params.sign = alipaySign(params, config.privateKey);
      const response = await fetchImpl(config.gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        alipay_trade_refund_response?: { code?: string; sub_msg?: string };
      };
      const result = answer.alipay_trade_refund_response;
      if (!response.ok || result?.code !== '10000')
        throw new Error(`alipay refund refused: ${result?.code ?? response.status} ${result?.sub_msg ?? ''}`);
      return { status: 'succeeded' };
    },
    verifyNotification(raw: RawNotification): VerifiedNotification {
      const params = Object.fromEntries(new URLSearchParams(raw.body));
      const signature = params.sign;
      if (!signature) return { ok: false, reason: 'missing_signature', paymentNo: params.out_trade_no };
      let valid: boolean;
      try {
        valid = createVerify('RSA-SHA256')
          .update(alipaySignContent(params, ['sign', 'sign_type']), 'utf8')
          .verify(config.alipayPublicKey, signature, 'base64');
      } catch {
        // A malformed signature or key is a failed verification, not a server error.
        valid = false;
      }
      if (!valid) return { ok: false, reason: 'bad_signature', paymentNo: params.out_trade_no };
      if (params.app_id !== config.appId)
        return { ok: false, reason: 'wrong_app', paymentNo: params.out_trade_no };
      const amountFen = yuanToFen(params.total_amount ?? '');
      if (!params.out_trade_no || !params.trade_no || amountFen === undefined)
        return { ok: false, reason: 'bad_body', paymentNo: params.out_trade_no };
      const status = params.trade_status;
      return {
        ok: true,
        paymentNo: params.out_trade_no,
        gatewayTxnId: params.trade_no,
        amountFen,
        state:
          status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED'
            ? 'success'
            : status === 'TRADE_CLOSED'
              ? 'failed'
              : 'other',
      };
    },
    // Alipay repeats until it reads the plain word "success".
    reply: (accepted) => ({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: accepted ? 'success' : 'failure',
    }),
  };
}
