import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ROOM_RULES, type RoomMessage } from '@xingtu/contracts/consultation-room';
import type { AppDeps } from '../../../deps.ts';
import { AppError, validationError } from '../../../errors.ts';
import { detectImage } from '../../../uploads/image-check.ts';
import { closedReason, type RoomParty } from './room-access.ts';
import { saveMessage } from './room-messages.ts';

// Files shared in the room: images (PNG, JPG, WEBP, GIF) and PDF, judged by their own bytes (magic
// numbers), never by the name or the type the browser claims. They are kept under private/ (the
// public file route refuses it) and read back only through the room by its two parties.

export interface Upload {
  body: Buffer;
  fileName: string;
}

const isPdf = (body: Buffer) => body.subarray(0, 5).toString('latin1') === '%PDF-';

/** What the file is, by its bytes; a wrong type is refused. */
export function checkRoomFile(body: Buffer): { contentType: string; ext: string } {
  if (body.length === 0) throw validationError('file', '请选择要发送的文件');
  if (body.length > ROOM_RULES.fileMaxBytes) throw validationError('file', '文件不能超过10MB');
  if (isPdf(body)) return { contentType: 'application/pdf', ext: 'pdf' };
  const image = detectImage(body);
  if (!image) throw validationError('file', '只能发送 PNG、JPG、WEBP、GIF 图片或 PDF 文件');
  return { contentType: image.type, ext: image.ext };
}

/** A name safe to show and to offer as a download: no folders, no control characters, not too long. */
export function displayName(raw: string | undefined, ext: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => {
      const code = char.codePointAt(0)!;
      return code > 0x1f && code !== 0x7f && !'"<>'.includes(char);
    })
    .join('')
    .trim();
  const name = clean.length > 0 ? [...clean].slice(0, 80).join('') : `文件.${ext}`;
  return name;
}

/** Reads the one file of the multipart request (field `file`). */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw validationError('file', '请以表单方式上传文件');
  try {
    const file = await request.file({ limits: { fileSize: ROOM_RULES.fileMaxBytes } });
    if (!file) throw validationError('file', '请选择要发送的文件');
    const body = await file.toBuffer();
    return { body, fileName: file.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('BAD_REQUEST', { httpStatus: 413, message: '文件不能超过10MB' });
    throw new AppError('BAD_REQUEST', { httpStatus: 400, message: '上传的表单格式有误，请重新选择文件' });
  }
}

export async function shareFile(deps: AppDeps, party: RoomParty, upload: Upload): Promise<RoomMessage> {
  const reason = closedReason(party.booking, deps.now().getTime());
  if (reason) throw new AppError('BOOKING_STATE', { message: reason });
  const kind = checkRoomFile(upload.body);
  const key = `private/consultation-rooms/${party.booking.publicId}/${randomUUID()}.${kind.ext}`;
  await deps.storage.put(key, upload.body, kind.contentType);
  try {
    return await saveMessage(deps, party, {
      body: '',
      file: {
        key,
        name: displayName(upload.fileName, kind.ext),
        contentType: kind.contentType,
        size: upload.body.length,
      },
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
}
