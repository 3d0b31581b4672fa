import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentsApi } from '@xingtu/contracts/comments-api';
import { commentsApiSchemas } from '@xingtu/contracts/comments-api-schemas';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireOperator } from '../../permissions/index.ts';
import { adminListComments, hideComment, restoreComment } from './admin.ts';
import { editComment, listComments, postComment, reportComment } from './service.ts';

// HTTP only: the endpoints of contracts/comments-api.ts.

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, commentsApi, commentsApiSchemas);
  const moderators = { guard: requireOperator('admin', 'support') };
  // Writing: 20 a minute for each signed-in client, else for its address.
  const perMember = {
    config: {
      rateLimit: {
        max: 20,
        timeWindow: 60_000,
        keyGenerator: (request: { headers: { authorization?: string }; ip: string }) =>
          request.headers.authorization ?? request.ip,
      },
    },
  };

  route('listComments', {}, async (request) =>
    okPage(await listComments(deps, request.auth?.userId ?? null, request.query)),
  );
  route('postComment', perMember, async (request) =>
    ok(await postComment(deps, userIdOf(request), request.body), '发表成功'),
  );
  route('editComment', perMember, async (request) =>
    ok(await editComment(deps, userIdOf(request), request.params.commentId, request.body), '修改已保存'),
  );
  route('reportComment', perMember, async (request) => {
    await reportComment(deps, userIdOf(request), request.params.commentId, request.body);
    return ok(null, '举报已提交，我们会尽快处理');
  });

  route('adminComments', moderators, async (request) => okPage(await adminListComments(deps, request.query)));
  route('adminHideComment', moderators, async (request) =>
    ok(await hideComment(deps, userIdOf(request), request.params.commentId, request.body.reason), '已隐藏'),
  );
  route('adminRestoreComment', moderators, async (request) =>
    ok(await restoreComment(deps, userIdOf(request), request.params.commentId), '已恢复显示'),
  );
};
