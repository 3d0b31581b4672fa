import type { signShareApiSchemas } from './sign-share-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// The sign-share endpoints (/signShare/* pages). Schemas in sign-share-api-schemas.ts. No zod here.

export const signShareApi = declareEndpoints<typeof signShareApiSchemas>()({
  mine: {
    method: 'GET',
    path: '/api/signShare/mine',
    access: 'user',
    summary: '星座分享：我的分享卡与邀请统计',
  },
  save: {
    method: 'PUT',
    path: '/api/signShare/mine',
    access: 'user',
    summary: '星座分享：生成或更新我的分享卡（只保存选择展示的星座，不保存出生资料）',
  },
  sharedView: {
    method: 'GET',
    path: '/api/signShare/shared/:code',
    access: 'public',
    summary: '星座分享：按分享码查看好友的太阳、月亮、上升星座',
  },
  shareImage: {
    method: 'GET',
    path: '/api/signShare/shared/:code/image',
    access: 'public',
    summary: '星座分享：分享图片（PNG，含二维码）',
  },
  bigThree: {
    method: 'POST',
    path: '/api/signShare/bigThree',
    access: 'public',
    summary: '星座分享：按已填写的出生资料计算太阳、月亮、上升星座（不保存）',
  },
  compare: {
    method: 'POST',
    path: '/api/signShare/shared/:code/compare',
    access: 'public',
    summary: '星座分享：把我的星座与分享者的星座对比',
  },
  join: {
    method: 'POST',
    path: '/api/signShare/shared/:code/join',
    access: 'user',
    summary: '星座分享：新注册账号接受邀请（每个新账号一次，邀请人获得免费提问）',
  },
  invitations: {
    method: 'GET',
    path: '/api/signShare/invitations',
    access: 'user',
    summary: '星座分享：我邀请的好友与奖励',
  },
  adminInvitations: {
    method: 'GET',
    path: '/api/admin/signShare/invitations',
    access: 'user',
    summary: '运营：某一天的邀请记录（含未计奖励的原因，查找刷邀请）',
  },
});
