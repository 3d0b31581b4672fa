import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@xingtu/contracts/envelope';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { ebooksApi } from '@xingtu/contracts/ebooks-api';
import { ebooksApiSchemas } from '@xingtu/contracts/ebooks-api-schemas';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireOperator } from '../../permissions/index.ts';
import { adminEbooks, setEbookStatus } from './admin.ts';
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
  route('adminStatus', editors, async (request) =>
    ok(await setEbookStatus(deps, request.params.bookId, request.body.status)),
  );
};
