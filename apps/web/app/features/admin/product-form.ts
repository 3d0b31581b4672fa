import { fenToYuanText, type AdminProductDetail } from '@xingtu/contracts/console-catalog';
import { PRODUCT_TYPE, type ProductType } from '@xingtu/contracts/enums';
import { isoToBeijingInput } from './content-form.ts';

// The product form's values: what the inputs hold (text, read by productFormSchema in contracts into
// the body the server takes), from a saved product or blank for a new one.

export interface ProductFormValues {
  type: ProductType;
  title: string;
  summary: string;
  description: string;
  cover: string;
  /** Yuan as typed ("68" or "68.00"). */
  price_fen: string;
  list_price_fen: string;
  /** Blank: unlimited. */
  stock: string;
  /** Blank: no limit. */
  purchase_limit: string;
  /** datetime-local values in Beijing time; blank: no bound. */
  sale_start: string;
  sale_end: string;
  /** Blank: for good. */
  validity_days: string;
  status: 'on' | 'off';
  sort: string;
  target_kind: string;
  target_id: string;
}

export const emptyProductForm = (): ProductFormValues => ({
  type: PRODUCT_TYPE.GOODS,
  title: '',
  summary: '',
  description: '',
  cover: '',
  price_fen: '',
  list_price_fen: '',
  stock: '',
  purchase_limit: '',
  sale_start: '',
  sale_end: '',
  validity_days: '',
  status: 'off',
  sort: '0',
  target_kind: '',
  target_id: '',
});

const text = (value: number | null) => (value === null ? '' : String(value));

export function productFormOf(product: AdminProductDetail): ProductFormValues {
  return {
    type: product.type,
    title: product.title,
    summary: product.summary,
    description: product.description,
    cover: product.cover ?? '',
    price_fen: fenToYuanText(product.priceFen),
    list_price_fen: fenToYuanText(product.listPriceFen),
    stock: text(product.stock),
    purchase_limit: text(product.purchaseLimit),
    sale_start: isoToBeijingInput(product.saleStart),
    sale_end: isoToBeijingInput(product.saleEnd),
    validity_days: text(product.validityDays),
    status: product.status,
    sort: String(product.sort),
    target_kind: product.targetKind ?? '',
    target_id: product.targetId ?? '',
  };
}
