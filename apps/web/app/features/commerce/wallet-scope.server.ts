import {
  LEDGER_CAUSE_LABELS,
  PAYMENT_CHANNEL_LABELS,
  TOPUP_MAX_FEN,
  TOPUP_MIN_FEN,
} from '@xingtu/contracts/commerce';
import { formatFen } from '@xingtu/contracts/constants';
import { PRODUCT_TYPE, PRODUCT_TYPE_LABELS } from '@xingtu/contracts/enums';

// The copy of /user/wallet/scope. Every claim mirrors what the server does, so change them together:
// - payments/start-payment.ts payWithWallet: any purchase order can be paid from the balance, in full only
//   (one guarded debit of the whole total); top-up orders cannot.
// - fulfilment/registry.ts: a top-up credits the wallet once paid and cannot be refunded.
// - payments/refund-service.ts: a wallet-paid order always refunds to the wallet; a gateway-paid one to
//   the wallet or the original channel; a capture for a closed or already-paid order is returned.
// - wallet: no withdrawal or transfer exists.

export interface WalletScopeSection {
  id: string;
  title: string;
  /** Shown as tags under the title (the product types the balance pays for). */
  tags: string[];
  points: string[];
}

export interface WalletScopeCopy {
  title: string;
  intro: string;
  sections: WalletScopeSection[];
}

const productTypes = Object.values(PRODUCT_TYPE).map((code) => PRODUCT_TYPE_LABELS[code]);
const gateways = `${PAYMENT_CHANNEL_LABELS.alipay}、${PAYMENT_CHANNEL_LABELS.wechat}`;

export function walletScopeCopy(): WalletScopeCopy {
  return {
    title: '余额使用范围',
    intro:
      '钱包余额是您预存在星图账号里的消费金额，1 元余额抵 1 元，只能由您本人登录后使用。下面说明余额能付哪些订单、怎样充值、退款怎样回到余额，以及余额不能做什么。',
    sections: [
      {
        id: 'pay',
        title: '可以用余额支付的订单',
        tags: productTypes,
        points: [
          '上面这些站内商品下单后，都可以在“订单支付”页选择“钱包余额”付款。扣款即时完成，订单随即变为已支付：课程、报告、电子书等虚拟商品马上发放到账号，实物商品等待发货。',
          `余额需要足够支付整笔订单。余额不够时，不能与${gateways}组合付款，请先充值，或整笔改用其他支付方式。`,
          `每一次扣款都会记在“余额明细”里，显示为“${LEDGER_CAUSE_LABELS.payment}”并注明订单号。`,
        ],
      },
      {
        id: 'topup',
        title: '充值',
        tags: [],
        points: [
          `在“我的钱包”填写金额即可充值，单次 ${formatFen(TOPUP_MIN_FEN)} 至 ${formatFen(TOPUP_MAX_FEN)}。`,
          `充值通过${gateways}等在线支付完成；充值订单本身不能用余额支付。`,
          '请在支付页显示的时限内完成付款，超时的充值订单会自动取消。支付平台确认到账后，余额会自动增加，一般只需几秒。',
          '充值成功后不支持退款，充入的金额会一直留在余额中，可继续用于购买。',
        ],
      },
      {
        id: 'refund',
        title: '退款与自动退回',
        tags: [],
        points: [
          '用余额支付的订单如果退款，退款金额退回钱包余额，即时到账。',
          `用${gateways}支付的订单退款时，由客服按情况退回钱包余额或原路退回；原路退回的到账时间以支付平台为准。`,
          `如果付款到达时订单已经超时取消，或者同一笔订单付了两次，多收的款项会自动退回钱包余额，明细中显示为“${LEDGER_CAUSE_LABELS.returned}”。`,
        ],
      },
      {
        id: 'cash',
        title: '提现与转让',
        tags: [],
        points: [
          '钱包余额不能提现为现金，也不能转给其他账号。',
          '如星图另行公布余额提现或退还的办法，以届时公布的规则为准；遇到特殊情况，请联系客服协商处理。',
        ],
      },
    ],
  };
}
