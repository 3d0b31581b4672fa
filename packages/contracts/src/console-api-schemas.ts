import { z } from 'zod';
import { page, raw, records } from './answer-schemas.ts';
import * as C from './console-catalog-schemas.ts';
import * as S from './console-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The schemas of every operator-console endpoint (declared in console-api.ts).

export const consoleApiSchemas = {
  me: { answer: records(S.consoleMeSchema) },
  reauth: { body: S.reauthBodySchema, answer: records(S.reauthRecordSchema) },
  dashboard: { query: S.dashboardQuerySchema, answer: records(S.dashboardRecordSchema) },

  users: { query: S.adminUserQuerySchema, answer: page(S.adminUserRowSchema) },
  user: { params: S.userIdParamsSchema, answer: records(S.adminUserDetailSchema) },
  revealContact: { params: S.userIdParamsSchema, answer: records(S.userContactRecordSchema) },
  lockUser: { params: S.userIdParamsSchema, body: S.lockUserSchema, answer: records(S.adminUserRowSchema) },
  unlockUser: { params: S.userIdParamsSchema, answer: records(S.adminUserRowSchema) },
  endSessions: { params: S.userIdParamsSchema, answer: records(z.null()) },
  setRoles: { params: S.userIdParamsSchema, body: S.setRolesSchema, answer: records(S.adminUserRowSchema) },

  orders: { query: S.adminOrderQuerySchema, answer: page(S.adminOrderRowSchema) },
  exportOrders: { query: S.adminOrderExportQuerySchema, answer: raw('text/csv') },
  order: { params: S.adminOrderParamsSchema, answer: records(S.adminOrderDetailSchema) },
  refund: {
    params: S.adminOrderParamsSchema,
    body: S.adminRefundSchema,
    answer: records(S.adminRefundRecordSchema),
  },
  ship: {
    params: S.adminOrderParamsSchema,
    body: S.adminShipSchema,
    answer: records(S.adminOrderDetailSchema),
  },
  voidOrder: {
    params: S.adminOrderParamsSchema,
    body: S.adminVoidSchema,
    answer: records(S.adminOrderDetailSchema),
  },

  wallet: {
    params: S.userIdParamsSchema,
    query: S.adminWalletQuerySchema,
    answer: records(S.adminWalletRecordSchema),
  },
  adjustWallet: {
    params: S.userIdParamsSchema,
    body: S.walletAdjustSchema,
    answer: records(S.adminWalletRecordSchema),
  },
  walletIntegrity: { answer: records(S.walletProblemRecordSchema.array()) },

  products: { query: C.adminProductQuerySchema, answer: page(C.adminProductRowSchema) },
  product: { params: C.productIdParamsSchema, answer: records(C.adminProductDetailSchema) },
  createProduct: { body: C.productBodySchema, answer: records(C.adminProductDetailSchema) },
  updateProduct: {
    params: C.productIdParamsSchema,
    body: C.productUpdateSchema,
    answer: records(C.adminProductDetailSchema),
  },
  uploadProductCover: { answer: records(C.productCoverRecordSchema) },

  audit: { query: S.auditQuerySchema, answer: page(S.auditRecordSchema) },
} as const satisfies Record<string, EndpointSchemas>;
