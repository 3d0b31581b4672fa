import { z } from 'zod';
import { page, raw, records } from './answer-schemas.ts';
import {
  cartAddSchema,
  cartSelectSchema,
  cartUpdateSchema,
  createOrderSchema,
  createPaymentSchema,
  idParamSchema,
  invalidateSchema,
  ledgerQuerySchema,
  orderListQuerySchema,
  orderNoParamSchema,
  paymentNoRefParamSchema,
  productListQuerySchema,
  refundSchema,
  shipSchema,
  topupSchema,
} from './commerce-schemas.ts';
import {
  cartRecordSchema,
  ledgerEntryRecordSchema,
  orderRecordSchema,
  paymentChannelsRecordSchema,
  paymentRecordSchema,
  productDetailRecordSchema,
  productRecordSchema,
  productTypeRecordSchema,
  purchasedRecordSchema,
  refundRecordSchema,
  walletRecordSchema,
} from './commerce-records.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The schemas of every shop endpoint (declared in commerce-api.ts): the server validates requests
// and serialises answers with them; the web client takes its types from them.

export const paymentNoParamsSchema = z.object({
  paymentNo: z.string().regex(/^P\d{25}$/, { message: '支付单号格式不正确' }),
});
export const notifyChannelParamsSchema = z.object({
  channel: z.enum(['sandbox', 'alipay', 'wechat'], { message: '不支持的支付渠道' }),
});

const cart = records(cartRecordSchema);
const order = records(orderRecordSchema);
const byId = { params: idParamSchema };
const byOrderNo = { params: orderNoParamSchema };

export const commerceApiSchemas = {
  listProducts: { query: productListQuerySchema, answer: page(productRecordSchema) },
  listProductTypes: { answer: records(z.array(productTypeRecordSchema)) },
  getProduct: { ...byId, answer: records(productDetailRecordSchema) },

  viewCart: { answer: cart },
  addToCart: { body: cartAddSchema, answer: cart },
  selectCart: { body: cartSelectSchema, answer: cart },
  updateCartItem: { ...byId, body: cartUpdateSchema, answer: cart },
  removeCartItem: { ...byId, answer: cart },

  createOrder: { body: createOrderSchema, answer: order },
  listOrders: { query: orderListQuerySchema, answer: page(orderRecordSchema) },
  getOrder: { ...byOrderNo, answer: order },
  cancelOrder: { ...byOrderNo, answer: order },
  receiveOrder: { ...byOrderNo, answer: order },
  invalidateOrder: { ...byOrderNo, body: invalidateSchema, answer: order },
  shipOrder: { ...byOrderNo, body: shipSchema, answer: order },
  refundOrder: { ...byOrderNo, body: refundSchema, answer: records(refundRecordSchema) },
  listPurchased: { answer: records(z.array(purchasedRecordSchema)) },

  startPayment: { body: createPaymentSchema, answer: records(paymentRecordSchema) },
  paymentChannels: { answer: records(paymentChannelsRecordSchema) },
  getPayment: { params: paymentNoRefParamSchema, answer: records(paymentRecordSchema) },
  sandboxCashier: { params: paymentNoParamsSchema, answer: raw('text/html') },
  sandboxPay: { params: paymentNoParamsSchema, answer: raw('text/html') },
  paymentNotification: { params: notifyChannelParamsSchema, answer: raw('the gateway’s own reply') },

  wallet: { answer: records(walletRecordSchema) },
  walletLedger: { query: ledgerQuerySchema, answer: page(ledgerEntryRecordSchema) },
  createTopup: { body: topupSchema, answer: order },
} as const satisfies Record<string, EndpointSchemas>;
