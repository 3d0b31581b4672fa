/** Sky variants of the drawn covers (features/commerce/cover-art.server.ts COVER_VARIANTS). */
const VARIANTS = 4;

/**
 * A product's own cover, or the art drawn for its type (routes/media.cover.$type.ts), tinted by the
 * product id so that neighbouring products of one type look different.
 */
export function productCoverUrl(product: { cover: string | null; type: string; id?: number | null }): string {
  if (product.cover) return product.cover;
  const base = `/media/cover/${encodeURIComponent(product.type)}`;
  const variant = product.id ? product.id % VARIANTS : 0;
  return variant ? `${base}?v=${variant}` : base;
}
