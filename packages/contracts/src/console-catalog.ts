import type { z } from 'zod';
import type * as S from './console-catalog-schemas.ts';

// The console's catalogue (issue 21 §2): products of every type, edited by operators. Record types
// and rules for pages (no zod at run time); schemas in console-catalog-schemas.ts, endpoints in
// console-api.ts.

export const PRODUCT_STATUSES = ['on', 'off'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { on: '上架', off: '下架' };

/** What the list may be sorted by (server-side). */
export const PRODUCT_SORT_FIELDS = ['sort', 'price', 'stock', 'updated', 'id'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export const PRODUCT_LIMITS = {
  titleMax: 60,
  summaryMax: 200,
  descriptionMax: 50_000,
  /** ¥100,000. */
  maxPriceFen: 10_000_000,
  maxStock: 1_000_000,
  maxValidityDays: 3650,
} as const;

/** A cover image is at most 2 MB (PNG, JPG, WEBP or GIF, checked by its bytes). */
export const PRODUCT_COVER_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Who changes what. Admins change everything; editors change a product's words and pictures (title,
 * summary, description, cover, sort order) but not its price, stock, sale window, validity, target or
 * whether it is on sale, and do not create products.
 */
export const PRODUCT_EDITOR_FIELDS = ['title', 'summary', 'description', 'cover', 'sort'] as const;

/** "12.5" yuan as typed → 1250 fen, by string arithmetic (money never passes through floats); null when not money. */
export function yuanTextToFen(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 fen → "12.50", the form's text for a price. */
export const fenToYuanText = (fen: number): string =>
  `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

export type AdminProductQuery = z.input<typeof S.adminProductQuerySchema>;
export type AdminProductRow = z.output<typeof S.adminProductRowSchema>;
export type AdminProductDetail = z.output<typeof S.adminProductDetailSchema>;
export type ProductBody = z.output<typeof S.productBodySchema>;
export type ProductFormInput = z.input<typeof S.productFormSchema>;
export type ProductCoverRecord = z.output<typeof S.productCoverRecordSchema>;
