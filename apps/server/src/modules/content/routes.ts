import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_IMAGE_MAX_BYTES, type FavouriteKind } from '@xingtu/contracts/content';
import { contentApi } from '@xingtu/contracts/content-api';
import { contentApiSchemas } from '@xingtu/contracts/content-api-schemas';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { readSingleFile } from '../../http/multipart.ts';
import { requireOperator } from '../../permissions/index.ts';
import {
  SCHEDULED_JOB,
  adminGetContent,
  adminListContent,
  createContent,
  publishContent,
  scheduledWentLive,
  updateContent,
} from './admin.ts';
import { storeContentImage } from './images.ts';
import { addFavourite, isFavourite, listFavourites, removeFavourite } from './favourites.ts';
import { getContent, getContentBySlug, listContent } from './service.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

// HTTP only: the endpoints of contracts/content-api.ts.

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, config } = app;
  const route = endpointRoutes(app, contentApi, contentApiSchemas);
  const editors = { guard: requireOperator('admin', 'editor') };
  deps.jobs.register(SCHEDULED_JOB, (payload) =>
    scheduledWentLive(deps, payload as { id: number; at: string }),
  );

  route('listContent', {}, async (request) => okPage(await listContent(deps, request.query)));
  route('getContent', {}, async (request) => ok(await getContent(deps, request.params.id)));
  route('getContentBySlug', {}, async (request) => ok(await getContentBySlug(deps, request.params.slug)));
  route('sitemap', { hide: true }, async (_request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(await sitemapXml(deps, config.publicUrl)),
  );
  route('robots', { hide: true }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config.publicUrl)),
  );

  route('adminListContent', editors, async (request) => okPage(await adminListContent(deps, request.query)));
  route('adminGetContent', editors, async (request) => ok(await adminGetContent(deps, request.params.id)));
  route('adminCreateContent', editors, async (request) =>
    ok(await createContent(deps, userIdOf(request), request.body), '草稿已保存'),
  );
  route('adminUpdateContent', editors, async (request) =>
    ok(await updateContent(deps, userIdOf(request), request.params.id, request.body), '修改已保存'),
  );
  route('adminPublishContent', editors, async (request) => {
    const record = await publishContent(deps, userIdOf(request), request.params.id, request.body);
    const said = { publish: '已发布', schedule: '已设置定时发布', unpublish: '已撤回为草稿' } as const;
    return ok(record, said[request.body.action]);
  });
  route('adminUploadContentImage', editors, async (request) => {
    const body = await readSingleFile(request, 'file', CONTENT_IMAGE_MAX_BYTES + 1);
    return ok(await storeContentImage(deps, body), '图片已上传');
  });

  route('listFavourites', {}, async (request) =>
    okPage(await listFavourites(deps, userIdOf(request), request.query)),
  );
  route('favouriteStatus', {}, async (request) =>
    ok({
      collected: await isFavourite(
        deps,
        userIdOf(request),
        request.query.kind as FavouriteKind,
        request.query.target_id,
      ),
    }),
  );
  route('addFavourite', {}, async (request) =>
    ok(await addFavourite(deps, userIdOf(request), request.body), '已收藏'),
  );
  route('removeFavourite', {}, async (request) => {
    await removeFavourite(
      deps,
      userIdOf(request),
      request.params.kind as FavouriteKind,
      request.params.targetId,
    );
    return ok(null, '已取消收藏');
  });
};
