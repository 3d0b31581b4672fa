import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../errors.ts';

/**
 * Reads the one uploaded file of a multipart request. A broken form (truncated, bad boundary) is the
 * client's fault: 400, not a crash; a file over the limit is 413.
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  if (!request.isMultipart()) throw validationError(field, '请以表单方式上传文件');
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    if (!file) throw validationError(field, '请选择要上传的文件');
    const body = await file.toBuffer();
    return body;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('BAD_REQUEST', { httpStatus: 413, message: '上传的文件过大' });
    throw new AppError('BAD_REQUEST', { httpStatus: 400, message: '上传的表单格式有误，请重新选择文件' });
  }
}
