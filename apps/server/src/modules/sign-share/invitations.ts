import { createHash } from 'node:crypto';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { PageData, PageQuery } from '@xingtu/contracts/envelope';
import {
  SIGN_INVITE_NEW_ACCOUNT_HOURS,
  SIGN_INVITE_REWARD_CREDITS,
  SIGN_INVITE_REWARD_DAYS,
  SIGN_INVITE_REWARD_TITLE,
  SIGN_INVITE_REWARDS_PER_IP_DAY,
  type SignAdminInvitationRow,
  type SignInvitationRecord,
  type SignInviteNoRewardReason,
  type SignJoinResult,
} from '@xingtu/contracts/sign-share';
import { signInvitations, signShares } from '../../db/schema/sign-share.ts';
import { users } from '../../db/schema/users.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { grantBonusPackage } from '../ai/index.ts';
import { shareByCode } from './shares.ts';

// A new account accepting a friend's invitation, and the inviter's reward: SIGN_INVITE_REWARD_CREDITS free
// AI questions, once per new verified account. Registration itself proves the mobile number or e-mail (a
// code is needed), so every account is verified; "new" means created within SIGN_INVITE_NEW_ACCOUNT_HOURS
// and after the card existed. Anti-abuse: one invitation per account (unique index); a device (the Device-Id
// header) and a mobile number or e-mail (hashed, so a number moved to a second account is still known) earn
// once ever (partial unique indexes over rewarded rows, so a race still earns once); and at most
// SIGN_INVITE_REWARDS_PER_IP_DAY rewards per network address in a day. An invitation that earns nothing is
// still recorded, with the reason, so the inviter sees the friend and the operators see the pattern.

const DAY_MS = 86_400_000;

export interface JoinClient {
  ip: string;
  deviceId: string | null;
}

const accountKeyOf = (account: string) => createHash('sha256').update(account.toLowerCase()).digest('hex');

/** The first character of a display name and two stars: never a number or e-mail to the inviter. */
export const maskedName = (name: string | null) => {
  const first = Array.from((name ?? '').trim())[0];
  return first ? `${first}**` : '星友';
};

export async function joinByInvitation(
  deps: AppDeps,
  inviteeId: number,
  code: string,
  client: JoinClient,
): Promise<SignJoinResult> {
  const share = await shareByCode(deps, code);
  if (share.userId === inviteeId) throw new AppError('SIGN_INVITE_OWN');
  const { db } = deps.database;
  const [invitee] = await db
    .select({ mobile: users.mobile, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, inviteeId));
  const account = invitee?.mobile ?? invitee?.email;
  const now = deps.now();
  if (
    !invitee ||
    !account ||
    invitee.createdAt.getTime() < share.createdAt.getTime() ||
    now.getTime() - invitee.createdAt.getTime() > SIGN_INVITE_NEW_ACCOUNT_HOURS * 3_600_000
  )
    throw new AppError('SIGN_INVITE_NOT_NEW');
  const [taken] = await db
    .select({ id: signInvitations.id })
    .from(signInvitations)
    .where(eq(signInvitations.inviteeUserId, inviteeId));
  if (taken) throw new AppError('SIGN_INVITE_TAKEN');

  const row = {
    shareId: share.id,
    inviterUserId: share.userId,
    inviteeUserId: inviteeId,
    deviceId: client.deviceId,
    accountKey: accountKeyOf(account),
    ip: client.ip,
    createdAt: now,
  };
  const [{ n: fromIp } = { n: 0 }] = await db
    .select({ n: count() })
    .from(signInvitations)
    .where(
      and(
        eq(signInvitations.ip, client.ip),
        eq(signInvitations.rewarded, true),
        gte(signInvitations.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  const result = (outcome: SignJoinResult['outcome'], reason: SignInviteNoRewardReason | null) => ({
    outcome,
    inviterNickname: share.nickname,
    reason,
  });

  // Browsers of this site always send a Device-Id; a request without one earns nothing.
  if (client.deviceId !== null && fromIp < SIGN_INVITE_REWARDS_PER_IP_DAY) {
    const rewarded = await db.transaction(async (tx) => {
      // Any unique index may refuse: the account (a second tab), the device or the number already rewarded.
      const [inserted] = await tx
        .insert(signInvitations)
        .values({ ...row, rewarded: true, credits: SIGN_INVITE_REWARD_CREDITS })
        .onConflictDoNothing()
        .returning({ id: signInvitations.id });
      if (!inserted) return false;
      await grantBonusPackage(tx, {
        userId: share.userId,
        title: SIGN_INVITE_REWARD_TITLE,
        credits: SIGN_INVITE_REWARD_CREDITS,
        expiresAt: new Date(now.getTime() + SIGN_INVITE_REWARD_DAYS * DAY_MS),
      });
      return true;
    });
    if (rewarded) return result('rewarded', null);
  }
  const reason = await noRewardReason(deps, row, fromIp);
  const [recorded] = await db
    .insert(signInvitations)
    .values({ ...row, rewarded: false, credits: 0, noRewardReason: reason })
    .onConflictDoNothing()
    .returning({ id: signInvitations.id });
  if (!recorded) throw new AppError('SIGN_INVITE_TAKEN');
  return result('recorded', reason);
}

async function noRewardReason(
  deps: AppDeps,
  row: { deviceId: string | null; accountKey: string },
  fromIp: number,
): Promise<SignInviteNoRewardReason> {
  if (row.deviceId === null) return 'device';
  if (fromIp >= SIGN_INVITE_REWARDS_PER_IP_DAY) return 'ip';
  const { db } = deps.database;
  const [number] = await db
    .select({ id: signInvitations.id })
    .from(signInvitations)
    .where(and(eq(signInvitations.accountKey, row.accountKey), eq(signInvitations.rewarded, true)));
  if (number) return 'number';
  return 'device';
}

export async function myInvitations(
  deps: AppDeps,
  inviterId: number,
  page: PageQuery,
): Promise<PageData<SignInvitationRecord>> {
  const { db } = deps.database;
  const where = eq(signInvitations.inviterUserId, inviterId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ invitation: signInvitations, name: users.userName })
      .from(signInvitations)
      .innerJoin(users, eq(users.id, signInvitations.inviteeUserId))
      .where(where)
      .orderBy(desc(signInvitations.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(signInvitations).where(where),
  ]);
  return {
    records: rows.map(({ invitation, name }) => ({
      inviteeName: maskedName(name),
      at: invitation.createdAt.toISOString(),
      rewarded: invitation.rewarded,
      credits: invitation.credits,
      reason: invitation.noRewardReason as SignInviteNoRewardReason | null,
    })),
    total: total?.n ?? 0,
    size: page.size,
    current: page.current,
  };
}

/** Operators: one Beijing day's invitations, with address, device and why any earned nothing. */
export async function adminInvitations(
  deps: AppDeps,
  query: { day: string; current: number; size: number },
): Promise<PageData<SignAdminInvitationRow>> {
  const { db } = deps.database;
  const start = new Date(`${query.day}T00:00:00+08:00`);
  const end = new Date(start.getTime() + DAY_MS);
  const where = and(gte(signInvitations.createdAt, start), lt(signInvitations.createdAt, end));
  const [rows, [total]] = await Promise.all([
    db
      .select({ invitation: signInvitations, code: signShares.code })
      .from(signInvitations)
      .innerJoin(signShares, eq(signShares.id, signInvitations.shareId))
      .where(where)
      .orderBy(desc(signInvitations.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db.select({ n: count() }).from(signInvitations).where(where),
  ]);
  return {
    records: rows.map(({ invitation, code }) => ({
      at: invitation.createdAt.toISOString(),
      inviterId: String(invitation.inviterUserId),
      inviteeId: String(invitation.inviteeUserId),
      shareCode: code,
      ip: invitation.ip,
      device: invitation.deviceId ? `${invitation.deviceId.slice(0, 8)}…` : null,
      rewarded: invitation.rewarded,
      reason: invitation.noRewardReason as SignInviteNoRewardReason | null,
    })),
    total: total?.n ?? 0,
    size: query.size,
    current: query.current,
  };
}
