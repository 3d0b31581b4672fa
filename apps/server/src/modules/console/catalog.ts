import { randomUUID } from 'node:crypto';
import {
  PRODUCT_COVER_MAX_BYTES,
  type AdminProductDetail,
  type ProductBody,
} from '@xingtu/contracts/console-catalog';
import type { AppDeps } from '../../deps.ts';
import { validationError } from '../../errors.ts';
import { createProduct, updateProduct } from '../commerce/index.ts';
import { detectImage } from '../../uploads/image-check.ts';
import { recordAudit } from './audit.ts';
import type { ActingOperator } from './operator.ts';

// The catalogue section: products created and edited through commerce's door, each change audited
// (before and after) in the transaction that makes it; covers checked by their bytes and stored
// through the file storage. The shop reads the catalogue live, so a save shows there at once.

export function createByOperator(
  deps: AppDeps,
  acting: ActingOperator,
  body: ProductBody,
): Promise<AdminProductDetail> {
  return createProduct(deps, body, (tx, { after }) =>
    recordAudit(tx, acting, { action: 'product.create', targetType: 'product', targetId: after.id, after }),
  );
}

export function updateByOperator(
  deps: AppDeps,
  acting: ActingOperator,
  productId: number,
  body: ProductBody & { version: number },
): Promise<AdminProductDetail> {
  return updateProduct(deps, productId, body, {
    wordsOnly: !acting.operator.roles.includes('admin'),
    within: (tx, { before, after }) =>
      recordAudit(tx, acting, {
        action: 'product.update',
        targetType: 'product',
        targetId: productId,
        before,
        after,
      }),
  });
}

/** The file's own bytes decide whether it is an image; its name and claimed type are not trusted. */
export async function storeCover(
  deps: AppDeps,
  acting: ActingOperator,
  body: Buffer,
): Promise<{ cover: string }> {
  if (body.length === 0) throw validationError('file', '请选择封面图片');
  if (body.length > PRODUCT_COVER_MAX_BYTES) throw validationError('file', '封面图片不能超过 2MB');
  const image = detectImage(body);
  if (!image) throw validationError('file', '封面只支持 PNG、JPG、WEBP 或 GIF 图片');
  const stored = await deps.storage.put(`product-covers/${randomUUID()}.${image.ext}`, body, image.type);
  await recordAudit(deps.database.db, acting, {
    action: 'product.cover',
    targetType: 'product-cover',
    targetId: stored.key,
    after: { cover: stored.url, type: image.type, bytes: body.length },
  });
  return { cover: stored.url };
}
