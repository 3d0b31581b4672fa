import { APPLICATION_LIMITS as L, ASTROLOGER_MESSAGES as M } from '@xingtu/contracts/astrologers';
import { validationError } from '../../errors.ts';
import { detectImage } from '../../uploads/image-check.ts';

// An application's files are judged by their own bytes (magic numbers), never by the name or the
// type the browser claims: a photo is an image; a certificate an image or a PDF.

export interface CheckedFile {
  body: Buffer;
  contentType: string;
  ext: string;
}

const isPdf = (body: Buffer) => body.subarray(0, 5).toString('latin1') === '%PDF-';

export function checkPhoto(body: Buffer | undefined): CheckedFile {
  if (!body || body.length === 0) throw validationError('photo', M.photoRequired);
  if (body.length > L.photoMaxBytes) throw validationError('photo', M.photoTooLarge);
  const image = detectImage(body);
  if (!image) throw validationError('photo', M.photoType);
  return { body, contentType: image.type, ext: image.ext };
}

export function checkCertificates(bodies: Buffer[]): CheckedFile[] {
  const files = bodies.filter((body) => body.length > 0);
  if (files.length < L.certificatesMin) throw validationError('certificates', M.certificateRequired);
  if (files.length > L.certificatesMax) throw validationError('certificates', M.certificateTooMany);
  return files.map((body) => {
    if (body.length > L.certificateMaxBytes) throw validationError('certificates', M.certificateTooLarge);
    if (isPdf(body)) return { body, contentType: 'application/pdf', ext: 'pdf' };
    const image = detectImage(body);
    // GIF is an avatar format, not a document scan.
    if (!image || image.ext === 'gif') throw validationError('certificates', M.certificateType);
    return { body, contentType: image.type, ext: image.ext };
  });
}
