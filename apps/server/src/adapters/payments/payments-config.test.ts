import { describe, expect, it } from 'vitest';
import { paymentsConfig } from './payments-config.ts';

describe('payments configuration', () => {
  const base = { publicUrl: 'https://www.xingtu.example' };

  it('keeps the sandbox gateway out of production unless asked for', () => {
    expect(paymentsConfig({}, { ...base, isProduction: false }).sandbox).toBe(true);
    expect(paymentsConfig({}, { ...base, isProduction: true }).sandbox).toBe(false);
    expect(paymentsConfig({ PAYMENT_SANDBOX: 'on' }, { ...base, isProduction: true }).sandbox).toBe(true);
    expect(paymentsConfig({ PAYMENT_SANDBOX: 'off' }, { ...base, isProduction: false }).sandbox).toBe(false);
  });

  it('enables a gateway only with all of its keys, and restores PEM line breaks', () => {
    expect(
      paymentsConfig({ ALIPAY_APP_ID: '1', ALIPAY_PRIVATE_KEY: 'k' }, { ...base, isProduction: true }).alipay,
    ).toBeUndefined();
    const alipay = paymentsConfig(
      { ALIPAY_APP_ID: '1', ALIPAY_PRIVATE_KEY: 'a\\nb', ALIPAY_PUBLIC_KEY: 'c' },
      { ...base, isProduction: true },
    ).alipay!;
    expect(alipay.privateKey).toBe('a\nb');
    expect(alipay.notifyUrl).toBe('https://www.xingtu.example/api/payments/notify/alipay');
    expect(paymentsConfig({ WECHATPAY_MCH_ID: '1' }, { ...base, isProduction: true }).wechat).toBeUndefined();
  });
});
