import { declareEndpoints } from './endpoint.ts';
import type { reportsApiSchemas } from './reports-api-schemas.ts';

// Every endpoint of the report area: catalogue, the free teaser, the member's reports (input,
// reading, versions, the one free correction) and the operators' endpoints (role admin).
// Schemas in reports-api-schemas.ts. No zod here: pages load it.

export const reportsApi = declareEndpoints<typeof reportsApiSchemas>()({
  listTemplates: {
    method: 'GET',
    path: '/api/reports/templates',
    access: 'public',
    summary: '报告目录：每种报告的价格、内容与样例',
  },
  getTemplate: {
    method: 'GET',
    path: '/api/reports/templates/:key',
    access: 'public',
    summary: '一种报告的介绍',
  },
  teaser: {
    method: 'POST',
    path: '/api/reports/teaser',
    access: 'public',
    summary: '免费星盘速览（不保存）',
  },

  listMine: { method: 'GET', path: '/api/reports', access: 'user', summary: '我的报告（状态、版本）' },
  listForOrder: {
    method: 'GET',
    path: '/api/reports/by-order/:orderNo',
    access: 'user',
    summary: '一个订单里的报告',
  },
  getReport: { method: 'GET', path: '/api/reports/:id', access: 'user', summary: '报告详情（当前版本正文）' },
  downloadPdf: {
    method: 'GET',
    path: '/api/reports/:id/pdf',
    access: 'user',
    summary: '下载报告 PDF（当前版本）',
  },
  shareImage: {
    method: 'GET',
    path: '/api/reports/:id/share.png',
    access: 'user',
    summary: '报告分享图（PNG，带免费速览的二维码）',
  },
  getVersion: {
    method: 'GET',
    path: '/api/reports/:id/versions/:version',
    access: 'user',
    summary: '报告的某个历史版本',
  },
  submitInput: {
    method: 'POST',
    path: '/api/reports/:id/input',
    access: 'user',
    summary: '填写报告资料（提交后锁定并开始生成）',
  },
  correctInput: {
    method: 'POST',
    path: '/api/reports/:id/regenerate',
    access: 'user',
    summary: '修正资料并重新生成（首次生成后7天内免费一次）',
  },

  adminList: {
    method: 'GET',
    path: '/api/admin/reports',
    access: 'user',
    summary: '报告列表（管理员；按状态、报告类型、用户筛选）',
  },
  adminGet: {
    method: 'GET',
    path: '/api/admin/reports/:id',
    access: 'user',
    summary: '报告详情与资料（管理员）',
  },
  adminRegenerate: {
    method: 'POST',
    path: '/api/admin/reports/:id/regenerate',
    access: 'user',
    summary: '重新生成报告（管理员，不占用用户的免费修正）',
  },
  adminUpdateTemplate: {
    method: 'PUT',
    path: '/api/admin/report-templates/:key',
    access: 'user',
    summary: '修改报告价格与样例（管理员）',
  },
});
