import type { ebooksApiSchemas } from './ebooks-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// The e-book endpoints (/ebook pages and the reader). Schemas in ebooks-api-schemas.ts. No zod here.

export const ebooksApi = declareEndpoints<typeof ebooksApiSchemas>()({
  list: { method: 'GET', path: '/api/ebooks', access: 'public', summary: '电子书：在售电子书目录' },
  detail: {
    method: 'GET',
    path: '/api/ebooks/:bookId',
    access: 'public',
    summary: '电子书：简介、目录与试读章节（登录时附带是否已购与阅读进度）',
  },
  cover: {
    method: 'GET',
    path: '/api/ebooks/:bookId/cover',
    access: 'public',
    summary: '电子书：封面（SVG）',
  },
  shelf: {
    method: 'GET',
    path: '/api/ebooks/shelf',
    access: 'user',
    summary: '电子书：我的书架（已购电子书与阅读进度）',
  },
  fileLink: {
    method: 'POST',
    path: '/api/ebooks/:bookId/file-link',
    access: 'user',
    summary: '电子书：为已购会员签发几分钟内有效的阅读文件地址（未购买为 404）',
  },
  file: {
    method: 'GET',
    path: '/api/ebooks/files/:token',
    access: 'public',
    summary: '电子书：按签名地址读取 EPUB 文件（过期、退款或他人的地址为 404）',
  },
  position: {
    method: 'GET',
    path: '/api/ebooks/:bookId/position',
    access: 'user',
    summary: '电子书：读取我的阅读位置、字号与主题（多端同步）',
  },
  savePosition: {
    method: 'PUT',
    path: '/api/ebooks/:bookId/position',
    access: 'user',
    summary: '电子书：保存阅读位置、字号与主题',
  },
  annotations: {
    method: 'GET',
    path: '/api/ebooks/:bookId/annotations',
    access: 'user',
    summary: '电子书：我在这本书里的书签与划线',
  },
  addAnnotation: {
    method: 'POST',
    path: '/api/ebooks/:bookId/annotations',
    access: 'user',
    summary: '电子书：添加书签或划线（同一位置重复添加返回原记录）',
  },
  updateAnnotation: {
    method: 'PUT',
    path: '/api/ebooks/:bookId/annotations/:annotationId',
    access: 'user',
    summary: '电子书：修改划线的笔记或颜色',
  },
  deleteAnnotation: {
    method: 'DELETE',
    path: '/api/ebooks/:bookId/annotations/:annotationId',
    access: 'user',
    summary: '电子书：删除书签或划线',
  },
  adminList: {
    method: 'GET',
    path: '/api/admin/ebooks',
    access: 'user',
    summary: '运营：电子书列表（上下架、持有人数、打开人数、笔记数）',
  },
  adminStatus: {
    method: 'PUT',
    path: '/api/admin/ebooks/:bookId/status',
    access: 'user',
    summary: '运营：电子书上架或下架（下架后目录不再展示，已购会员仍可阅读）',
  },
  adminUpload: {
    method: 'POST',
    path: '/api/admin/ebooks',
    access: 'user',
    summary: '运营：上传电子书（EPUB，按文件头与 mimetype 校验；书名、作者、简介、价格，上架到商城）',
  },
});
