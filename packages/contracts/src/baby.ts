import type { z } from 'zod';
import type * as S from './baby-schemas.ts';

// The baby pages (/babyReport/…): the free element check's record type and the element ids of the
// sample pages, for pages (no zod at run time). Schemas in baby-schemas.ts; endpoints in baby-api.ts.

export type ElementCheckRecord = z.output<typeof S.elementCheckRecordSchema>;
export type ElementCheckBody = z.input<typeof S.elementCheckBodySchema>;

/** The element ids of /babyReport/template/{wheelElementId} (the same ids the check answers). */
export const CHILD_ELEMENT_IDS = ['fire', 'earth', 'air', 'water'] as const;
export type ChildElementId = (typeof CHILD_ELEMENT_IDS)[number];

export const CHILD_ELEMENT_NAMES: Record<ChildElementId, string> = {
  fire: '火',
  earth: '土',
  air: '风',
  water: '水',
};

/** The report template id (SPEC §3) of the baby report: its product names it (products.target_id). */
export const BABY_TEMPLATE_KEY = 'baby';
