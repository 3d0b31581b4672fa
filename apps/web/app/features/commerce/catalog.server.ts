import type { AppLoadContext } from 'react-router';
import type { ProductRecord, ProductTypeRecord } from '@xingtu/contracts/commerce';
import { commerceApi } from '@xingtu/contracts/commerce-api';
import type { PageData } from '@xingtu/contracts/envelope';
import { PRODUCT_TYPE, type ProductType } from '@xingtu/contracts/enums';
import { serverApi } from '../../api/server-api.server.ts';

// The catalogue as server-rendered pages read it (shop, search, home): in-process API calls.

export interface ProductQuery {
  type?: ProductType | undefined;
  keyword?: string | undefined;
  current?: number | undefined;
  size: number;
}

const TYPES = new Set<string>(Object.values(PRODUCT_TYPE));
export const asProductType = (value: string | null): ProductType | undefined =>
  value !== null && TYPES.has(value) ? (value as ProductType) : undefined;

/** A page number from the address: a positive integer, else the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The category tabs (types on show); none when they could not be read (the list still shows). */
export async function loadProductTypes(
  context: AppLoadContext,
  request: Request,
): Promise<ProductTypeRecord[]> {
  const envelope = await serverApi<{ records: ProductTypeRecord[] }>(
    context,
    request,
    commerceApi.listProductTypes.path,
  );
  return envelope?.success && envelope.data ? envelope.data.records : [];
}

/** One page of products, or null when the catalogue could not be read (the page says so). */
export async function loadProducts(
  context: AppLoadContext,
  request: Request,
  query: ProductQuery,
): Promise<PageData<ProductRecord> | null> {
  const params = new URLSearchParams({ current: String(query.current ?? 1), size: String(query.size) });
  if (query.type) params.set('type', query.type);
  if (query.keyword) params.set('keyword', query.keyword);
  const envelope = await serverApi<PageData<ProductRecord>>(
    context,
    request,
    `${commerceApi.listProducts.path}?${params}`,
  );
  return envelope?.success && envelope.data ? envelope.data : null;
}
