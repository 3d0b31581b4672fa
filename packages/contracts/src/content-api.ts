import type { contentApiSchemas } from './content-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// Editorial content (news, teachers, operator pages, the contact pages), the sitemap, and members'
// favourites (/user/collect). Schemas in content-api-schemas.ts. No zod here: pages load it.

export const contentApi = declareEndpoints<typeof contentApiSchemas>()({
  listContent: { method: 'GET', path: '/api/content', access: 'public', summary: '内容列表（资讯、师资等）' },
  getContent: {
    method: 'GET',
    path: '/api/content/:id',
    access: 'public',
    summary: '内容详情（含相关推荐、上一篇/下一篇）',
  },
  getContentBySlug: {
    method: 'GET',
    path: '/api/content/page/:slug',
    access: 'public',
    summary: '按页面地址读取内容（联系我们等固定页面）',
  },
  sitemap: { method: 'GET', path: '/sitemap.xml', access: 'public', summary: '站点地图（仅公开页面）' },
  robots: { method: 'GET', path: '/robots.txt', access: 'public', summary: '搜索引擎抓取规则' },
  adminListContent: {
    method: 'GET',
    path: '/api/admin/content',
    access: 'user',
    summary: '内容管理列表（运营）',
  },
  adminGetContent: {
    method: 'GET',
    path: '/api/admin/content/:id',
    access: 'user',
    summary: '内容详情（运营，含草稿）',
  },
  adminCreateContent: {
    method: 'POST',
    path: '/api/admin/content',
    access: 'user',
    summary: '新建内容（草稿）',
  },
  adminUpdateContent: { method: 'PUT', path: '/api/admin/content/:id', access: 'user', summary: '修改内容' },
  adminPublishContent: {
    method: 'POST',
    path: '/api/admin/content/:id/publish',
    access: 'user',
    summary: '发布、定时发布或撤回内容',
  },
  adminUploadContentImage: {
    method: 'POST',
    path: '/api/admin/content/image',
    access: 'user',
    summary: '上传正文图片（PNG/JPG/WEBP/GIF，按文件内容识别，≤2MB），返回地址',
  },
  listFavourites: { method: 'GET', path: '/api/user/collect', access: 'user', summary: '我的收藏' },
  favouriteStatus: { method: 'GET', path: '/api/user/collect/status', access: 'user', summary: '是否已收藏' },
  addFavourite: { method: 'POST', path: '/api/user/collect', access: 'user', summary: '收藏' },
  removeFavourite: {
    method: 'DELETE',
    path: '/api/user/collect/:kind/:targetId',
    access: 'user',
    summary: '取消收藏',
  },
});
