import { formatBeijing } from './beijing-time.ts';
import type { AspectRecord, ChartRecord } from './charts.ts';

// Exams, certificates, e-cards and ISAR (issue 18 §2): constants and types shared by server and web.
// No zod here (the browser imports it): the schemas are in exams-schemas.ts.

export const EXAM_QUESTION_KINDS = ['single', 'multiple', 'chart'] as const;
export type ExamQuestionKind = (typeof EXAM_QUESTION_KINDS)[number];
export const EXAM_QUESTION_KIND_LABELS: Record<ExamQuestionKind, string> = {
  single: '单选题',
  multiple: '多选题',
  chart: '看盘题',
};

/** The birth a chart-reading question is drawn from (the server computes the wheel). */
export interface ExamChartSource {
  label: string;
  date: string;
  time: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  placeName: string;
}

/** What the page draws for a chart-reading question (the chart wheel's input). */
export interface ExamChartWheel {
  label: string;
  birthLine: string;
  inner: Pick<ChartRecord, 'points' | 'houses' | 'angles'>;
  aspects: AspectRecord[];
}

/**
 * What an e-card grants when redeemed, named by the product's targetId (targetKind 'ecard'):
 * ISAR membership months, or wallet credit in fen.
 */
export type EcardGrant = { type: 'isar'; months: number } | { type: 'wallet'; amountFen: number };
export const ECARD_KINDS: Record<string, { title: string; grant: EcardGrant }> = {
  'isar-12': { title: 'ISAR会员卡 · 12个月', grant: { type: 'isar', months: 12 } },
  'isar-3': { title: 'ISAR会员卡 · 3个月', grant: { type: 'isar', months: 3 } },
  'wallet-100': { title: '星图礼品卡 · 100元', grant: { type: 'wallet', amountFen: 10000 } },
  'wallet-990': { title: '生日礼品卡 · 9.9元', grant: { type: 'wallet', amountFen: 990 } },
};

export function ecardGrantText(grant: EcardGrant): string {
  return grant.type === 'isar'
    ? `ISAR会员 ${grant.months} 个月`
    : `钱包余额 ${(grant.amountFen / 100).toFixed(2).replace(/\.00$/, '')} 元`;
}

/** An e-card code: 16 characters from an alphabet without look-alikes, shown in groups of four. */
export const ECARD_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ECARD_CODE_RE = /^[2-9A-HJ-NP-Z]{16}$/;
/** Normalises what a member typed: spaces and dashes dropped, upper case. */
export function normaliseEcardCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}
export function formatEcardCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

/** Certificate numbers: XT + 20 characters of the same alphabet (100 bits: unguessable). */
/**
 * What a member who may not sit an exam is told: the course to enrol in (a course's exam) or the
 * product to buy. The web shows the same words with the way there.
 */
export function examLockedMessage(required: { title: string; courseId: string | null }): string {
  return required.courseId
    ? `这是课程「${required.title}」的结业考试，报名这门课程并完成付款后即可参加`
    : `参加这场考试需要先购买「${required.title}」`;
}

/**
 * After a failed attempt the same exam can be sat again only this many hours after it was graded, and
 * a failed attempt shows which answers were wrong but not the right ones: otherwise the answers of one
 * attempt would pass the next at once.
 */
export const EXAM_RETAKE_WAIT_HOURS = 24;

export function examRetakeMessage(availableAt: Date): string {
  return `没有通过的考试需等 ${EXAM_RETAKE_WAIT_HOURS} 小时后才能重考，请在 ${formatBeijing(availableAt, 'minute')}（北京时间）之后再来`;
}

export const CERTIFICATE_NUMBER_RE = /^XT[2-9A-HJ-NP-Z]{20}$/;

/** The verification page's path for a certificate number (the PDF's QR code points here). */
export const certificateVerifyPath = (number: string): string => `/certificate/verify/${number}`;

/** A holder's name as the public verification page shows it: the first character, the rest hidden. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '*';
  if (chars.length === 1) return `${chars[0]}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

export const ISAR_TRACKS = ['membership', 'certification'] as const;
export type IsarTrack = (typeof ISAR_TRACKS)[number];
export const ISAR_TRACK_LABELS: Record<IsarTrack, string> = {
  membership: 'ISAR会员',
  certification: 'ISAR认证',
};
export const ISAR_LEVELS = ['beginner', 'intermediate', 'advanced', 'professional'] as const;
export const ISAR_LEVEL_LABELS: Record<(typeof ISAR_LEVELS)[number], string> = {
  beginner: '入门：认识行星、星座与宫位',
  intermediate: '进阶：能独立解读本命盘',
  advanced: '高阶：熟悉推运与合盘技术',
  professional: '专业：已有咨询或教学经验',
};
