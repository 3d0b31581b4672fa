import type { z } from 'zod';
import type * as S from './fun-schemas.ts';

// The fun tests and tools (issue 20 §2): the love test, the element test, the themed sign test, the NVC
// practice, developmental ages and birth-time rectification. Record types and plain constants for pages
// (no zod at run time); schemas in fun-schemas.ts, endpoints in fun-api.ts.

export type LoveTestRecord = z.output<typeof S.loveTestRecordSchema>;
export type LoveTestBody = z.input<typeof S.loveTestBodySchema>;
export type ElementTestRecord = z.output<typeof S.elementTestRecordSchema>;
export type ThemeSignRecord = z.output<typeof S.themeSignRecordSchema>;
export type ThemeSignBody = z.input<typeof S.themeSignBodySchema>;
export type NvcEntryRecord = z.output<typeof S.nvcEntryRecordSchema>;
export type NvcEntryBody = z.input<typeof S.nvcEntryBodySchema>;
export type NvcGuideRecord = z.output<typeof S.nvcGuideRecordSchema>;
export type DevelopmentAgesRecord = z.output<typeof S.developmentAgesRecordSchema>;
export type BtfRunRecord = z.output<typeof S.btfRunRecordSchema>;
export type BtfRunBody = z.input<typeof S.btfRunBodySchema>;
export type BtfCheckRecord = z.output<typeof S.btfCheckRecordSchema>;
export type BtfCheckAdminRecord = z.output<typeof S.btfCheckAdminRecordSchema>;

/** Life events a member can date for the rectification, with the words pages show. */
export const BTF_EVENT_KINDS = [
  'marriage',
  'divorce',
  'childBirth',
  'career',
  'jobLoss',
  'relocation',
  'bereavement',
  'accident',
  'illness',
  'study',
  'other',
] as const;
export type BtfEventKind = (typeof BTF_EVENT_KINDS)[number];

export const BTF_EVENT_NAMES: Record<BtfEventKind, string> = {
  marriage: '结婚或确定关系',
  divorce: '离婚或分手',
  childBirth: '孩子出生',
  career: '升职、创业或重要的新工作',
  jobLoss: '失业或事业受挫',
  relocation: '搬家或移居',
  bereavement: '亲人离世',
  accident: '意外或手术',
  illness: '重病',
  study: '升学或毕业',
  other: '其他重要转折',
};

/**
 * Minutes searched each side of the given time, by the reliability of the birth time (contracts enums
 * BIRTH_TIME_RELIABILITY A–H). G and H (time unknown) search the whole day around noon.
 */
export const BTF_WINDOW_MINUTES: Record<string, number> = {
  A: 10,
  B: 15,
  C: 30,
  D: 45,
  E: 90,
  F: 240,
  G: 720,
  H: 720,
};

/** The fewest and most events one rectification takes. */
export const BTF_MIN_EVENTS = 3;
export const BTF_MAX_EVENTS = 12;

/** The expert check is sold as product type 61 (BTCA); its status words. */
export const BTF_CHECK_STATUS_NAMES = { open: '等待占星师校对', answered: '已完成校对' } as const;

/** Themes of the themed sign test: which chart point each of the two rounds reads. */
export const THEME_SIGN_THEMES = {
  love: { name: '恋爱', rounds: ['venus', 'mars'] },
  career: { name: '事业', rounds: ['sun', 'saturn'] },
  social: { name: '社交', rounds: ['mercury', 'jupiter'] },
  inner: { name: '内心', rounds: ['moon', 'sun'] },
} as const;
export type ThemeSignTheme = keyof typeof THEME_SIGN_THEMES;
export const THEME_SIGN_THEME_IDS = Object.keys(THEME_SIGN_THEMES) as ThemeSignTheme[];

/** Words offered on the NVC edit page (the member may write their own). */
export const NVC_FEELINGS = [
  '开心',
  '感激',
  '放松',
  '期待',
  '平静',
  '委屈',
  '失望',
  '焦虑',
  '生气',
  '难过',
  '疲惫',
  '困惑',
  '孤单',
  '紧张',
] as const;
export const NVC_NEEDS = [
  '被理解',
  '被尊重',
  '休息',
  '安全感',
  '陪伴',
  '自主',
  '公平',
  '信任',
  '清晰',
  '支持',
  '意义',
  '轻松',
] as const;
