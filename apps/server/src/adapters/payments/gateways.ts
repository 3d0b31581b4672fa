import type { PaymentChannel } from '@xingtu/contracts/commerce';
import type { AppConfig } from '../../config.ts';
import { createAlipayProvider } from './alipay-provider.ts';
import { paymentsConfig } from './payments-config.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createWechatProvider } from './wechat-provider.ts';

/** The gateways open on this instance, by channel; the wallet is not a gateway (commerce pays it itself). */
export type PaymentGateways = Partial<Record<Exclude<PaymentChannel, 'wallet'>, PaymentProvider>>;

/** One driver per configured gateway (created once in deps.ts; tests hand in their own fetch). */
export function createPaymentGateways(
  config: Pick<AppConfig, 'publicUrl' | 'isProduction' | 'secrets'>,
  fetchImpl: typeof fetch,
  env: NodeJS.ProcessEnv = process.env,
): PaymentGateways {
  const gateways = paymentsConfig(env, config);
  return {
    ...(gateways.sandbox ? { sandbox: createSandboxProvider(config.secrets.paymentSandbox) } : {}),
    ...(gateways.alipay ? { alipay: createAlipayProvider(gateways.alipay, fetchImpl) } : {}),
    ...(gateways.wechat ? { wechat: createWechatProvider(gateways.wechat, fetchImpl) } : {}),
  };
}
