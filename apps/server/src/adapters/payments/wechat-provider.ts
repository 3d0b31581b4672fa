import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { fail } from '@xingtu/contracts/envelope';
import { header, type PaymentProvider, type RawNotification, type VerifiedNotification } from './provider.ts';

// WeChat Pay API v3. Notifications: SHA256withRSA over "timestamp\nnonce\nbody\n" with the
// platform key (Wechatpay-Signature, base64), and the resource encrypted with AEAD_AES_256_GCM
// under the APIv3 key (the last 16 bytes of the ciphertext are the tag).
// https://pay.weixin.qq.com/docs/merchant/development/interface-rules/signature-verification.html

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Merchant certificate serial and private key (PEM), for signing our requests. */
  serialNo: string;
  privateKey: string;
  /** 32-byte APIv3 key. */
  apiV3Key: string;
  /** WeChat Pay platform public key (PEM) and its serial, for notifications. */
  platformPublicKey: string;
  platformSerial: string | undefined;
  notifyUrl: string;
  apiBase: string;
}

export function wechatMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function decryptWechatResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string },
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  const tag = data.subarray(data.length - 16);
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAuthTag(tag);
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

interface WechatTransaction {
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  mchid?: string;
  amount?: { total?: number };
}

export function createWechatProvider(config: WechatPayConfig, fetchImpl: typeof fetch): PaymentProvider {
  function authorization(method: string, path: string, body: string): string {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`)
      .sign(config.privateKey, 'base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.serialNo}"`;
  }

  return {
    channel: 'wechat',
    async start(input) {
      const path = '/v3/pay/transactions/native';
      const body = JSON.stringify({
        appid: config.appId,
        mchid: config.mchId,
        description: input.subject.slice(0, 127),
        out_trade_no: input.paymentNo,
        notify_url: config.notifyUrl,
        amount: { total: input.amountFen, currency: 'CNY' },
      });
      const response = await fetchImpl(`${config.apiBase}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: authorization('POST', path, body),
        },
        body,
      });
      const answer = (await response.json().catch(() => ({}))) as { code_url?: string };
      if (!response.ok || !answer.code_url)
        throw new Error(`wechat pay native order failed with HTTP ${response.status}`);
      return { codeUrl: answer.code_url };
    },
    async refund(input) {
      const path = '/v3/refund/domestic/refunds';
      const body = JSON.stringify({
        out_trade_no: input.paymentNo,
        out_refund_no: input.refundNo,
        ...(input.reason ? { reason: input.reason.slice(0, 80) } : {}),
        amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
      });
      const response = await fetchImpl(`${config.apiBase}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: authorization('POST', path, body),
        },
        body,
      });
      const answer = (await response.json().catch(() => ({}))) as { status?: string; code?: string };
      if (!response.ok || !answer.status || answer.status === 'ABNORMAL' || answer.status === 'CLOSED') {
        throw new Error(
          `wechat pay refund refused: HTTP ${response.status} ${answer.code ?? answer.status ?? ''}`,
        );
      }
      return { status: answer.status === 'SUCCESS' ? 'succeeded' : 'processing' };
    },
    verifyNotification(raw: RawNotification): VerifiedNotification {
      const timestamp = header(raw, 'wechatpay-timestamp');
      const nonce = header(raw, 'wechatpay-nonce');
      const signature = header(raw, 'wechatpay-signature');
      const serial = header(raw, 'wechatpay-serial');
      if (!timestamp || !nonce || !signature) return { ok: false, reason: 'missing_signature' };
      if (config.platformSerial && serial !== config.platformSerial)
        return { ok: false, reason: 'unknown_serial' };
      let valid: boolean;
      try {
        valid = createVerify('RSA-SHA256')
          .update(wechatMessage(timestamp, nonce, raw.body))
          .verify(config.platformPublicKey, signature, 'base64');
      } catch {
        // A malformed signature or key is a failed verification, not a server error.
        valid = false;
      }
      if (!valid) return { ok: false, reason: 'bad_signature' };
      let transaction: WechatTransaction;
      try {
        const envelope = JSON.parse(raw.body) as {
          resource?: { algorithm?: string; ciphertext: string; nonce: string; associated_data?: string };
        };
        if (envelope.resource?.algorithm !== 'AEAD_AES_256_GCM')
          return { ok: false, reason: 'bad_algorithm' };
        transaction = JSON.parse(
          decryptWechatResource(config.apiV3Key, envelope.resource),
        ) as WechatTransaction;
      } catch {
        return { ok: false, reason: 'bad_resource' };
      }
      if (transaction.mchid && transaction.mchid !== config.mchId)
        return { ok: false, reason: 'wrong_merchant' };
      const total = transaction.amount?.total;
      if (!transaction.out_trade_no || !transaction.transaction_id || !Number.isSafeInteger(total)) {
        return { ok: false, reason: 'bad_body', paymentNo: transaction.out_trade_no };
      }
      const state = transaction.trade_state;
      return {
        ok: true,
        paymentNo: transaction.out_trade_no,
        gatewayTxnId: transaction.transaction_id,
        amountFen: total!,
        state:
          state === 'SUCCESS'
            ? 'success'
            : state === 'CLOSED' || state === 'PAYERROR' || state === 'REVOKED'
              ? 'failed'
              : 'other',
      };
    },
    // v3: any 2xx is success; otherwise an error body and WeChat retries. The body also carries our envelope.
    reply: (accepted, message) =>
      accepted
        ? {
            status: 200,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify({
              success: true,
              resultCode: '000000',
              desc: '成功',
              data: null,
              code: 'SUCCESS',
              message: '成功',
            }),
          }
        : {
            status: 400,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify({
              ...fail('000400', message ?? '通知未通过校验'),
              code: 'FAIL',
              message: message ?? '失败',
            }),
          },
  };
}
