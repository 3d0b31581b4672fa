import type { AppConfig } from '../../config.ts';
import type { AlipayConfig } from './alipay-provider.ts';
import type { WechatPayConfig } from './wechat-provider.ts';

// Gateway credentials, read here rather than in config.ts so this area owns its keys. A driver is
// enabled only when all of its keys are present. PEM keys may be given with literal \n.

const pem = (value: string | undefined) => value?.replace(/\\n/g, '\n');

export interface PaymentsConfig {
  /** The embedded gateway takes no real money, so production enables it only when asked (PAYMENT_SANDBOX=on). */
  sandbox: boolean;
  alipay: AlipayConfig | undefined;
  wechat: WechatPayConfig | undefined;
}

export function paymentsConfig(
  env: NodeJS.ProcessEnv,
  config: Pick<AppConfig, 'publicUrl' | 'isProduction'>,
): PaymentsConfig {
  const sandbox = env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === 'on' : !config.isProduction;
  const alipay =
    env.ALIPAY_APP_ID && env.ALIPAY_PRIVATE_KEY && env.ALIPAY_PUBLIC_KEY
      ? {
          appId: env.ALIPAY_APP_ID,
          privateKey: pem(env.ALIPAY_PRIVATE_KEY)!,
          alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY)!,
          gateway: env.ALIPAY_GATEWAY ?? 'https://openapi.alipay.com/gateway.do',
          notifyUrl: `${config.publicUrl}/api/payments/notify/alipay`,
          returnUrl: `${config.publicUrl}/pay/success`,
        }
      : undefined;
  const wechat =
    env.WECHATPAY_MCH_ID &&
    env.WECHATPAY_APP_ID &&
    env.WECHATPAY_SERIAL_NO &&
    env.WECHATPAY_PRIVATE_KEY &&
    env.WECHATPAY_API_V3_KEY &&
    env.WECHATPAY_PLATFORM_PUBLIC_KEY
      ? {
          mchId: env.WECHATPAY_MCH_ID,
          appId: env.WECHATPAY_APP_ID,
          serialNo: env.WECHATPAY_SERIAL_NO,
          privateKey: pem(env.WECHATPAY_PRIVATE_KEY)!,
          apiV3Key: env.WECHATPAY_API_V3_KEY,
          platformPublicKey: pem(env.WECHATPAY_PLATFORM_PUBLIC_KEY)!,
          platformSerial: env.WECHATPAY_PLATFORM_SERIAL,
          notifyUrl: `${config.publicUrl}/api/payments/notify/wechat`,
          apiBase: env.WECHATPAY_API_BASE ?? 'https://api.mch.weixin.qq.com',
        }
      : undefined;
  return { sandbox, alipay, wechat };
}
