import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminWalletRecord, WalletProblemRecord } from '@xingtu/contracts/console';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../errors.ts';
import { adjustWallet, walletBalance, walletIntegrity, walletLedger } from '../commerce/index.ts';
import { recordAudit } from './audit.ts';
import type { ActingOperator } from './operator.ts';
import { assertReauthenticated } from './reauth.ts';

// A member's wallet as finance sees it, corrections with a reason (password asked again, audited in
// the same transaction as the ledger line), and the integrity check of every wallet.

async function userNameOf(deps: AppDeps, userId: number): Promise<string> {
  const [row] = await deps.database.db
    .select({ userName: users.userName })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('用户不存在');
  return row.userName;
}

export async function walletOf(
  deps: AppDeps,
  userId: number,
  page: { current: number; size: number },
): Promise<AdminWalletRecord> {
  const userName = await userNameOf(deps, userId);
  const [balanceFen, ledger] = await Promise.all([
    walletBalance(deps, userId),
    walletLedger(deps, userId, page),
  ]);
  return { userId: String(userId), userName, balanceFen, ledger };
}

export async function adjustByOperator(
  deps: AppDeps,
  acting: ActingOperator,
  userId: number,
  input: { amount_fen: number; reason: string; reauth_token?: string },
): Promise<AdminWalletRecord> {
  await assertReauthenticated(deps, acting.operator.id, input.reauth_token);
  await userNameOf(deps, userId);
  // One connection inside the transaction (PGlite has only one): the balance before is the one after
  // minus the move, not a second read outside the transaction.
  await deps.database.db.transaction(async (tx) => {
    const after = await adjustWallet(tx, {
      userId,
      amountFen: input.amount_fen,
      reason: `人工调整：${input.reason}`,
      reference: `console-adjust:${randomUUID()}`,
    });
    await recordAudit(tx, acting, {
      action: 'wallet.adjust',
      targetType: 'wallet',
      targetId: userId,
      before: { balanceFen: after === null ? null : after - input.amount_fen },
      after: { balanceFen: after, amountFen: input.amount_fen },
      reason: input.reason,
    });
  });
  return walletOf(deps, userId, { current: 1, size: 20 });
}

export async function walletProblems(deps: AppDeps): Promise<WalletProblemRecord[]> {
  return (await walletIntegrity(deps)).map((problem) => ({ ...problem, userId: String(problem.userId) }));
}
