import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  astrologerIdOfUser,
  creditEarning,
  earningEntriesOfKind,
  publicAstrologer,
  reverseEarning,
} from '../astrologers/index.ts';

// The one place the dice area meets the astrologers' earnings ledger: a dice answer is income of kind
// qa (the platform's commission of contracts/astrologers.ts taken off), credited once per order; and
// the name an astrologer shows members (their public profile's display name).

export async function creditDiceEarning(
  deps: AppDeps,
  input: { astrologerUserId: number; orderNo: string; grossFen: number; question: string },
  tx: Tx,
): Promise<void> {
  await creditEarning(
    deps,
    {
      astrologerUserId: input.astrologerUserId,
      orderNo: input.orderNo,
      grossFen: input.grossFen,
      kind: 'qa',
      note: `骰子问答：${input.question.slice(0, 40)}`,
    },
    tx,
  );
}

export async function reverseDiceEarning(
  deps: AppDeps,
  input: { astrologerUserId: number; orderNo: string; refundedGrossFen: number; reference?: string },
  tx: Tx,
): Promise<void> {
  await reverseEarning(deps, { ...input, kind: 'qa', note: '骰子问答退款冲回' }, tx);
}

export const diceEarnings = (deps: AppDeps, userId: number, page: { current: number; size: number }) =>
  earningEntriesOfKind(deps, userId, 'qa', page);

/** The astrologer's public display name, or null without a public profile (withdrawn, never approved). */
export async function publicNameOf(deps: AppDeps, userId: number): Promise<string | null> {
  const astrologerId = await astrologerIdOfUser(deps, userId);
  if (!astrologerId) return null;
  try {
    return (await publicAstrologer(deps, astrologerId)).displayName;
  } catch (error) {
    if (error instanceof AppError && error.httpStatus === 404) return null;
    throw error;
  }
}
