import type { AccountMenuItem } from './menus.ts';

// SPEC §2 shell rules as data, with one function each. The web shell decides header, footer and the
// login gate from these; the same rules can guard server-rendered pages.

/** A rule matches a path exactly, or the path and everything below it (prefix). */
export interface PathRule {
  path: string;
  match: 'exact' | 'prefix';
}

const exact = (path: string): PathRule => ({ path, match: 'exact' });
const prefix = (path: string): PathRule => ({ path, match: 'prefix' });

/**
 * No header and no footer: aichat, aiDice, btf, the e-book reader, signShare pages, qcLove result; and
 * the operator console (/admin, issue 21), which has a frame of its own.
 */
export const NO_HEADER_AND_FOOTER: readonly PathRule[] = [
  prefix('/admin'),
  prefix('/aichat'),
  prefix('/aiDice'),
  prefix('/btf'),
  prefix('/ebook/reader'),
  prefix('/signShare'),
  prefix('/qcLove/result'),
];

/**
 * No footer (header stays): login, register, aichat, tarotChat, babyReport pages, and the other
 * full-height tools (AI chat variants, the calendar report wizard) where a footer would sit under
 * an input bar. Pages without a header have no footer either.
 */
export const NO_FOOTER: readonly PathRule[] = [
  exact('/login'),
  exact('/register'),
  prefix('/aichat'),
  prefix('/kimiChat'),
  prefix('/tarotChat'),
  prefix('/babyReport'),
  prefix('/calendarReport'),
];

/**
 * Login required: under user/ or pay/, the e-book reader, aichat, tarotChat, course/exam; plus input pages, and the
 * calendar report's steps, payment and its member-only months and days (its home page stays public).
 */
export const LOGIN_REQUIRED: readonly PathRule[] = [
  prefix('/user'),
  prefix('/pay'),
  prefix('/ebook/reader'),
  prefix('/aichat'),
  prefix('/tarotChat'),
  prefix('/course/exam'),
  exact('/calendarReport/editFirst'),
  exact('/calendarReport/editSecond'),
  exact('/calendarReport/editThird'),
  exact('/calendarReport/orderPay'),
  exact('/calendarReport/monthInfo'),
  exact('/calendarReport/dayInfo'),
];

/** "Any path ending in input": a segment named input or ending in Input (answerInput, parentInput …). */
export const INPUT_SEGMENT_PATTERN = /input$/i;

/** Only the path part: no query, no hash, no trailing slash (except the root). */
export function normalisePath(path: string): string {
  let clean = path.split(/[?#]/)[0] ?? '';
  if (!clean.startsWith('/')) clean = `/${clean}`;
  clean = clean.replace(/\/{2,}/g, '/');
  if (clean.length > 1 && clean.endsWith('/')) clean = clean.slice(0, -1);
  return clean;
}

export function matchesRule(path: string, rule: PathRule): boolean {
  const clean = normalisePath(path);
  if (rule.match === 'exact') return clean === rule.path;
  return clean === rule.path || clean.startsWith(`${rule.path}/`);
}

const matchesAny = (path: string, rules: readonly PathRule[]): boolean =>
  rules.some((rule) => matchesRule(path, rule));

export function hidesHeaderAndFooter(path: string): boolean {
  return matchesAny(path, NO_HEADER_AND_FOOTER);
}

export function hidesFooter(path: string): boolean {
  return hidesHeaderAndFooter(path) || matchesAny(path, NO_FOOTER);
}

export function requiresLogin(path: string): boolean {
  if (matchesAny(path, LOGIN_REQUIRED)) return true;
  return normalisePath(path)
    .split('/')
    .some((segment) => INPUT_SEGMENT_PATTERN.test(segment));
}

/**
 * A return address is kept only when it stays on this site: a path beginning with one slash.
 * Protocol-relative (//evil), absolute URLs and backslash tricks are dropped.
 */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from) return null;
  const value = from.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  // Returning to the page that sent us here would loop.
  const path = normalisePath(value);
  if (path === '/login' || path === '/register') return null;
  return value;
}

export type BackTarget = { kind: 'url'; url: string } | { kind: 'history' };

/** SPEC §2: back from login/register returns to `from`, else one step back in history, else home. */
export function backTarget(from: string | null | undefined, historyLength: number): BackTarget {
  const safe = safeReturnPath(from);
  if (safe) return { kind: 'url', url: safe };
  if (historyLength > 1) return { kind: 'history' };
  return { kind: 'url', url: '/' };
}

/** The login address that brings the user back to `current` afterwards. */
export function loginPathFor(current: string, page: '/login' | '/register' = '/login'): string {
  const safe = safeReturnPath(current);
  return safe && safe !== '/' ? `${page}?from=${encodeURIComponent(safe)}` : page;
}

// GET /api/common/data: the site menus and footer configuration kept in the database.

export interface SiteMenu {
  id: number;
  title: string;
  url: string;
  children: SiteMenu[];
}

export const QR_CODE_KEYS = ['weibo', 'officialAccount', 'videoAccount', 'appMain', 'appAstro'] as const;
export type QrCodeKey = (typeof QR_CODE_KEYS)[number];

export interface FooterQrCode {
  key: QrCodeKey;
  label: string;
  /** The address the QR code opens; the web app draws the code itself. */
  url: string;
}

export interface FooterLink {
  title: string;
  url: string;
}

export interface FooterConfig {
  aboutText: string;
  aboutLinks: FooterLink[];
  servicePhone: string;
  icp: string;
  icpUrl: string;
  qrCodes: FooterQrCode[];
}

export interface SiteBanner {
  id: number;
  title: string;
  subtitle: string;
  linkUrl: string;
  imageUrl: string | null;
}

/** The footer as pages draw it: the operator's configuration plus SPEC §2's fixed link columns. */
export interface SiteFooter extends FooterConfig {
  supportLinks: FooterLink[];
  serviceLinks: FooterLink[];
}

/**
 * Everything the shell draws. Every link in it opens a page of this site: the server drops menu
 * items, footer links and banners whose page is not built (contracts/site-pages.ts).
 */
export interface CommonData {
  menus: SiteMenu[];
  banners: SiteBanner[];
  footer: SiteFooter;
  /** The user-centre menu before the viewer's own rules (contracts/menus.ts menuForViewer). */
  userMenu: AccountMenuItem[];
  astrologerMenu: AccountMenuItem[];
}
