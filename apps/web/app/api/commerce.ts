import type { PurchasedRecord } from '@xingtu/contracts/purchase-rules';
import type {
  Address,
  CartRecord,
  Contact,
  LedgerEntryRecord,
  OrderRecord,
  PaymentChannel,
  PaymentChannelsRecord,
  PaymentRecord,
  ProductDetailRecord,
  ProductRecord,
  WalletRecord,
} from '@xingtu/contracts/commerce';
import type { PageData, RecordsData } from '@xingtu/contracts/envelope';
import type { OrderStatus, ProductType } from '@xingtu/contracts/enums';
import type { ApiClient } from './client.ts';

// The shop, orders, payments and wallet (contracts/commerce.ts). Payloads in camelCase; the client
// sends snake_case. Money is integer fen both ways. Order, payment and wallet reads bypass the cache.
// Everything but the catalogue belongs to the signed-in buyer: without a session those calls go to
// login and come back (forceAuth), since the shop pages themselves are open to visitors.

const client = async (): Promise<ApiClient> => (await import('./http.ts')).api();

const records = <T>(answer: { data: RecordsData<T> | null }): T => {
  if (!answer.data) throw new Error('空的响应');
  return answer.data.records;
};
const page = <T>(answer: { data: PageData<T> | null }): PageData<T> => {
  if (!answer.data) throw new Error('空的响应');
  return answer.data;
};
const own = { forceAuth: true } as const;
const fresh = { cache: false, forceAuth: true } as const;

export async function fetchProducts(query: {
  type?: ProductType;
  keyword?: string;
  current?: number;
  size?: number;
}): Promise<PageData<ProductRecord>> {
  return page(
    await (await client()).get<PageData<ProductRecord>>('/api/catalog/products', { params: query }),
  );
}

export async function fetchProduct(id: number): Promise<ProductDetailRecord> {
  return records(await (await client()).get<RecordsData<ProductDetailRecord>>(`/api/catalog/products/${id}`));
}

export async function fetchCart(): Promise<CartRecord> {
  return records(await (await client()).get<RecordsData<CartRecord>>('/api/cart', fresh));
}

export async function addToCart(productId: number, quantity = 1): Promise<CartRecord> {
  return records(
    await (await client()).post<RecordsData<CartRecord>>('/api/cart', { productId, quantity }, own),
  );
}

export async function updateCartItem(
  itemId: number,
  change: { quantity?: number; selected?: boolean },
): Promise<CartRecord> {
  return records(await (await client()).put<RecordsData<CartRecord>>(`/api/cart/${itemId}`, change, own));
}

export async function selectCart(selected: boolean, itemIds?: number[]): Promise<CartRecord> {
  return records(
    await (await client()).put<RecordsData<CartRecord>>('/api/cart/select', { selected, itemIds }, own),
  );
}

export async function removeCartItem(itemId: number): Promise<CartRecord> {
  return records(await (await client()).del<RecordsData<CartRecord>>(`/api/cart/${itemId}`, own));
}

export interface CreateOrderPayload {
  fromCart?: true;
  productId?: number;
  quantity?: number;
  address?: Address;
  contact?: Contact;
  remark?: string;
}

export async function createOrder(payload: CreateOrderPayload): Promise<OrderRecord> {
  return records(await (await client()).post<RecordsData<OrderRecord>>('/api/orders', payload, own));
}

export async function fetchOrders(query: {
  status?: OrderStatus;
  current?: number;
  size?: number;
}): Promise<PageData<OrderRecord>> {
  return page(await (await client()).get<PageData<OrderRecord>>('/api/orders', { params: query, ...fresh }));
}

export async function fetchOrder(id: number): Promise<OrderRecord> {
  return records(await (await client()).get<RecordsData<OrderRecord>>(`/api/orders/${id}`, fresh));
}

export async function cancelOrder(id: number): Promise<OrderRecord> {
  return records(await (await client()).post<RecordsData<OrderRecord>>(`/api/orders/${id}/cancel`, {}, own));
}

export async function receiveOrder(id: number): Promise<OrderRecord> {
  return records(await (await client()).post<RecordsData<OrderRecord>>(`/api/orders/${id}/receive`, {}, own));
}

export async function startPayment(orderId: number, channel: PaymentChannel): Promise<PaymentRecord> {
  return records(
    await (await client()).post<RecordsData<PaymentRecord>>('/api/payments', { orderId, channel }, own),
  );
}

/** The gateways open on this site (the wallet is always there); cached like other public data. */
export async function fetchPaymentChannels(): Promise<PaymentChannel[]> {
  return records(await (await client()).get<RecordsData<PaymentChannelsRecord>>('/api/payments/channels'))
    .channels;
}

export async function fetchPayment(id: number): Promise<PaymentRecord> {
  return records(await (await client()).get<RecordsData<PaymentRecord>>(`/api/payments/${id}`, fresh));
}

export async function fetchWallet(): Promise<WalletRecord> {
  return records(await (await client()).get<RecordsData<WalletRecord>>('/api/wallet', fresh));
}

export async function fetchLedger(query: {
  current?: number;
  size?: number;
}): Promise<PageData<LedgerEntryRecord>> {
  return page(
    await (
      await client()
    ).get<PageData<LedgerEntryRecord>>('/api/wallet/ledger', { params: query, ...fresh }),
  );
}

export async function createTopup(amountFen: number): Promise<OrderRecord> {
  return records(
    await (await client()).post<RecordsData<OrderRecord>>('/api/wallet/topup', { amountFen }, own),
  );
}

/** 已购: what the member holds and where to use it (GET /api/purchased). */
export async function fetchPurchased(): Promise<PurchasedRecord[]> {
  return records(await (await client()).get<RecordsData<PurchasedRecord[]>>('/api/purchased', fresh));
}
