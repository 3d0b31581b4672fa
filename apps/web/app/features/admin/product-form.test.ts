import { describe, expect, it } from 'vitest';
import type { AdminProductDetail } from '@xingtu/contracts/console-catalog';
import { productFormSchema } from '@xingtu/contracts/console-catalog-schemas';
import { emptyProductForm, productFormOf } from './product-form.ts';

// The form reads text into the server's body with the shared schema: yuan to fen without floats,
// blanks to "no limit", Beijing wall-clock to instants, and the cross-field rules in place.

const saved: AdminProductDetail = {
  id: 1001,
  type: '80',
  typeLabel: '实物商品',
  title: '星盘手账本',
  summary: '十二宫手账',
  description: '<p>硬壳</p>',
  cover: '/uploads/product-covers/a.png',
  priceFen: 6810,
  listPriceFen: 8800,
  stock: 12,
  purchaseLimit: null,
  saleStart: '2026-12-01T01:30:00.000Z',
  saleEnd: null,
  validityDays: null,
  status: 'on',
  visibility: 2,
  sort: 5,
  targetKind: null,
  targetId: null,
  version: 3,
  delivered: true,
  onSale: true,
  updatedAt: '2026-11-27T00:00:00.000Z',
};

describe('product form', () => {
  it('shows a saved product as text and reads it back into the same body', () => {
    const form = productFormOf(saved);
    expect(form).toMatchObject({
      price_fen: '68.10',
      stock: '12',
      purchase_limit: '',
      sale_start: '2026-12-01T09:30',
    });
    const body = productFormSchema.parse(form);
    expect(body).toMatchObject({
      price_fen: 6810,
      list_price_fen: 8800,
      stock: 12,
      purchase_limit: null,
      sale_start: '2026-12-01T01:30:00.000Z',
      sale_end: null,
      cover: '/uploads/product-covers/a.png',
      sort: 5,
    });
  });

  it('refuses bad text with the field named, and a list price below the price', () => {
    const result = productFormSchema.safeParse({
      ...emptyProductForm(),
      title: '手账',
      price_fen: '12.345',
      list_price_fen: '10',
      stock: '-1',
      sale_start: '2026-12-02T00:00',
      sale_end: '2026-12-01T00:00',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['price_fen', 'stock']));
    const fine = productFormSchema.safeParse({
      ...emptyProductForm(),
      title: '手账',
      price_fen: '20',
      list_price_fen: '10',
      sale_start: '2026-12-02T00:00',
      sale_end: '2026-12-01T00:00',
    });
    const messages = fine.success
      ? []
      : fine.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    expect(messages).toEqual(['list_price_fen 划线价不能低于售价', 'sale_end 停售时间应晚于开售时间']);
  });
});
