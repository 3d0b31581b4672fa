import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@xingtu/contracts/envelope';
import { PRODUCT_TYPE, type ProductType } from '@xingtu/contracts/enums';
import { userIdOf } from '../../../http/authenticate.ts';
import { requireEntitlement } from '../../../permissions/index.ts';
import { onPaid, onRefunded, type PaidItem } from '../index.ts';

// A stand-in for the areas still to come (courses, e-books, AI packages …), for tests and the
// end-to-end server only: it plugs into commerce exactly as a real area does (README.md), remembers
// what it was told, and serves a page only to members who bought it.

/**
 * Every product type an area delivers that has no real area yet (goods ship from commerce;
 * reports, consultations, AI chat packages, the dice answers (NSP Q&A), the birth-time expert check
 * (BTCA, the fun area), courses, e-books, e-cards and the ISAR certification sign-up have their areas).
 */
export const DIGITAL_TYPES: ProductType[] = Object.values(PRODUCT_TYPE).filter(
  (type) =>
    type !== PRODUCT_TYPE.GOODS &&
    type !== PRODUCT_TYPE.REPORT &&
    type !== PRODUCT_TYPE.ASTROLOGY_CONSULTANT &&
    type !== PRODUCT_TYPE.AI_CHAT_PACKAGE &&
    type !== PRODUCT_TYPE.NSP_QA &&
    type !== PRODUCT_TYPE.BTCA &&
    type !== PRODUCT_TYPE.COURSE &&
    type !== PRODUCT_TYPE.EBOOK &&
    type !== PRODUCT_TYPE.ECARD &&
    type !== PRODUCT_TYPE.AUTHENTICATION,
);

export interface FakeArea {
  plugin: FastifyPluginAsync;
  /** Every paid line the area was told about, in order (once per line, whatever retries). */
  paid: PaidItem[];
  refunded: PaidItem[];
}

export function fakeArea(types: readonly ProductType[] = DIGITAL_TYPES): FakeArea {
  const area: FakeArea = {
    paid: [],
    refunded: [],
    plugin: async (app) => {
      for (const type of types) {
        onPaid(app.deps, type, async (item) => void area.paid.push(item));
        onRefunded(app.deps, type, async (item) => void area.refunded.push(item));
      }
      // The area's page: open to the members who bought the product, 000007 to everyone else.
      app.get<{ Params: { productId: string } }>(
        '/api/test-area/products/:productId',
        {
          preHandler: requireEntitlement((request) =>
            Number((request.params as { productId: string }).productId),
          ),
        },
        async (request) => ok({ productId: Number(request.params.productId), userId: userIdOf(request) }),
      );
      app.get<{ Params: { kind: string; id: string } }>(
        '/api/test-area/content/:kind/:id',
        { preHandler: requireEntitlement((request) => request.params as { kind: string; id: string }) },
        async (request) => ok({ kind: request.params.kind, id: request.params.id }),
      );
    },
  };
  return area;
}
