import { declareEndpoints } from './endpoint.ts';
import type { astrologersApiSchemas } from './astrologers-api-schemas.ts';

// Every endpoint of the astrologer area (issue 16 §1, §3; SPEC §7 myInfo, apply, capital, details):
// applications, the profile, earnings and withdrawals, and the operators' endpoints. Operators'
// endpoints are guarded by role on the server (applications: admin or support; money: admin or
// finance). Schemas in astrologers-api-schemas.ts. No zod here: pages load it.

export const astrologersApi = declareEndpoints<typeof astrologersApiSchemas>()({
  myInfo: {
    method: 'GET',
    path: '/api/astrologer/myInfo',
    access: 'user',
    summary: '我的占星师资质、最近一次申请与个人主页',
  },
  apply: {
    method: 'POST',
    path: '/api/astrologer/apply',
    access: 'user',
    summary:
      '申请成为占星师或增加资质（multipart：real_name、experience、specialities、capacities、photo、certificates）',
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/astrologer/profile',
    access: 'user',
    summary: '修改我的占星师主页',
  },
  capital: { method: 'GET', path: '/api/astrologer/capital', access: 'user', summary: '我的收入概览' },
  capitalDetails: {
    method: 'GET',
    path: '/api/astrologer/capital/details',
    access: 'user',
    summary: '我的收入明细',
  },
  requestWithdrawal: {
    method: 'POST',
    path: '/api/astrologer/withdrawals',
    access: 'user',
    summary: '申请提现（已结算的收入）',
  },
  myWithdrawals: {
    method: 'GET',
    path: '/api/astrologer/withdrawals',
    access: 'user',
    summary: '我的提现记录',
  },

  listPublic: { method: 'GET', path: '/api/astrologers', access: 'public', summary: '占星师列表' },
  getPublic: {
    method: 'GET',
    path: '/api/astrologers/:astrologerId',
    access: 'public',
    summary: '占星师主页',
  },

  adminApplications: {
    method: 'GET',
    path: '/api/admin/astrologer-applications',
    access: 'user',
    summary: '占星师申请列表（管理员、客服）',
  },
  adminApplication: {
    method: 'GET',
    path: '/api/admin/astrologer-applications/:applicationNo',
    access: 'user',
    summary: '一份占星师申请的材料（管理员、客服）',
  },
  adminCertificate: {
    method: 'GET',
    path: '/api/admin/astrologer-applications/:applicationNo/certificates/:index',
    access: 'user',
    summary: '申请附带的证书文件（管理员、客服）',
  },
  adminApprove: {
    method: 'POST',
    path: '/api/admin/astrologer-applications/:applicationNo/approve',
    access: 'user',
    summary: '通过占星师申请（管理员、客服）',
  },
  adminReject: {
    method: 'POST',
    path: '/api/admin/astrologer-applications/:applicationNo/reject',
    access: 'user',
    summary: '驳回占星师申请并说明原因（管理员、客服）',
  },
  adminWithdrawals: {
    method: 'GET',
    path: '/api/admin/astrologer-withdrawals',
    access: 'user',
    summary: '占星师提现申请列表（管理员、财务）',
  },
  adminPayWithdrawal: {
    method: 'POST',
    path: '/api/admin/astrologer-withdrawals/:withdrawalNo/pay',
    access: 'user',
    summary: '确认提现已打款（管理员、财务）',
  },
  adminRejectWithdrawal: {
    method: 'POST',
    path: '/api/admin/astrologer-withdrawals/:withdrawalNo/reject',
    access: 'user',
    summary: '退回提现申请，金额回到收入余额（管理员、财务）',
  },
  adminEarningIntegrity: {
    method: 'GET',
    path: '/api/admin/astrologer-earnings/integrity',
    access: 'user',
    summary: '核对占星师收入账（余额与流水是否一致；空列表为正常）',
  },
});
