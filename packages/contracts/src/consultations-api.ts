import type { consultationsApiSchemas } from './consultations-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// Every consultation endpoint: the public consultant list and slots, a member's bookings, and the
// consulting centre of an approved consultant (capacity A). Schemas in consultations-api-schemas.ts.
// No zod here: pages load it.

export const consultationsApi = declareEndpoints<typeof consultationsApiSchemas>()({
  listConsultants: {
    method: 'GET',
    path: '/api/consultants',
    access: 'public',
    summary: '咨询师列表（擅长方向、价格、近期可约筛选）',
  },
  getConsultant: {
    method: 'GET',
    path: '/api/consultants/:id',
    access: 'public',
    summary: '咨询师主页：简介与服务',
  },
  consultantSlots: {
    method: 'GET',
    path: '/api/consultants/:id/slots',
    access: 'public',
    summary: '某项服务的可预约时段',
  },

  book: { method: 'POST', path: '/api/consultations', access: 'user', summary: '预约咨询并生成订单' },
  myBookings: { method: 'GET', path: '/api/consultations', access: 'user', summary: '我的预约' },
  myBooking: { method: 'GET', path: '/api/consultations/:id', access: 'user', summary: '我的预约详情' },
  cancelBooking: {
    method: 'POST',
    path: '/api/consultations/:id/cancel',
    access: 'user',
    summary: '取消预约（开始前24小时外免费，之后收取部分费用）',
  },
  rescheduleBooking: {
    method: 'POST',
    path: '/api/consultations/:id/reschedule',
    access: 'user',
    summary: '改约到新的时段（开始前24小时外）',
  },

  myServices: {
    method: 'GET',
    path: '/api/astrologer/consult/services',
    access: 'user',
    summary: '我的咨询服务（咨询师）',
  },
  createService: {
    method: 'POST',
    path: '/api/astrologer/consult/services',
    access: 'user',
    summary: '新增咨询服务（咨询师）',
  },
  updateService: {
    method: 'PUT',
    path: '/api/astrologer/consult/services/:id',
    access: 'user',
    summary: '修改咨询服务（咨询师）',
  },
  mySchedule: {
    method: 'GET',
    path: '/api/astrologer/consult/schedule',
    access: 'user',
    summary: '我的排班（咨询师）',
  },
  saveSchedule: {
    method: 'PUT',
    path: '/api/astrologer/consult/schedule',
    access: 'user',
    summary: '保存每周可约时段、例外日期与间隔（咨询师）',
  },
  astrologerOrders: {
    method: 'GET',
    path: '/api/astrologer/consult/orders',
    access: 'user',
    summary: '咨询订单（咨询师）',
  },
  astrologerOrder: {
    method: 'GET',
    path: '/api/astrologer/consult/orders/:id',
    access: 'user',
    summary: '咨询订单详情与来访者资料（咨询师）',
  },
  completeOrder: {
    method: 'POST',
    path: '/api/astrologer/consult/orders/:id/complete',
    access: 'user',
    summary: '标记咨询已完成（咨询师）',
  },
  markNoShow: {
    method: 'POST',
    path: '/api/astrologer/consult/orders/:id/no-show',
    access: 'user',
    summary: '标记来访者未出席（咨询师，开始15分钟后）',
  },
  astrologerCancel: {
    method: 'POST',
    path: '/api/astrologer/consult/orders/:id/cancel',
    access: 'user',
    summary: '咨询师取消预约（全额退款给来访者）',
  },

  roomHistory: {
    method: 'GET',
    path: '/api/consultations/:id/room',
    access: 'user',
    summary: '咨询室：是否开放与聊天记录（预约双方）',
  },
  roomUpload: {
    method: 'POST',
    path: '/api/consultations/:id/room/files',
    access: 'user',
    summary: '咨询室：发送图片或 PDF 文件（预约双方，咨询室开放时）',
  },
  roomFile: {
    method: 'GET',
    path: '/api/consultations/:id/room/files/:messageId',
    access: 'user',
    summary: '咨询室：下载对话中的文件（仅预约双方）',
  },
  adminBookings: {
    method: 'GET',
    path: '/api/admin/consultations',
    access: 'user',
    summary: '咨询预约列表（管理员、客服：按状态、占星师、会员、北京日期、订单号筛选）',
  },
  adminBooking: {
    method: 'GET',
    path: '/api/admin/consultations/:id',
    access: 'user',
    summary: '咨询预约详情与订单记录（管理员、客服）',
  },
  adminRoomHistory: {
    method: 'GET',
    path: '/api/admin/consultations/:id/room',
    access: 'user',
    summary: '咨询室聊天记录（管理员、客服：处理投诉与纠纷；每次查看都记入操作记录）',
  },
  adminRoomFile: {
    method: 'GET',
    path: '/api/admin/consultations/:id/room/files/:messageId',
    access: 'user',
    summary: '咨询室中的文件（管理员、客服）',
  },
  roomSocket: {
    method: 'GET',
    path: '/api/consultations/:id/room/socket',
    access: 'public',
    summary: '咨询室实时聊天（WebSocket；首帧携带登录令牌）',
  },
  myTimeZone: {
    method: 'GET',
    path: '/api/user/timeZone',
    access: 'user',
    summary: '我查看预约时段用的时区（默认北京时间）',
  },
  saveMyTimeZone: {
    method: 'PUT',
    path: '/api/user/timeZone',
    access: 'user',
    summary: '设置我查看预约时段用的时区',
  },
});
