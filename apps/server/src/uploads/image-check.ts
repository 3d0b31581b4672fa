import { IMAGE_MESSAGES } from '@xingtu/contracts/validation';
import { validationError } from '../errors.ts';
import { inspectImage, type ImageHeader } from './image-header.ts';

// Every image upload (avatars, homework, the consultation room, content, applications, the console's
// catalogue) is checked here, outside any area, so that areas need not import each other for it.

/**
 * The file's own bytes decide its type and size (the client's claimed type and name are not trusted):
 * undefined unless it is a PNG, JPG, WEBP or GIF whose header gives a size within 4096×4096.
 */
export function detectImage(body: Buffer): ImageHeader | undefined {
  const verdict = inspectImage(body);
  return verdict.ok ? verdict.image : undefined;
}

/** The image, or a 422 on `file` saying why not (`unsupported` when it is no image format we take). */
export function acceptImage(body: Buffer, unsupported: string): ImageHeader {
  const verdict = inspectImage(body);
  if (verdict.ok) return verdict.image;
  throw validationError(
    'file',
    verdict.reason === 'unsupported'
      ? unsupported
      : verdict.reason === 'too-large'
        ? IMAGE_MESSAGES.tooLarge
        : IMAGE_MESSAGES.corrupt,
  );
}
