import { toCamelCase, type CamelCased } from '@xingtu/contracts/case';
import type {
  AdminProductDetail,
  AdminProductRow,
  ProductBody,
  ProductCoverRecord,
  ProductSortField,
  ProductStatus,
} from '@xingtu/contracts/console-catalog';
import { consoleApi } from '@xingtu/contracts/console-api';
import type { DataOf } from '@xingtu/contracts/endpoint';
import type { ProductType } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import { client, page, records } from './lazy-client.ts';

// The console's catalogue (server: modules/console over commerce's door; endpoints in
// contracts/console-api.ts). Never cached; refusals are shown beside the form (silent). After a save
// the whole response cache of this tab is dropped, so the shop pages it opens next read the change.

const api = consoleApi;
const fresh = { cache: false } as const;
const quiet = { cache: false, silent: true } as const;

export interface ProductFilter {
  type?: ProductType | undefined;
  status?: ProductStatus | undefined;
  keyword?: string | undefined;
}

export async function fetchAdminProducts(
  filter: ProductFilter,
  current: number,
  sort: { by: ProductSortField; desc: boolean } | null,
): Promise<PageData<AdminProductRow>> {
  const query = {
    current,
    size: 20,
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(sort ? { sortBy: sort.by, order: sort.desc ? ('desc' as const) : ('asc' as const) } : {}),
  };
  return page(await (await client()).call(api.products, { query }, fresh));
}

export async function fetchAdminProduct(id: number): Promise<AdminProductDetail> {
  return records(await (await client()).call(api.product, { params: { id } }, fresh));
}

const bodyOf = <T>(body: T) => toCamelCase<CamelCased<T>>(body);

async function saved(product: Promise<AdminProductDetail>): Promise<AdminProductDetail> {
  const answer = await product;
  await (await client()).clearCache();
  return answer;
}

export async function createAdminProduct(body: ProductBody): Promise<AdminProductDetail> {
  return saved(
    (async () => records(await (await client()).call(api.createProduct, { body: bodyOf(body) }, quiet)))(),
  );
}

export async function updateAdminProduct(
  id: number,
  body: ProductBody & { version: number },
): Promise<AdminProductDetail> {
  return saved(
    (async () =>
      records(
        await (await client()).call(api.updateProduct, { params: { id }, body: bodyOf(body) }, quiet),
      ))(),
  );
}

export async function uploadProductCover(file: File): Promise<string> {
  // Multipart (a file), so not through call(): the declaration gives the path and the answer's type.
  const answer = await (
    await client()
  ).post<DataOf<typeof api.uploadProductCover>>(
    api.uploadProductCover.path,
    { file },
    { ...quiet, multipart: true },
  );
  return (records(answer) as ProductCoverRecord).cover;
}
