import type { commerceApiSchemas } from './commerce-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// Every endpoint of the shop, cart, orders, payments and wallet: method, path, who may call it.
// Schemas (and so the request and answer types) in commerce-api-schemas.ts. No zod here: pages load it.

export const commerceApi = declareEndpoints<typeof commerceApiSchemas>()({
  listProducts: {
    method: 'GET',
    path: '/api/catalog/products',
    access: 'public',
    summary: '商品列表（type 类型、keyword 关键词、current/size 分页）',
  },
  getProduct: { method: 'GET', path: '/api/catalog/products/:id', access: 'public', summary: '商品详情' },
  listProductTypes: {
    method: 'GET',
    path: '/api/catalog/types',
    access: 'public',
    summary: '商城分类：有在售商品的商品类型（顾客看到的名称与数量）',
  },

  viewCart: { method: 'GET', path: '/api/cart', access: 'user', summary: '购物车（含库存与合计）' },
  addToCart: { method: 'POST', path: '/api/cart', access: 'user', summary: '加入购物车' },
  selectCart: {
    method: 'PUT',
    path: '/api/cart/select',
    access: 'user',
    summary: '全选或取消全选（或指定条目）',
  },
  updateCartItem: { method: 'PUT', path: '/api/cart/:id', access: 'user', summary: '修改数量或选中状态' },
  removeCartItem: { method: 'DELETE', path: '/api/cart/:id', access: 'user', summary: '移出购物车' },

  createOrder: {
    method: 'POST',
    path: '/api/orders',
    access: 'user',
    summary: '下单（购物车选中商品或直接购买）',
  },
  listOrders: {
    method: 'GET',
    path: '/api/orders',
    access: 'user',
    summary: '我的订单（status 状态标签页，分页）',
  },
  getOrder: {
    method: 'GET',
    path: '/api/orders/:orderNo',
    access: 'user',
    summary: '订单详情（含状态记录）',
  },
  cancelOrder: {
    method: 'POST',
    path: '/api/orders/:orderNo/cancel',
    access: 'user',
    summary: '取消待支付订单',
  },
  receiveOrder: { method: 'POST', path: '/api/orders/:orderNo/receive', access: 'user', summary: '确认收货' },
  invalidateOrder: {
    method: 'POST',
    path: '/api/orders/:orderNo/invalidate',
    access: 'user',
    summary: '作废待支付订单（管理员）',
  },
  shipOrder: {
    method: 'POST',
    path: '/api/orders/:orderNo/ship',
    access: 'user',
    summary: '发货（运营管理员）',
  },
  refundOrder: {
    method: 'POST',
    path: '/api/orders/:orderNo/refund',
    access: 'user',
    summary: '退款（管理员）：部分或全部，退回钱包或原路',
  },
  listPurchased: {
    method: 'GET',
    path: '/api/purchased',
    access: 'user',
    summary: '已购：仍在有效期内的课程、电子书等及其使用入口',
  },

  startPayment: {
    method: 'POST',
    path: '/api/payments',
    access: 'user',
    summary: '发起支付（wallet 余额 / sandbox 模拟 / alipay / wechat）',
  },
  paymentChannels: {
    method: 'GET',
    path: '/api/payments/channels',
    access: 'public',
    summary: '当前开通的支付方式',
  },
  getPayment: {
    method: 'GET',
    path: '/api/payments/:paymentNo',
    access: 'user',
    summary: '查询支付单（轮询）',
  },
  sandboxCashier: {
    method: 'GET',
    path: '/api/payments/sandbox/:paymentNo',
    access: 'public',
    summary: '模拟网关收银台（HTML 页面，含二维码与付款按钮）',
  },
  sandboxPay: {
    method: 'POST',
    path: '/api/payments/sandbox/:paymentNo/pay',
    access: 'public',
    summary: '模拟网关：付款（随后网关异步发送签名通知）',
  },
  paymentNotification: {
    method: 'POST',
    path: '/api/payments/notify/:channel',
    access: 'public',
    summary: '支付网关异步通知（验签、核对金额、幂等）',
  },

  wallet: { method: 'GET', path: '/api/wallet', access: 'user', summary: '钱包余额（分）' },
  walletLedger: { method: 'GET', path: '/api/wallet/ledger', access: 'user', summary: '钱包明细（分页）' },
  createTopup: {
    method: 'POST',
    path: '/api/wallet/topup',
    access: 'user',
    summary: '创建充值订单（随后用 /api/payments 支付）',
  },
});
