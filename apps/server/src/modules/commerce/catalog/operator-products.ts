import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  PRODUCT_EDITOR_FIELDS,
  type AdminProductDetail,
  type AdminProductRow,
  type ProductBody,
  type ProductSortField,
  type ProductStatus,
} from '@xingtu/contracts/console-catalog';
import { PRODUCT_TYPE_LABELS, VISIBILITY, type ProductType } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { Db, Tx } from '../../../db/client.ts';
import { products } from '../../../db/schema/catalog.ts';
import { AppError, notFound } from '../../../errors.ts';
import type { FulfilmentRegistry } from '../fulfilment/registry.ts';
import { isOnSale, isVisible, sanitizeDescription, type ProductRow } from './service.ts';

// The catalogue as operators keep it (issue 21 §2): every product of every type and status, created
// and edited from the console. Edits carry the version they started from (optimistic locking), and a
// product goes on sale only when an area delivers its type — a buyer never pays for what nothing hands over.

export interface OperatorProductQuery {
  current: number;
  size: number;
  type?: ProductType | undefined;
  status?: ProductStatus | undefined;
  keyword?: string | undefined;
  sort_by: ProductSortField;
  order: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  sort: products.sort,
  price: products.priceFen,
  stock: products.stock,
  updated: products.updatedAt,
  id: products.id,
} as const;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export function toAdminProductRow(row: ProductRow, registry: FulfilmentRegistry, now: Date): AdminProductRow {
  return {
    id: row.id,
    type: row.type as ProductType,
    typeLabel: PRODUCT_TYPE_LABELS[row.type as ProductType] ?? row.type,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    priceFen: row.priceFen,
    listPriceFen: row.listPriceFen,
    stock: row.stock,
    purchaseLimit: row.purchaseLimit,
    saleStart: row.saleStart?.toISOString() ?? null,
    saleEnd: row.saleEnd?.toISOString() ?? null,
    validityDays: row.validityDays,
    status: row.status === 'on' ? 'on' : 'off',
    visibility: row.visibility,
    sort: row.sort,
    targetKind: row.targetKind,
    targetId: row.targetId,
    version: row.version,
    delivered: registry.sells(row.type),
    onSale: isVisible(row) && isOnSale(row, now) && registry.sells(row.type),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toDetail = (row: ProductRow, registry: FulfilmentRegistry, now: Date): AdminProductDetail => ({
  ...toAdminProductRow(row, registry, now),
  description: row.description,
});

export async function listOperatorProducts(
  db: Db,
  registry: FulfilmentRegistry,
  query: OperatorProductQuery,
  now: Date,
): Promise<PageData<AdminProductRow>> {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(products.type, query.type));
  if (query.status) conditions.push(eq(products.status, query.status));
  const keyword = query.keyword?.split(String.fromCharCode(0)).join('').trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    const byId = /^\d{1,9}$/.test(keyword) ? [eq(products.id, Number(keyword))] : [];
    conditions.push(or(ilike(products.title, pattern), ilike(products.slug, pattern), ...byId)!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = SORT_COLUMNS[query.sort_by];
  const direction = query.order === 'asc' ? asc : desc;
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(direction(column), desc(products.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return {
    records: rows.map((row) => toAdminProductRow(row, registry, now)),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}

export async function operatorProduct(
  db: Db | Tx,
  registry: FulfilmentRegistry,
  id: number,
  now: Date,
): Promise<AdminProductDetail> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound('商品不存在');
  return toDetail(row, registry, now);
}

function assertDeliverable(registry: FulfilmentRegistry, body: Pick<ProductBody, 'type' | 'status'>) {
  if (body.status === 'on' && !registry.sells(body.type))
    throw new AppError('PRODUCT_NOT_DELIVERED', {
      message: `「${PRODUCT_TYPE_LABELS[body.type]}」类商品目前还没有业务模块负责交付，买家买了也无法使用，暂不能上架；可以先保存为下架`,
    });
}

const columnsOf = (body: ProductBody) => ({
  type: body.type,
  title: body.title,
  summary: body.summary,
  description: sanitizeDescription(body.description),
  cover: body.cover,
  priceFen: body.price_fen,
  listPriceFen: body.list_price_fen,
  stock: body.stock,
  purchaseLimit: body.purchase_limit,
  saleStart: body.sale_start ? new Date(body.sale_start) : null,
  saleEnd: body.sale_end ? new Date(body.sale_end) : null,
  validityDays: body.validity_days,
  status: body.status,
  sort: body.sort,
  targetKind: body.target_kind,
  targetId: body.target_id,
});

/** A new product in the shop (public), in the caller's transaction (so its audit row commits with it). */
export async function createOperatorProduct(
  tx: Tx,
  registry: FulfilmentRegistry,
  body: ProductBody,
  now: Date,
): Promise<AdminProductDetail> {
  assertDeliverable(registry, body);
  const [row] = await tx
    .insert(products)
    .values({
      ...columnsOf(body),
      slug: `console-${randomUUID()}`,
      visibility: VISIBILITY.PUBLIC,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toDetail(row!, registry, now);
}

/** What only an admin may change (an editor changes PRODUCT_EDITOR_FIELDS). */
function commercialChanges(before: AdminProductDetail, body: ProductBody): string[] {
  const editable = new Set<string>(PRODUCT_EDITOR_FIELDS);
  const after = columnsOf(body);
  const was: Record<keyof typeof after, unknown> = {
    type: before.type,
    title: before.title,
    summary: before.summary,
    description: before.description,
    cover: before.cover,
    priceFen: before.priceFen,
    listPriceFen: before.listPriceFen,
    stock: before.stock,
    purchaseLimit: before.purchaseLimit,
    saleStart: before.saleStart,
    saleEnd: before.saleEnd,
    validityDays: before.validityDays,
    status: before.status,
    sort: before.sort,
    targetKind: before.targetKind,
    targetId: before.targetId,
  };
  return (Object.keys(after) as (keyof typeof after)[]).filter((key) => {
    // Stock moves with every sale without a new version: an editor's form may hold an older count,
    // which is not a change they made (their save keeps the current stock).
    if (editable.has(key) || key === 'stock') return false;
    const value = after[key];
    const old = was[key];
    return value instanceof Date ? value.toISOString() !== old : value !== old;
  });
}

/**
 * Saves an edit made from `version`; refused (003500) when someone saved since, so no operator
 * overwrites a change they never saw. `wordsOnly`: an editor, who may change words and pictures only.
 */
export async function updateOperatorProduct(
  tx: Tx,
  registry: FulfilmentRegistry,
  id: number,
  body: ProductBody & { version: number },
  options: { wordsOnly: boolean; now: Date },
): Promise<{ before: AdminProductDetail; after: AdminProductDetail }> {
  const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!current) throw notFound('商品不存在');
  if (current.version !== body.version) throw new AppError('PRODUCT_EDITED_ELSEWHERE');
  const before = toDetail(current, registry, options.now);
  if (options.wordsOnly && commercialChanges(before, body).length > 0)
    throw new AppError('PERMISSION_DENIED', {
      message: '编辑只能修改商品的名称、简介、详情、封面和排序；价格、库存、销售时间与上下架请联系管理员',
    });
  // Already on sale and still of its type: leaving it on is no new promise to buyers (the shop hides
  // it while nothing delivers the type); putting it on sale, or changing its type, is.
  if (before.status !== 'on' || before.type !== body.type) assertDeliverable(registry, body);
  const [row] = await tx
    .update(products)
    .set({
      ...columnsOf(body),
      ...(options.wordsOnly ? { stock: current.stock } : {}),
      version: sql`${products.version} + 1`,
      updatedAt: options.now,
    })
    .where(and(eq(products.id, id), eq(products.version, body.version)))
    .returning();
  if (!row) throw new AppError('PRODUCT_EDITED_ELSEWHERE');
  return { before, after: toDetail(row, registry, options.now) };
}
