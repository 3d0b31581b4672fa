import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EBOOK_UPLOAD_MAX_BYTES,
  ebookUploadFieldsSchema,
  type EbookUploadFields,
} from '@xingtu/contracts/ebooks-schemas';
import { AppError, validationError } from '../../errors.ts';
import { ok } from '@xingtu/contracts/envelope';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { ebooksApi } from '@xingtu/contracts/ebooks-api';
import { ebooksApiSchemas } from '@xingtu/contracts/ebooks-api-schemas';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireOperator } from '../../permissions/index.ts';
import { adminEbooks, setEbookStatus } from './admin.ts';
import { uploadEbook } from './upload.ts';
import { coverOf, ebookDetail, listEbooks, shelfOf } from './catalogue.ts';
import { fileByLink, issueFileLink } from './file-links.ts';
import { registerEbookFulfilment } from './fulfilment.ts';
import {
  addAnnotation,
  deleteAnnotation,
  listAnnotations,
  readingPosition,
  saveReadingPosition,
  updateAnnotation,
} from './reading.ts';

/** The upload form: its text fields (checked by the shared schema) and the one EPUB file. */
async function readEbookUpload(
  request: FastifyRequest,
): Promise<{ fields: EbookUploadFields; file: Buffer }> {
  if (!request.isMultipart()) throw validationError('file', '请以表单方式上传 EPUB 文件');
  const values: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: EBOOK_UPLOAD_MAX_BYTES } })) {
      if (part.type === 'file') file = await part.toBuffer();
      else if (typeof part.value === 'string') values[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('BAD_REQUEST', { httpStatus: 413, message: 'EPUB 文件不能超过 20MB' });
    throw new AppError('BAD_REQUEST', { httpStatus: 400, message: '上传的表单格式有误，请重新选择文件' });
  }
  const parsed = ebookUploadFieldsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw validationError(String(issue.path[0] ?? 'form'), issue.message);
  }
  if (!file || file.length === 0) throw validationError('file', '请选择 EPUB 文件');
  return { fields: parsed.data, file };
}

export const ebooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, config } = app;
  const route = endpointRoutes(app, ebooksApi, ebooksApiSchemas);
  registerEbookFulfilment(deps, PRODUCT_TYPE.EBOOK);

  route('list', {}, async () => ok(await listEbooks(deps)));
  route('detail', {}, async (request) =>
    ok(await ebookDetail(deps, request.params.bookId, request.auth?.userId ?? null)),
  );
  route('cover', { hide: true }, async (request, reply) =>
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(await coverOf(deps, request.params.bookId)),
  );
  route('shelf', {}, async (request) => ok(await shelfOf(deps, userIdOf(request))));
  route('fileLink', { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request) =>
    ok(await issueFileLink(deps, config.secrets.jwt, userIdOf(request), request.params.bookId)),
  );
  route('file', { hide: true }, async (request, reply) => {
    const file = await fileByLink(deps, config.secrets.jwt, request.params.token);
    return reply
      .header('content-type', 'application/epub+zip')
      .header('content-disposition', `inline; filename="${file.slug}.epub"`)
      .header('cache-control', 'private, no-store')
      .header('etag', `"${file.sha256}"`)
      .send(file.bytes);
  });
  route('position', {}, async (request) =>
    ok(await readingPosition(deps, userIdOf(request), request.params.bookId)),
  );
  route('savePosition', {}, async (request) =>
    ok(await saveReadingPosition(deps, userIdOf(request), request.params.bookId, request.body)),
  );
  route('annotations', {}, async (request) =>
    ok(await listAnnotations(deps, userIdOf(request), request.params.bookId)),
  );
  route('addAnnotation', {}, async (request) =>
    ok(await addAnnotation(deps, userIdOf(request), request.params.bookId, request.body)),
  );
  route('updateAnnotation', {}, async (request) =>
    ok(
      await updateAnnotation(
        deps,
        userIdOf(request),
        request.params.bookId,
        request.params.annotationId,
        request.body,
      ),
    ),
  );
  route('deleteAnnotation', {}, async (request) => {
    await deleteAnnotation(deps, userIdOf(request), request.params.bookId, request.params.annotationId);
    return ok(null);
  });

  const editors = { guard: requireOperator('admin', 'editor') };
  route('adminList', editors, async () => ok(await adminEbooks(deps)));
  route(
    'adminUpload',
    { ...editors, config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request) => {
      const { fields, file } = await readEbookUpload(request);
      return ok(await uploadEbook(deps, fields, file), '电子书已上传并上架');
    },
  );
  route('adminStatus', editors, async (request) =>
    ok(await setEbookStatus(deps, request.params.bookId, request.body.status)),
  );
};
