import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { createFulfilmentRegistry } from './registry.ts';

describe('the fulfilment registry', () => {
  const deliver = async () => undefined;

  it('puts goods on sale always and another type once an area delivers it', () => {
    const registry = createFulfilmentRegistry();
    expect(registry.sellableTypes()).toEqual([PRODUCT_TYPE.GOODS]);
    expect(registry.sells(PRODUCT_TYPE.COURSE)).toBe(false);
    registry.onPaid(PRODUCT_TYPE.COURSE, deliver);
    expect(registry.sells(PRODUCT_TYPE.COURSE)).toBe(true);
    expect(registry.sellableTypes()).toEqual([PRODUCT_TYPE.GOODS, PRODUCT_TYPE.COURSE]);
    expect(registry.sells('topup')).toBe(false);
  });

  it('refuses a second deliverer, a deliverer for goods, onRefunded alone, and anything after sealing', () => {
    const registry = createFulfilmentRegistry();
    registry.onPaid(PRODUCT_TYPE.REPORT, deliver);
    expect(() => registry.onPaid(PRODUCT_TYPE.REPORT, deliver)).toThrow(/twice/);
    expect(() => registry.onPaid(PRODUCT_TYPE.GOODS, deliver)).toThrow(/shipping/);
    registry.onRefunded(PRODUCT_TYPE.EBOOK, deliver);
    expect(() => registry.seal()).toThrow(/without onPaid/);
    registry.onPaid(PRODUCT_TYPE.EBOOK, deliver);
    registry.seal();
    expect(() => registry.onPaid(PRODUCT_TYPE.COURSE, deliver)).toThrow(/after start-up/);
  });
  it('keeps one purchase guard per type, only beside a deliverer, registered before sealing', () => {
    const registry = createFulfilmentRegistry();
    const guard = async () => undefined;
    expect(registry.purchaseGuard(PRODUCT_TYPE.BTCA)).toBeUndefined();
    registry.beforePurchase(PRODUCT_TYPE.BTCA, guard);
    expect(registry.purchaseGuard(PRODUCT_TYPE.BTCA)).toBe(guard);
    expect(() => registry.beforePurchase(PRODUCT_TYPE.BTCA, guard)).toThrow(/twice/);
    expect(() => registry.seal()).toThrow(/without onPaid/);
    registry.onPaid(PRODUCT_TYPE.BTCA, deliver);
    registry.seal();
    expect(() => registry.beforePurchase(PRODUCT_TYPE.REPORT, guard)).toThrow(/after start-up/);
  });
});
