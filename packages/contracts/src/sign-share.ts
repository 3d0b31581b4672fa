import type { SignId } from './astrology.ts';

// Sign share and invitations (SPEC §2 signShare pages, issue 20 §1): a member shares a card of their Sun,
// Moon and Ascendant signs; a friend tests their own three signs step by step, compares the two, and is
// invited to register. Plain values and types only: the browser loads this file (no zod here).

/** Free AI questions the inviter earns for each new verified account their share brings in. */
export const SIGN_INVITE_REWARD_CREDITS = 2;
/** How long the earned questions stay usable, in days. */
export const SIGN_INVITE_REWARD_DAYS = 30;
export const SIGN_INVITE_REWARD_TITLE = '好友邀请奖励';
/** A new account may accept an invitation only this long after it was created (hours). */
export const SIGN_INVITE_NEW_ACCOUNT_HOURS = 24;
/** At most this many rewarded invitations per network address in 24 hours (a burst from one place earns no more). */
export const SIGN_INVITE_REWARDS_PER_IP_DAY = 3;
export const SIGN_SHARE_NICKNAME_MAX = 12;
/** Why a nickname is refused beyond its length (the moderation check answers 001108 on its own). */
export const SIGN_SHARE_NICKNAME_MESSAGES = {
  invisible: '昵称不能只由空格或不可见字符组成',
  bidi: '昵称不能包含改变文字方向的控制字符',
} as const;

/** Why an accepted invitation earned nothing. */
export type SignInviteNoRewardReason = 'device' | 'number' | 'ip';
export const SIGN_INVITE_NO_REWARD_LABELS: Record<SignInviteNoRewardReason, string> = {
  device: '同一台设备已经为邀请带来过奖励',
  number: '这个手机号或邮箱已经为邀请带来过奖励',
  ip: '同一网络短时间内注册过多，本次不计奖励',
};

/** The three signs of a share, as the sharer chose to show them (null: not shown, or unknown). */
export interface SignTriple {
  sun: SignId;
  moon: SignId | null;
  ascendant: SignId | null;
}

/** The member's own share (what they see on /signShare/ShareLink and /signShare/invite). */
export interface SignShareRecord extends SignTriple {
  code: string;
  nickname: string;
  showMoon: boolean;
  showAscendant: boolean;
  /** Friends who compared their chart with this share. */
  compareCount: number;
  invitedCount: number;
  rewardedCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SignReadingText {
  sign: SignId;
  signZh: string;
  title: string;
  text: string;
}

/** A share as anyone with its code sees it: the nickname and the signs shown, never a birth date or place. */
export interface SignSharedView {
  code: string;
  nickname: string;
  sun: SignReadingText;
  moon: SignReadingText | null;
  ascendant: SignReadingText | null;
  /** Who is looking: the sharer, a signed-in friend, or a visitor. */
  viewer: 'owner' | 'member' | 'guest';
}

/** A friend's three signs from what they have entered so far (Sun from the date; Moon with the time; Ascendant with the place). */
export interface SignBigThree {
  sun: SignReadingText;
  /** null until a birth time is given and the Moon's sign is certain. */
  moon: SignReadingText | null;
  ascendant: SignReadingText | null;
  /** The Ascendant's ruler (命主星) and the sign it stands in, with its reading; null without the Ascendant. */
  chartRuler: { planetZh: string; sign: SignId; signZh: string; text: string } | null;
  /** Degrees within the sign, for the result pages (0–30). */
  sunDegree: number;
  moonDegree: number | null;
  ascendantDegree: number | null;
}

export type SignPairRole = 'sun-sun' | 'moon-moon' | 'ascendant-ascendant' | 'sun-moon' | 'moon-sun';

export interface SignPairComparison {
  role: SignPairRole;
  title: string;
  theirs: SignId;
  yours: SignId;
  /** Signs apart along the zodiac (0–6). */
  distance: number;
  relationZh: string;
  text: string;
  /** 0–100, how easily these two placements meet. */
  ease: number;
}

export interface SignComparison {
  nickname: string;
  theirs: { sun: SignId; moon: SignId | null; ascendant: SignId | null };
  yours: SignBigThree;
  pairs: SignPairComparison[];
  /** Weighted ease of the pairs (0–100). */
  harmony: number;
  summary: string;
}

export type SignJoinOutcome = 'rewarded' | 'recorded';

export interface SignJoinResult {
  outcome: SignJoinOutcome;
  inviterNickname: string;
  /** Why the inviter earned nothing, when outcome is recorded. */
  reason: SignInviteNoRewardReason | null;
}

export interface SignInvitationRecord {
  inviteeName: string;
  at: string;
  rewarded: boolean;
  credits: number;
  reason: SignInviteNoRewardReason | null;
}

export interface SignShareSummary {
  share: SignShareRecord | null;
  invitedCount: number;
  rewardedCount: number;
  creditsEarned: number;
}

export interface SignAdminInvitationRow {
  at: string;
  inviterId: string;
  inviteeId: string;
  shareCode: string;
  ip: string;
  device: string | null;
  rewarded: boolean;
  reason: SignInviteNoRewardReason | null;
}
