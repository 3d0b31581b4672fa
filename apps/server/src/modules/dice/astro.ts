import { and, avg, count, eq, inArray } from 'drizzle-orm';
import { EARNING_COMMISSION_PERCENT } from '@xingtu/contracts/astrologers';
import { DICE_CLAIM_MINUTES, DICE_QA_PRICE_FEN } from '@xingtu/contracts/dice';
import type { DiceAstroOverview, DiceEarnings, DiceTrainingRecord } from '@xingtu/contracts/dice-schemas';
import type { PageQuery } from '@xingtu/contracts/envelope';
import { DICE_TRAINING_CASES } from '@xingtu/readings/data/dice/training';
import type { AppDeps } from '../../deps.ts';
import { diceQuestions } from '../../db/schema/dice.ts';
import { diceEarnings } from './astrologer-port.ts';
import { claimable } from './claim-rules.ts';
import { astroQuestion, currentClaim } from './claims.ts';
import { facesOf } from './roll.ts';

// The dice astrologer's centre: how many questions wait, their own counts and rating, the question
// they hold; their dice income from the earnings ledger; the training cases.

export async function astroOverview(deps: AppDeps, astrologerUserId: number): Promise<DiceAstroOverview> {
  const { db } = deps.database;
  const mine = await currentClaim(deps, astrologerUserId);
  const [[waiting], [answered], [accepted]] = await Promise.all([
    db.select({ n: count() }).from(diceQuestions).where(claimable(deps.now())),
    db
      .select({ n: count() })
      .from(diceQuestions)
      .where(
        and(
          eq(diceQuestions.astrologerUserId, astrologerUserId),
          inArray(diceQuestions.status, ['answered', 'accepted']),
        ),
      ),
    db
      .select({ n: count(), rating: avg(diceQuestions.rating) })
      .from(diceQuestions)
      .where(and(eq(diceQuestions.astrologerUserId, astrologerUserId), eq(diceQuestions.status, 'accepted'))),
  ]);
  return {
    waiting: waiting?.n ?? 0,
    answered: answered?.n ?? 0,
    accepted: accepted?.n ?? 0,
    averageRating: accepted?.rating ? Math.round(Number(accepted.rating) * 10) / 10 : null,
    current: mine ? await astroQuestion(deps, astrologerUserId, mine.publicId) : null,
    claimMinutes: DICE_CLAIM_MINUTES,
    priceFen: DICE_QA_PRICE_FEN,
    sharePercent: 100 - EARNING_COMMISSION_PERCENT.qa,
  };
}

export async function astroEarnings(
  deps: AppDeps,
  astrologerUserId: number,
  page: PageQuery,
): Promise<DiceEarnings> {
  const found = await diceEarnings(deps, astrologerUserId, page);
  return {
    totalFen: found.totalFen,
    settlingFen: found.settlingFen,
    entries: found.records.map((e) => ({
      entryNo: e.entryNo,
      causeLabel: e.causeLabel,
      orderNo: e.orderNo,
      grossFen: e.grossFen,
      commissionFen: e.commissionFen,
      deltaFen: e.deltaFen,
      note: e.note,
      availableAt: e.availableAt,
      createdAt: e.createdAt,
    })),
    total: found.total,
    current: found.current,
    size: found.size,
  };
}

export function trainingCases(): DiceTrainingRecord[] {
  return DICE_TRAINING_CASES.map((c) => ({
    id: c.id,
    title: c.title,
    question: c.question,
    faces: facesOf(c.roll),
    modelAnswer: c.modelAnswer,
    points: [...c.points],
  }));
}
