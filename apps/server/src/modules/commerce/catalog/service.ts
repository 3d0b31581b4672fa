import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import {
  notForSaleMessage,
  type ProductDetailRecord,
  type ProductRecord,
  type ProductTypeRecord,
} from '@xingtu/contracts/commerce';
import { PRODUCT_TYPE_LABELS, VISIBILITY, type ProductType } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import type { Db, Tx } from '../../../db/client.ts';
import { preparedOnce, statementName } from '../../../db/prepared.ts';
import { products } from '../../../db/schema/catalog.ts';
import { AppError, notFound } from '../../../errors.ts';
import type { FulfilmentRegistry } from '../fulfilment/registry.ts';

export type ProductRow = typeof products.$inferSelect;
/** A product as the shop sells it: every column but the rich-text description, which can run to many KB. */
export type SaleProduct = Omit<ProductRow, 'description'>;
const { description: _description, ...saleColumns } = getTableColumns(products);
/** The columns of a SaleProduct, for selects that join products (orders, cart). */
export const saleProductColumns = saleColumns;

/** Rich text from editors keeps formatting and images, never scripts, handlers or foreign frames. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      span: ['class'],
      p: ['class'],
    },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http', 'data'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

export function isOnSale(product: Pick<ProductRow, 'saleStart' | 'saleEnd'>, now: Date): boolean {
  if (product.saleStart && product.saleStart.getTime() > now.getTime()) return false;
  if (product.saleEnd && product.saleEnd.getTime() <= now.getTime()) return false;
  return true;
}

export const isVisible = (product: Pick<ProductRow, 'status' | 'visibility'>): boolean =>
  product.status === 'on' && product.visibility === VISIBILITY.PUBLIC;

/** A product whose type no running area delivers: hidden from the catalogue and refused at the order. */
export const notForSale = (title: string): AppError =>
  new AppError('NOT_EXISTS', { message: notForSaleMessage(title) });

/**
 * Why a visible product cannot be bought now, as the SPEC §8 error to throw; undefined when it can.
 * One meaning per code: 002205 is only "the purchase period is over"; a withdrawn product no longer
 * exists for buyers (001106) and one not yet on sale is an operation that cannot succeed yet (999999).
 */
export function purchaseBlocker(
  product: SaleProduct,
  quantity: number,
  now: Date,
  options: { privateAllowed?: boolean } = {},
): AppError | undefined {
  const shown = options.privateAllowed ? product.status === 'on' : isVisible(product);
  if (!shown) return new AppError('NOT_EXISTS', { message: `「${product.title}」已下架` });
  if (!isOnSale(product, now)) {
    const early = product.saleStart && product.saleStart.getTime() > now.getTime();
    return early
      ? new AppError('OPERATION_FAILED', { message: `「${product.title}」尚未开售，请开售后再来购买` })
      : new AppError('VALIDITY_EXCEEDED', { message: `「${product.title}」已超出购买有效期` });
  }
  if (product.stock !== null && product.stock < quantity)
    return new AppError('SOLD_OUT', { message: `「${product.title}」库存不足或已售罄` });
  return undefined;
}

export function toProductRecord(row: SaleProduct, now: Date): ProductRecord {
  return {
    id: row.id,
    type: row.type as ProductType,
    typeLabel: PRODUCT_TYPE_LABELS[row.type as ProductType] ?? row.type,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    priceFen: row.priceFen,
    listPriceFen: row.listPriceFen,
    stock: row.stock,
    purchaseLimit: row.purchaseLimit,
    saleStart: row.saleStart?.toISOString() ?? null,
    saleEnd: row.saleEnd?.toISOString() ?? null,
    validityDays: row.validityDays,
    targetKind: row.targetKind,
    targetId: row.targetId,
    onSale: isVisible(row) && isOnSale(row, now),
    soldOut: row.stock !== null && row.stock <= 0,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

type ProductListQuery = {
  type?: ProductType | undefined;
  keyword?: string | undefined;
  current: number;
  size: number;
};

/** Which optional filters a catalogue page has: each combination is one pair of statements. */
export interface ProductListShape {
  type: boolean;
  keyword: boolean;
}

/**
 * The two statements of a catalogue page (its count and its rows), with placeholders `type`,
 * `pattern`, `limit` and `offset`; bench/catalog.ts runs the same SQL.
 */
export function productListQueries(db: Db, registry: FulfilmentRegistry, shape: ProductListShape) {
  const conditions: SQL[] = [
    eq(products.status, 'on'),
    eq(products.visibility, VISIBILITY.PUBLIC),
    inArray(products.type, registry.sellableTypes()),
  ];
  if (shape.type) conditions.push(eq(products.type, sql.placeholder('type')));
  if (shape.keyword) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(products.title, pattern), ilike(products.summary, pattern))!);
  }
  const where = and(...conditions);
  return {
    total: db.select({ n: count() }).from(products).where(where),
    rows: db
      .select(saleProductColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.sort), asc(products.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  };
}

function prepareList(db: Db, registry: FulfilmentRegistry, shape: ProductListShape) {
  const queries = productListQueries(db, registry, shape);
  return {
    total: queries.total.prepare(statementName('catalog', queries.total)),
    rows: queries.rows.prepare(statementName('catalog', queries.rows)),
  };
}

// The catalogue is the most read part of the shop: its statements are built once per database and
// shape (drizzle then only binds values), not assembled again on every request.
const preparedLists = new WeakMap<Db, Map<string, ReturnType<typeof prepareList>>>();

function preparedList(db: Db, registry: FulfilmentRegistry, shape: ProductListShape) {
  const key = `${registry.sellableTypes().join(',')}|${shape.type}|${shape.keyword}`;
  return preparedOnce(preparedLists, db, key, () => prepareList(db, registry, shape));
}

export async function listProducts(
  db: Db,
  registry: FulfilmentRegistry,
  query: ProductListQuery,
  now: Date,
): Promise<PageData<ProductRecord>> {
  // PostgreSQL text cannot hold NUL; a keyword carrying one matches nothing useful anyway.
  const keyword = query.keyword?.split(String.fromCharCode(0)).join('').trim();
  const statements = preparedList(db, registry, { type: Boolean(query.type), keyword: Boolean(keyword) });
  const values = {
    type: query.type,
    pattern: keyword ? `%${escapeLike(keyword)}%` : undefined,
    limit: query.size,
    offset: (query.current - 1) * query.size,
  };
  const [[total], rows] = await Promise.all([
    statements.total.execute(values),
    statements.rows.execute(values),
  ]);
  return {
    records: rows.map((row) => toProductRecord(row, now)),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}

/**
 * The shop's category tabs: every type with a product on show (the same products listProducts
 * shows), in the order of PRODUCT_TYPE_LABELS, with its customer name and how many.
 */
export async function listProductTypes(db: Db, registry: FulfilmentRegistry): Promise<ProductTypeRecord[]> {
  const rows = await db
    .select({ type: products.type, n: count() })
    .from(products)
    .where(
      and(
        eq(products.status, 'on'),
        eq(products.visibility, VISIBILITY.PUBLIC),
        inArray(products.type, registry.sellableTypes()),
      ),
    )
    .groupBy(products.type);
  const counts = new Map(rows.map((row) => [row.type, Number(row.n)]));
  return (Object.keys(PRODUCT_TYPE_LABELS) as ProductType[])
    .filter((type) => counts.has(type))
    .map((type) => ({ type, label: PRODUCT_TYPE_LABELS[type], count: counts.get(type)! }));
}

/** Puts units back on sale (a cancelled, timed-out or refunded-before-shipping order); unlimited products are left alone. */
export async function returnToStock(tx: Tx, productId: number, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(and(eq(products.id, productId), isNotNull(products.stock)));
}

/** One product by id (placeholder `id`), every column; bench/catalog.ts runs the same SQL. */
export const productByIdQuery = (db: Db) =>
  db
    .select()
    .from(products)
    .where(eq(products.id, sql.placeholder('id')));

const preparedById = new WeakMap<
  Db,
  Map<string, ReturnType<ReturnType<typeof productByIdQuery>['prepare']>>
>();

export async function findProduct(db: Db | Tx, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** findProduct outside a transaction, through a statement built once per database (the product page). */
async function findProductPrepared(db: Db, id: number): Promise<ProductRow | undefined> {
  const prepared = preparedOnce(preparedById, db, 'by-id', () => {
    const query = productByIdQuery(db);
    return query.prepare(statementName('catalog', query));
  });
  const [row] = await prepared.execute({ id });
  return row;
}

/** The product an order or a cart line needs (no description). */
export async function findSaleProduct(db: Db | Tx, id: number): Promise<SaleProduct | undefined> {
  const [row] = await db.select(saleProductColumns).from(products).where(eq(products.id, id));
  return row;
}

/**
 * An operator's new price (integer fen); the list price stays at least the price. Orders already
 * placed keep the price they were placed at (order lines copy it). 404 when the product is missing.
 */
export async function updateProductPrice(
  db: Db,
  id: number,
  price: { priceFen?: number; listPriceFen?: number },
): Promise<ProductRow> {
  const row = await findProduct(db, id);
  if (!row) throw notFound('商品不存在');
  const priceFen = price.priceFen ?? row.priceFen;
  const listPriceFen = Math.max(price.listPriceFen ?? row.listPriceFen, priceFen);
  const [updated] = await db
    .update(products)
    .set({ priceFen, listPriceFen, updatedAt: sql`now()`, version: sql`${products.version} + 1` })
    .where(eq(products.id, id))
    .returning();
  return updated!;
}

export async function productDetail(
  db: Db,
  registry: FulfilmentRegistry,
  id: number,
  now: Date,
): Promise<ProductDetailRecord> {
  const row = await findProductPrepared(db, id);
  if (!row || !isVisible(row) || !registry.sells(row.type)) throw notFound('商品不存在或已下架');
  return { ...toProductRecord(row, now), description: row.description };
}
