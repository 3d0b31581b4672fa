import { z } from 'zod';
import { intParam } from './field-schemas.ts';
import './zod-locale.ts';
import { SIGN_IDS } from './astrology.ts';
import { birthSchema, chartSourceSchema } from './charts-schemas.ts';
import { SIGN_SHARE_NICKNAME_MAX } from './sign-share.ts';

// Request and answer schemas of the sign-share endpoints (declared in sign-share-api.ts). The browser
// types come from sign-share.ts; these check the wire on the server.

export const signShareCodeSchema = z.string().regex(/^[A-Za-z0-9]{10}$/, { message: '分享链接无效' });
export const signShareParamsSchema = z.object({ code: signShareCodeSchema });

/** The member's share: which chart (a saved profile or a birth), the name shown, and which signs to show. */
export const signShareSaveBodySchema = z.object({
  source: chartSourceSchema,
  nickname: z
    .string({ message: '请填写展示的昵称' })
    .trim()
    .min(1, { message: '请填写展示的昵称' })
    .max(SIGN_SHARE_NICKNAME_MAX, { message: `昵称最多 ${SIGN_SHARE_NICKNAME_MAX} 个字` }),
  show_moon: z.boolean().default(true),
  show_ascendant: z.boolean().default(true),
});
export type SignShareSaveBody = z.output<typeof signShareSaveBodySchema>;

/** A friend's birth as entered so far: a date (step 1), then a time (step 2), then a place (step 3). */
export const signBirthBodySchema = z.object({ birth: birthSchema });
export type SignBirthBody = z.output<typeof signBirthBodySchema>;

const sign = z.enum(SIGN_IDS);
const readingText = z.object({ sign, signZh: z.string(), title: z.string(), text: z.string() });

export const signShareRecordSchema = z.object({
  code: z.string(),
  nickname: z.string(),
  sun: sign,
  moon: sign.nullable(),
  ascendant: sign.nullable(),
  showMoon: z.boolean(),
  showAscendant: z.boolean(),
  compareCount: z.number().int(),
  invitedCount: z.number().int(),
  rewardedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const signShareSummarySchema = z.object({
  share: signShareRecordSchema.nullable(),
  invitedCount: z.number().int(),
  rewardedCount: z.number().int(),
  creditsEarned: z.number().int(),
});

export const signSharedViewSchema = z.object({
  code: z.string(),
  nickname: z.string(),
  sun: readingText,
  moon: readingText.nullable(),
  ascendant: readingText.nullable(),
  viewer: z.enum(['owner', 'member', 'guest']),
});

export const signBigThreeSchema = z.object({
  sun: readingText,
  moon: readingText.nullable(),
  ascendant: readingText.nullable(),
  chartRuler: z.object({ planetZh: z.string(), sign, signZh: z.string(), text: z.string() }).nullable(),
  sunDegree: z.number(),
  moonDegree: z.number().nullable(),
  ascendantDegree: z.number().nullable(),
});

export const signComparisonSchema = z.object({
  nickname: z.string(),
  theirs: z.object({ sun: sign, moon: sign.nullable(), ascendant: sign.nullable() }),
  yours: signBigThreeSchema,
  pairs: z.array(
    z.object({
      role: z.enum(['sun-sun', 'moon-moon', 'ascendant-ascendant', 'sun-moon', 'moon-sun']),
      title: z.string(),
      theirs: sign,
      yours: sign,
      distance: z.number().int(),
      relationZh: z.string(),
      text: z.string(),
      ease: z.number().int(),
    }),
  ),
  harmony: z.number().int(),
  summary: z.string(),
});

const noRewardReason = z.enum(['device', 'number', 'ip']).nullable();

export const signJoinResultSchema = z.object({
  outcome: z.enum(['rewarded', 'recorded']),
  inviterNickname: z.string(),
  reason: noRewardReason,
});

export const signInvitationRecordSchema = z.object({
  inviteeName: z.string(),
  at: z.string(),
  rewarded: z.boolean(),
  credits: z.number().int(),
  reason: noRewardReason,
});

export const signAdminInvitationsQuerySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: '日期格式应为 YYYY-MM-DD' }),
  current: intParam(1, 100000).default(1),
  size: intParam(1, 100).default(20),
});

export const signAdminInvitationRowSchema = z.object({
  at: z.string(),
  inviterId: z.string(),
  inviteeId: z.string(),
  shareCode: z.string(),
  ip: z.string(),
  device: z.string().nullable(),
  rewarded: z.boolean(),
  reason: noRewardReason,
});
