import type { commentsApiSchemas } from './comments-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// Every comment endpoint (SPEC §7 /api/user/comment(s)): reading a target's comments, writing,
// editing and reporting one, and the operators' moderation. Schemas in comments-api-schemas.ts.
// No zod here: pages load it.

export const commentsApi = declareEndpoints<typeof commentsApiSchemas>()({
  listComments: {
    method: 'GET',
    path: '/api/user/comments',
    access: 'public',
    summary: '评论列表（某个对象的评论与回复，或我的某次咨询的评价）',
  },
  postComment: {
    method: 'POST',
    path: '/api/user/comment',
    access: 'user',
    summary: '发表评论、咨询评价（完成后，每次预约一条）或回复',
  },
  editComment: {
    method: 'PUT',
    path: '/api/user/comment/:commentId',
    access: 'user',
    summary: '修改自己的评论（发表后72小时内，重新审核）',
  },
  reportComment: {
    method: 'POST',
    path: '/api/user/comment/:commentId/report',
    access: 'user',
    summary: '举报评论',
  },
  adminComments: {
    method: 'GET',
    path: '/api/admin/comments',
    access: 'user',
    summary: '被举报或已隐藏的评论（运营）',
  },
  adminHideComment: {
    method: 'POST',
    path: '/api/admin/comments/:commentId/hide',
    access: 'user',
    summary: '隐藏评论（运营）',
  },
  adminRestoreComment: {
    method: 'POST',
    path: '/api/admin/comments/:commentId/restore',
    access: 'user',
    summary: '恢复显示评论（运营）',
  },
});
