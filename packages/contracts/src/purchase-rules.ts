import type { z } from 'zod';
import type { purchasedRecordSchema } from './commerce-records.ts';
import { ebookReaderPath } from './ebooks.ts';
import { PRODUCT_TYPE, type ProductType } from './enums.ts';

// Issue 13: what a member may buy again. Lasting access (an e-book, a course, a knowledge column,
// a certification or membership) is bought once and kept: a second purchase is refused and the
// product page shows 已购买 with the way to use it. Consumables stay repeatable: AI question
// packages, e-cards, goods, a report or a consultation for another person or another question.

const LASTING_ACCESS: ReadonlySet<ProductType> = new Set([
  PRODUCT_TYPE.COURSE,
  PRODUCT_TYPE.AUTHENTICATION,
  PRODUCT_TYPE.EBOOK,
  PRODUCT_TYPE.KNOWLEDGE,
]);

/** Several in one order make sense only for things one can use up or give away. */
const COUNTABLE: ReadonlySet<ProductType> = new Set([
  PRODUCT_TYPE.GOODS,
  PRODUCT_TYPE.AI_CHAT_PACKAGE,
  PRODUCT_TYPE.ECARD,
]);

/** Bought once and kept: a member who holds it cannot buy it again. */
export const grantsLastingAccess = (type: string): boolean => LASTING_ACCESS.has(type as ProductType);

/** Whether an order may carry more than one of it (the page shows a quantity stepper). */
export const allowsQuantity = (type: string): boolean => COUNTABLE.has(type as ProductType);

/** The refusal a member reads when ordering what they already own. */
export const alreadyOwnedMessage = (title: string): string =>
  `你已购买「${title}」，无需重复购买，可在“已购”中直接使用`;

/** Where a bought item is used: the area's page, found from the order and the product's target. */
export interface UseTarget {
  /** The order's public name: pages address an order by it, never by its id. */
  orderNo: string;
  productId: number;
  targetId: string | null;
}

/**
 * The page that uses each product type. An area adds its line when its page exists (for example
 * e-books: `({ targetId }) => \`/ebook/reader?id=${targetId}\``); a type on sale without one fails
 * commerce's use-pages test. Goods are used by following their delivery.
 */
const USE_PAGES: Partial<Record<ProductType, (target: UseTarget) => string>> = {
  [PRODUCT_TYPE.GOODS]: ({ orderNo }) => `/shop/orderDetail/${orderNo}`,
  [PRODUCT_TYPE.REPORT]: () => '/user/report',
  [PRODUCT_TYPE.ASTROLOGY_CONSULTANT]: () => '/user/consultant',
  [PRODUCT_TYPE.AI_CHAT_PACKAGE]: () => '/aichat',
  // A dice astrologer's answer is bought from a roll and read with it.
  [PRODUCT_TYPE.NSP_QA]: () => '/aiDice/history',
  // A course is learnt in its player (targetId: the course's slug).
  [PRODUCT_TYPE.COURSE]: ({ targetId }) => (targetId ? `/user/course/learning/${targetId}` : '/user/course'),
  [PRODUCT_TYPE.EBOOK]: ({ targetId }) => (targetId ? ebookReaderPath(targetId) : '/ebook'),
  // E-cards are used by their code (redeem, or pass it on); the ISAR sign-up opens its exam.
  [PRODUCT_TYPE.ECARD]: () => '/eCard/detail',
  [PRODUCT_TYPE.AUTHENTICATION]: ({ targetId }) => `/course/exam?id=${targetId ?? ''}`,
};

export const hasUsePage = (type: string): boolean => Object.hasOwn(USE_PAGES, type);

/** The address where the member uses what they bought; null when no page uses the type yet. */
export function usePageOf(type: string, target: UseTarget): string | null {
  return hasUsePage(type) ? USE_PAGES[type as ProductType]!(target) : null;
}

/** What a member bought and still holds (GET /api/purchased); the schema is in commerce-records.ts. */
export type PurchasedRecord = z.output<typeof purchasedRecordSchema>;
