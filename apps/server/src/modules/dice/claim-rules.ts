import { and, eq, lte, or } from 'drizzle-orm';
import { diceQuestions } from '../../db/schema/dice.ts';

/** A question an astrologer may claim: open, or claimed by someone whose claim has lapsed. */
export const claimable = (now: Date) =>
  or(
    eq(diceQuestions.status, 'open'),
    and(eq(diceQuestions.status, 'claimed'), lte(diceQuestions.claimExpiresAt, now)),
  );

/** The database refused a second row where a unique index allows one (unique_violation). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1)
    if ((e as { code?: string }).code === '23505') return true;
  return false;
}
