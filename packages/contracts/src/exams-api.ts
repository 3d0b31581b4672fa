import type { examsApiSchemas } from './exams-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// Exams, certificates, e-cards and ISAR (issue 18 §2). Schemas in exams-api-schemas.ts. No zod here.

export const examsApi = declareEndpoints<typeof examsApiSchemas>()({
  listExams: { method: 'GET', path: '/api/exams', access: 'public', summary: '考试：可参加的考试' },
  getExam: {
    method: 'GET',
    path: '/api/exams/:slug',
    access: 'user',
    summary: '考试：一场考试的说明与我的状态（是否需要购买、未交卷的答卷、证书）',
  },
  startAttempt: {
    method: 'POST',
    path: '/api/exams/:slug/attempts',
    access: 'user',
    summary: '考试：开始作答（服务器随机抽题、定下截止时间；已有未交卷的答卷则继续它）',
  },
  listAttempts: { method: 'GET', path: '/api/exam/attempts', access: 'user', summary: '考试：我的考试记录' },
  getAttempt: {
    method: 'GET',
    path: '/api/exam/attempts/:attemptId',
    access: 'user',
    summary: '考试：一份答卷（作答中不含答案；评分后含正确答案与解析）',
  },
  saveAnswer: {
    method: 'PUT',
    path: '/api/exam/attempts/:attemptId/answers',
    access: 'user',
    summary: '考试：自动保存一道题的答案（截止时间后拒绝）',
  },
  submitAttempt: {
    method: 'POST',
    path: '/api/exam/attempts/:attemptId/submit',
    access: 'user',
    summary: '考试：交卷并评分，及格即发证书',
  },
  listCertificates: { method: 'GET', path: '/api/certificates', access: 'user', summary: '证书：我的证书' },
  certificatePdf: {
    method: 'GET',
    path: '/api/certificates/:number/pdf',
    access: 'user',
    summary: '证书：下载证书 PDF（含验证二维码）',
  },
  verifyCertificate: {
    method: 'GET',
    path: '/api/certificates/verify/:number',
    access: 'public',
    summary: '证书：公开验证（持有人姓名打码、课程、日期、有效或已撤销；有频率限制）',
  },
  adminCertificates: {
    method: 'GET',
    path: '/api/admin/certificates',
    access: 'user',
    summary: '运营：证书列表（按编号或会员编号查找）',
  },
  adminRevokeCertificate: {
    method: 'POST',
    path: '/api/admin/certificates/:number/revoke',
    access: 'user',
    summary: '运营：撤销证书（写入操作日志）',
  },
  ecardCatalogue: {
    method: 'GET',
    path: '/api/ecards/products',
    access: 'public',
    summary: '电子卡：在售的卡',
  },
  myEcards: { method: 'GET', path: '/api/ecards', access: 'user', summary: '电子卡：我买到的兑换码' },
  redeemEcard: {
    method: 'POST',
    path: '/api/ecards/redeem',
    access: 'user',
    summary: '电子卡：兑换（每个码只能用一次）',
  },
  isarOverview: {
    method: 'GET',
    path: '/api/isar',
    access: 'public',
    summary: 'ISAR：会员卡与认证报名的在售商品、认证考试',
  },
  isarMembership: {
    method: 'GET',
    path: '/api/isar/membership',
    access: 'user',
    summary: 'ISAR：我的会员状态与到期时间',
  },
  isarApply: { method: 'POST', path: '/api/isar/applications', access: 'user', summary: 'ISAR：提交申请' },
  isarApplications: {
    method: 'GET',
    path: '/api/isar/applications',
    access: 'user',
    summary: 'ISAR：我的申请',
  },
  adminIsarApplications: {
    method: 'GET',
    path: '/api/admin/isar-applications',
    access: 'user',
    summary: '运营：ISAR 申请（待审核、已通过、未通过）',
  },
  adminReviewIsar: {
    method: 'POST',
    path: '/api/admin/isar-applications/:id/review',
    access: 'user',
    summary: '运营：审核 ISAR 申请（通过或不通过并说明原因；已审核的 003514）',
  },
  adminExams: {
    method: 'GET',
    path: '/api/admin/exams',
    access: 'user',
    summary: '运营：考试列表（时长、及格分、抽题数、题库大小、关联商品）',
  },
  adminExam: {
    method: 'GET',
    path: '/api/admin/exams/:slug',
    access: 'user',
    summary: '运营：考试设置与题库（含答案与解析）',
  },
  adminUpdateExam: {
    method: 'PUT',
    path: '/api/admin/exams/:slug',
    access: 'user',
    summary: '运营：修改考试设置（时长、及格分、抽题数、关联课程商品、开放或关闭）',
  },
  adminCreateQuestion: {
    method: 'POST',
    path: '/api/admin/exams/:slug/questions',
    access: 'user',
    summary: '运营：新增题目（单选、多选、读盘）',
  },
  adminUpdateQuestion: {
    method: 'PUT',
    path: '/api/admin/exams/:slug/questions/:questionId',
    access: 'user',
    summary: '运营：修改题目',
  },
});
