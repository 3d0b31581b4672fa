import type { consoleApiSchemas } from './console-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// Every endpoint of the operator console (/admin, issue 21). All need an operator: a member (or an
// operator of another role, for a section not theirs) is answered 404 by a member and 000007 by an
// operator — see SECTION_ROLES in console.ts. Every change writes an audit record. The astrologer
// applications and withdrawals the console shows are astrologers-api.ts's admin endpoints.

export const consoleApi = declareEndpoints<typeof consoleApiSchemas>()({
  me: { method: 'GET', path: '/api/admin/me', access: 'user', summary: '当前运营人员：角色与可用栏目' },
  reauth: {
    method: 'POST',
    path: '/api/admin/reauth',
    access: 'user',
    summary: '再次验证登录密码，取得 5 分钟内有效的敏感操作凭证',
  },
  dashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'user',
    summary: '概览：今日注册、订单、收入、退款，待办，近 7/30/90 天走势',
  },

  users: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'user',
    summary: '用户搜索（手机号、邮箱、编号）',
  },
  user: {
    method: 'GET',
    path: '/api/admin/users/:userId',
    access: 'user',
    summary: '用户详情：订单、已购、钱包、登录设备',
  },
  revealContact: {
    method: 'POST',
    path: '/api/admin/users/:userId/contact',
    access: 'user',
    summary: '查看完整手机号与邮箱（留下操作记录）',
  },
  lockUser: { method: 'POST', path: '/api/admin/users/:userId/lock', access: 'user', summary: '冻结账号' },
  unlockUser: {
    method: 'POST',
    path: '/api/admin/users/:userId/unlock',
    access: 'user',
    summary: '解冻账号',
  },
  endSessions: {
    method: 'POST',
    path: '/api/admin/users/:userId/end-sessions',
    access: 'user',
    summary: '结束该用户的全部登录',
  },
  setRoles: {
    method: 'PUT',
    path: '/api/admin/users/:userId/roles',
    access: 'user',
    summary: '设置运营角色（仅管理员，需再次验证密码）',
  },

  orders: {
    method: 'GET',
    path: '/api/admin/orders',
    access: 'user',
    summary: '订单列表（状态 A–I、订单号或买家筛选）',
  },
  exportOrders: {
    method: 'GET',
    path: '/api/admin/orders/export',
    access: 'user',
    summary: '导出订单 CSV（最多 5000 条）',
  },
  order: {
    method: 'GET',
    path: '/api/admin/orders/:orderNo',
    access: 'user',
    summary: '订单详情：明细、状态记录、支付与退款',
  },
  refund: {
    method: 'POST',
    path: '/api/admin/orders/:orderNo/refund',
    access: 'user',
    summary: '退款（部分或全部，退回钱包或原路；大额需再次验证密码）',
  },
  ship: {
    method: 'POST',
    path: '/api/admin/orders/:orderNo/ship',
    access: 'user',
    summary: '发货（快递公司、单号）',
  },
  voidOrder: {
    method: 'POST',
    path: '/api/admin/orders/:orderNo/void',
    access: 'user',
    summary: '作废待支付订单',
  },

  wallet: {
    method: 'GET',
    path: '/api/admin/wallets/:userId',
    access: 'user',
    summary: '用户钱包余额与明细',
  },
  adjustWallet: {
    method: 'POST',
    path: '/api/admin/wallets/:userId/adjust',
    access: 'user',
    summary: '钱包人工调整（写明原因，需再次验证密码）',
  },
  walletIntegrity: {
    method: 'GET',
    path: '/api/admin/wallet-integrity',
    access: 'user',
    summary: '钱包对账：余额与明细不一致的账户',
  },

  products: {
    method: 'GET',
    path: '/api/admin/products',
    access: 'user',
    summary: '商品列表（全部类型与状态；类型、上下架、关键词筛选，服务端排序与分页）',
  },
  product: {
    method: 'GET',
    path: '/api/admin/products/:id',
    access: 'user',
    summary: '商品详情（含版本号）',
  },
  createProduct: {
    method: 'POST',
    path: '/api/admin/products',
    access: 'user',
    summary: '新建商品（仅管理员；只有已有业务交付的类型才能上架）',
  },
  updateProduct: {
    method: 'PUT',
    path: '/api/admin/products/:id',
    access: 'user',
    summary: '修改商品（带版本号；他人已先保存则拒绝，003500；编辑只能改文字与图片）',
  },
  uploadProductCover: {
    method: 'POST',
    path: '/api/admin/products/cover',
    access: 'user',
    summary: '上传商品封面（PNG/JPG/WEBP/GIF，按文件内容识别，≤2MB），返回地址',
  },

  audit: { method: 'GET', path: '/api/admin/audit', access: 'user', summary: '运营操作记录（仅管理员）' },
});
