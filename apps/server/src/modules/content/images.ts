import { randomUUID } from 'node:crypto';
import { CONTENT_IMAGE_MAX_BYTES, type ContentImageRecord } from '@xingtu/contracts/content';
import type { AppDeps } from '../../deps.ts';
import { validationError } from '../../errors.ts';
import { detectImage } from '../../uploads/image-check.ts';

// Images for content bodies: the file's own bytes decide whether it is an image (its name and claimed
// type are not trusted), and it is stored under a random public key through the file storage. The
// answer carries the Markdown that shows it, which the body's sanitiser keeps (a same-site address).
// The operator audit trail records the upload (route and answer).

export async function storeContentImage(deps: AppDeps, body: Buffer): Promise<ContentImageRecord> {
  if (body.length === 0) throw validationError('file', '请选择要插入的图片');
  if (body.length > CONTENT_IMAGE_MAX_BYTES) throw validationError('file', '正文图片不能超过 2MB');
  const image = detectImage(body);
  if (!image) throw validationError('file', '正文图片只支持 PNG、JPG、WEBP 或 GIF');
  const stored = await deps.storage.put(`content-images/${randomUUID()}.${image.ext}`, body, image.type);
  return { url: stored.url, markdown: `![图片](${stored.url})` };
}
