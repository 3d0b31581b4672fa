import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from './enums.ts';
import { allowsQuantity, grantsLastingAccess } from './purchase-rules.ts';

describe('purchase rules', () => {
  it('keeps lasting access to one purchase and consumables repeatable', () => {
    for (const type of [PRODUCT_TYPE.EBOOK, PRODUCT_TYPE.COURSE, PRODUCT_TYPE.AUTHENTICATION])
      expect(grantsLastingAccess(type)).toBe(true);
    for (const type of [
      PRODUCT_TYPE.AI_CHAT_PACKAGE,
      PRODUCT_TYPE.ECARD,
      PRODUCT_TYPE.GOODS,
      PRODUCT_TYPE.REPORT,
      PRODUCT_TYPE.ASTROLOGY_CONSULTANT,
    ])
      expect(grantsLastingAccess(type)).toBe(false);
  });

  it('offers a quantity only where several make sense', () => {
    expect(allowsQuantity(PRODUCT_TYPE.GOODS)).toBe(true);
    expect(allowsQuantity(PRODUCT_TYPE.AI_CHAT_PACKAGE)).toBe(true);
    expect(allowsQuantity(PRODUCT_TYPE.EBOOK)).toBe(false);
    expect(allowsQuantity(PRODUCT_TYPE.REPORT)).toBe(false);
    for (const type of Object.values(PRODUCT_TYPE))
      if (grantsLastingAccess(type)) expect(allowsQuantity(type)).toBe(false);
  });
});
