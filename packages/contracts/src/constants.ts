// SPEC §9 business constants.
export const DESKTOP_BREAKPOINT_PX = 980;
export const MOBILE_BASE_WIDTH_PX = 485;
export const ASTROLOGER_CACHE_MS = 600_000;
export const USER_RESYNC_INTERVAL_MS = 60_000;
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
export const DEFAULT_TIME_ZONE_OFFSET_HOURS = 8;
export const SERVICE_PHONE_HOURS = '周一至周五 9:00-18:00';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const RESPONSE_CACHE_TTL_MS = 900_000;
export const CACHED_METHODS = ['get', 'head'] as const;
export const CACHEABLE_STATUS_CODES = [200, 203, 300, 301, 302, 404, 405, 410, 414, 501] as const;
export const IMMUTABLE_CACHE_SECONDS = 31_536_000;
export const PLATFORM_HEADER_DEFAULT = '1';
export const PLATFORM_HEADER_SIGNATURE = '2';
export const AUTH_FAILURE_REDIRECT_DELAY_MS = 100;
export const STYLE_VERSION_TAGS = [1, 13, 59, 88] as const;
export const COPYRIGHT_START_YEAR = 2011;

/** Numbers of 10000 and above display with a 万 suffix (one decimal, trailing .0 dropped). */
export function formatWan(value: number): string {
  if (Math.abs(value) < 10_000) return String(value);
  const wan = Math.floor((value / 10_000) * 10) / 10;
  return `${Number.isInteger(wan) ? wan.toFixed(0) : wan.toFixed(1)}万`;
}

/** Integer fen → "¥12.34" style yuan text; money never travels as floats. */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
