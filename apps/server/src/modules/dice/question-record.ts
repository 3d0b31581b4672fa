import { inArray } from 'drizzle-orm';
import {
  DICE_AUTO_ACCEPT_HOURS,
  DICE_QUESTION_STATUS_LABELS,
  type DiceQuestionStatus,
} from '@xingtu/contracts/dice';
import type { DiceAdminQuestion, DiceQuestionRecord } from '@xingtu/contracts/dice-schemas';
import type { AppDeps } from '../../deps.ts';
import { diceQuestions, diceRolls } from '../../db/schema/dice.ts';
import { users } from '../../db/schema/users.ts';
import { publicNameOf } from './astrologer-port.ts';
import { facesOf, rollOf } from './roll.ts';

// A question row (with its roll) as its member, its astrologer or an operator sees it.

export type QuestionRow = typeof diceQuestions.$inferSelect;
export type RollRow = typeof diceRolls.$inferSelect;

const HOUR_MS = 3_600_000;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Display names of astrologers by user id: their public profile's, else the user record's name. */
export async function namesOf(deps: AppDeps, userIds: (number | null)[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const rows = await deps.database.db
    .select({ id: users.id, name: users.name, userName: users.userName })
    .from(users)
    .where(inArray(users.id, ids));
  for (const row of rows) names.set(row.id, (await publicNameOf(deps, row.id)) ?? row.name ?? row.userName);
  return names;
}

export function questionRecord(
  row: QuestionRow,
  roll: RollRow,
  names: Map<number, string>,
  options: { showAnswer: boolean } = { showAnswer: true },
): DiceQuestionRecord {
  const status = row.status as DiceQuestionStatus;
  return {
    id: row.publicId,
    rollId: roll.publicId,
    question: roll.question,
    faces: facesOf(rollOf(roll)),
    status,
    statusLabel: DICE_QUESTION_STATUS_LABELS[status],
    priceFen: row.priceFen,
    orderNo: row.orderNo,
    astrologerName:
      row.astrologerUserId !== null && status !== 'open' ? (names.get(row.astrologerUserId) ?? null) : null,
    claimExpiresAt: status === 'claimed' ? iso(row.claimExpiresAt) : null,
    answerDueAt: iso(row.answerDueAt),
    answer: options.showAnswer ? row.answer : null,
    answeredAt: iso(row.answeredAt),
    autoAcceptAt:
      status === 'answered' && row.answeredAt
        ? new Date(row.answeredAt.getTime() + DICE_AUTO_ACCEPT_HOURS * HOUR_MS).toISOString()
        : null,
    rating: row.rating,
    ratingComment: row.ratingComment,
    acceptedAt: iso(row.acceptedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function adminRecord(row: QuestionRow, roll: RollRow, names: Map<number, string>): DiceAdminQuestion {
  return {
    ...questionRecord(row, roll, names),
    memberUserId: String(row.memberUserId),
    astrologerUserId: row.astrologerUserId === null ? null : String(row.astrologerUserId),
    paidAt: iso(row.paidAt),
  };
}

/** Rows with their rolls and astrologer names, in the order given. */
export async function withRolls(
  deps: AppDeps,
  rows: QuestionRow[],
): Promise<{ row: QuestionRow; roll: RollRow; names: Map<number, string> }[]> {
  if (rows.length === 0) return [];
  const rolls = await deps.database.db
    .select()
    .from(diceRolls)
    .where(inArray(diceRolls.id, [...new Set(rows.map((r) => r.rollId))]));
  const byId = new Map(rolls.map((r) => [r.id, r]));
  const names = await namesOf(
    deps,
    rows.map((r) => r.astrologerUserId),
  );
  return rows.map((row) => ({ row, roll: byId.get(row.rollId)!, names }));
}
