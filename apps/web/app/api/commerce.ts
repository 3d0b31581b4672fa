import type { CamelCased } from '@xingtu/contracts/case';
import type { PurchasedRecord } from '@xingtu/contracts/purchase-rules';
import type {
  CartRecord,
  LedgerEntryRecord,
  OrderRecord,
  PaymentChannel,
  PaymentRecord,
  ProductDetailRecord,
  ProductRecord,
  WalletRecord,
} from '@xingtu/contracts/commerce';
import { commerceApi } from '@xingtu/contracts/commerce-api';
import type { BodyOf, QueryOf } from '@xingtu/contracts/endpoint';
import type { PageData } from '@xingtu/contracts/envelope';
import { client, records, page } from './lazy-client.ts';

// The shop, orders, payments and wallet: each call names its endpoint declared in
// contracts/commerce-api.ts (path, method and types from there). Payloads in camelCase; the client
// sends snake_case. Money is integer fen both ways. Order, payment and wallet reads bypass the cache.
// Everything but the catalogue belongs to the signed-in buyer: without a session those calls go to
// login and come back (forceAuth), since the shop pages themselves are open to visitors.

const own = { forceAuth: true } as const;
const fresh = { cache: false, forceAuth: true } as const;
const api = commerceApi;

export async function fetchProducts(
  query: CamelCased<QueryOf<typeof api.listProducts>>,
): Promise<PageData<ProductRecord>> {
  return page(await (await client()).call(api.listProducts, { query }));
}

export async function fetchProduct(id: number): Promise<ProductDetailRecord> {
  return records(await (await client()).call(api.getProduct, { params: { id } }));
}

export async function fetchCart(): Promise<CartRecord> {
  return records(await (await client()).call(api.viewCart, {}, fresh));
}

export async function addToCart(productId: number, quantity = 1): Promise<CartRecord> {
  return records(await (await client()).call(api.addToCart, { body: { productId, quantity } }, own));
}

export async function updateCartItem(
  itemId: number,
  change: { quantity?: number; selected?: boolean },
): Promise<CartRecord> {
  return records(
    await (await client()).call(api.updateCartItem, { params: { id: itemId }, body: change }, own),
  );
}

export async function selectCart(selected: boolean, itemIds?: number[]): Promise<CartRecord> {
  return records(await (await client()).call(api.selectCart, { body: { selected, itemIds } }, own));
}

export async function removeCartItem(itemId: number): Promise<CartRecord> {
  return records(await (await client()).call(api.removeCartItem, { params: { id: itemId } }, own));
}

export type CreateOrderPayload = CamelCased<BodyOf<typeof api.createOrder>>;

export async function createOrder(payload: CreateOrderPayload): Promise<OrderRecord> {
  return records(await (await client()).call(api.createOrder, { body: payload }, own));
}

export async function fetchOrders(
  query: CamelCased<QueryOf<typeof api.listOrders>>,
): Promise<PageData<OrderRecord>> {
  return page(await (await client()).call(api.listOrders, { query }, fresh));
}

// Orders and payments are named by their numbers (the ids stay on the server).
export async function fetchOrder(orderNo: string): Promise<OrderRecord> {
  return records(await (await client()).call(api.getOrder, { params: { orderNo } }, fresh));
}

export async function cancelOrder(orderNo: string): Promise<OrderRecord> {
  return records(await (await client()).call(api.cancelOrder, { params: { orderNo } }, own));
}

export async function receiveOrder(orderNo: string): Promise<OrderRecord> {
  return records(await (await client()).call(api.receiveOrder, { params: { orderNo } }, own));
}

export async function startPayment(orderNo: string, channel: PaymentChannel): Promise<PaymentRecord> {
  return records(await (await client()).call(api.startPayment, { body: { orderNo, channel } }, own));
}

/** The gateways open on this site (the wallet is always there); cached like other public data. */
export async function fetchPaymentChannels(): Promise<PaymentChannel[]> {
  return records(await (await client()).call(api.paymentChannels, {})).channels;
}

export async function fetchPayment(paymentNo: string): Promise<PaymentRecord> {
  return records(await (await client()).call(api.getPayment, { params: { paymentNo } }, fresh));
}

export async function fetchWallet(): Promise<WalletRecord> {
  return records(await (await client()).call(api.wallet, {}, fresh));
}

export async function fetchLedger(
  query: CamelCased<QueryOf<typeof api.walletLedger>>,
): Promise<PageData<LedgerEntryRecord>> {
  return page(await (await client()).call(api.walletLedger, { query }, fresh));
}

export async function createTopup(amountFen: number): Promise<OrderRecord> {
  return records(await (await client()).call(api.createTopup, { body: { amountFen } }, own));
}

/** 已购: what the member holds and where to use it (GET /api/purchased). */
export async function fetchPurchased(): Promise<PurchasedRecord[]> {
  return records(await (await client()).call(api.listPurchased, {}, fresh));
}
