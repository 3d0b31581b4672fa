import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE, PRODUCT_TYPE_LABELS } from './enums.ts';

describe('product type names', () => {
  it('name every type in words a customer reads: Chinese, no internal codes or abbreviations', () => {
    const labels = Object.values(PRODUCT_TYPE).map((code) => PRODUCT_TYPE_LABELS[code]);
    for (const label of labels) {
      expect(label).toMatch(/^(AI)?[\u4e00-\u9fff]+$/);
      expect(label).not.toMatch(/BTCA|NSP/);
    }
    expect(new Set(labels).size).toBe(labels.length);
  });
});
