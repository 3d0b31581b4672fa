import { useCallback, useEffect, useState } from 'react';
import type { CartRecord, ProductRecord } from '@xingtu/contracts/commerce';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { fetchCart, fetchProduct } from '../../../api/commerce.ts';

/** One line of the order being confirmed. */
export interface CheckoutLine {
  title: string;
  quantity: number;
  priceFen: number;
  goods: boolean;
}

/** What is being bought: the cart's selection, or one product bought directly. */
export type CheckoutSource = { fromCart: true } | { fromCart: false; productId: number; quantity: number };

/** Reads the address (`?fromCart=1` or `?productId=…&quantity=…`); quantity kept within 1–99. */
export function checkoutSource(params: URLSearchParams): CheckoutSource {
  if (params.get('fromCart') === '1') return { fromCart: true };
  const quantity = Math.min(99, Math.max(1, Math.floor(Number(params.get('quantity'))) || 1));
  return { fromCart: false, productId: Number(params.get('productId')), quantity };
}

const fromProduct = (product: ProductRecord, quantity: number): CheckoutLine[] => [
  { title: product.title, quantity, priceFen: product.priceFen, goods: product.type === PRODUCT_TYPE.GOODS },
];

const fromCartItems = (cart: CartRecord): CheckoutLine[] =>
  cart.items
    .filter((item) => item.selected)
    .map((item) => ({
      title: item.title,
      quantity: item.quantity,
      priceFen: item.priceFen,
      goods: item.type === PRODUCT_TYPE.GOODS,
    }));

/** Loads the lines; `lines` is null while loading and [] when there is nothing to buy. */
export function useCheckoutLines(source: CheckoutSource) {
  const [lines, setLines] = useState<CheckoutLine[] | null>(null);
  const [failed, setFailed] = useState(false);
  const productId = source.fromCart ? null : source.productId;
  const quantity = source.fromCart ? null : source.quantity;
  const load = useCallback(() => {
    setFailed(false);
    if (productId === null) {
      fetchCart().then(
        (cart) => setLines(fromCartItems(cart)),
        () => setFailed(true),
      );
      return;
    }
    if (!(Number.isSafeInteger(productId) && productId > 0)) {
      setLines([]);
      return;
    }
    fetchProduct(productId).then(
      (product) => setLines(fromProduct(product, quantity!)),
      () => setFailed(true),
    );
  }, [productId, quantity]);
  useEffect(load, [load]);
  return { lines, failed, reload: load };
}
