import type { PaymentChannel } from '@xingtu/contracts/commerce';

// One interface for every way money arrives. The wallet captures inside our own transaction;
// gateways answer later with a signed notification that verifyNotification turns into a capture.

export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type VerifiedNotification =
  | {
      ok: true;
      paymentNo: string;
      gatewayTxnId: string;
      amountFen: number;
      state: 'success' | 'failed' | 'other';
    }
  | { ok: false; reason: string; paymentNo?: string | undefined };

export interface NotificationReply {
  status: number;
  contentType: string;
  body: string;
}

export interface StartInput {
  paymentNo: string;
  amountFen: number;
  subject: string;
}

export interface RefundInput {
  paymentNo: string;
  gatewayTxnId: string | null;
  refundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string | null;
}

export interface PaymentProvider {
  readonly channel: PaymentChannel;
  /** Where to send the payer: a page URL (sandbox, Alipay) or a code URL to show as a QR code (WeChat). */
  start(input: StartInput): Promise<{ payUrl?: string; codeUrl?: string }>;
  verifyNotification(raw: RawNotification): VerifiedNotification;
  /** Asks the gateway to send money back to the payer; throws when the gateway refuses (the job retries). */
  refund?(input: RefundInput): Promise<{ status: 'succeeded' | 'processing' }>;
  /** The gateway's expected answer: it keeps repeating a notification until it sees success. */
  reply(accepted: boolean, message?: string): NotificationReply;
}

export const header = (raw: RawNotification, name: string): string | undefined => {
  const value = raw.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** "12.34" yuan → 1234 fen by string arithmetic; floats never touch money. */
export function yuanToFen(yuan: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
