// The zones a member may read consultation times in (issue 16 §2: Beijing time by default, or the
// member's own zone). Shown by city and current UTC offset, never as a raw IANA id. The offset is
// computed for the instant shown, so a zone with summer time (London, New York, Sydney …) reads
// right on both sides of its change.

import { BEIJING_TIME_ZONE } from './beijing-time.ts';

export interface TimeZoneChoice {
  /** IANA id, stored and sent. */
  zone: string;
  /** 城市（国家或地区） */
  city: string;
}

export const TIME_ZONE_CHOICES: readonly TimeZoneChoice[] = [
  { zone: 'Asia/Shanghai', city: '北京时间' },
  { zone: 'Asia/Hong_Kong', city: '香港' },
  { zone: 'Asia/Taipei', city: '台北' },
  { zone: 'Asia/Macau', city: '澳门' },
  { zone: 'Asia/Singapore', city: '新加坡' },
  { zone: 'Asia/Kuala_Lumpur', city: '吉隆坡（马来西亚）' },
  { zone: 'Asia/Bangkok', city: '曼谷（泰国）' },
  { zone: 'Asia/Jakarta', city: '雅加达（印度尼西亚）' },
  { zone: 'Asia/Manila', city: '马尼拉（菲律宾）' },
  { zone: 'Asia/Tokyo', city: '东京（日本）' },
  { zone: 'Asia/Seoul', city: '首尔（韩国）' },
  { zone: 'Asia/Kolkata', city: '新德里（印度）' },
  { zone: 'Asia/Dubai', city: '迪拜（阿联酋）' },
  { zone: 'Europe/London', city: '伦敦（英国）' },
  { zone: 'Europe/Dublin', city: '都柏林（爱尔兰）' },
  { zone: 'Europe/Paris', city: '巴黎（法国）' },
  { zone: 'Europe/Berlin', city: '柏林（德国）' },
  { zone: 'Europe/Amsterdam', city: '阿姆斯特丹（荷兰）' },
  { zone: 'Europe/Madrid', city: '马德里（西班牙）' },
  { zone: 'Europe/Rome', city: '罗马（意大利）' },
  { zone: 'Europe/Zurich', city: '苏黎世（瑞士）' },
  { zone: 'Europe/Moscow', city: '莫斯科（俄罗斯）' },
  { zone: 'America/New_York', city: '纽约（美国东部）' },
  { zone: 'America/Chicago', city: '芝加哥（美国中部）' },
  { zone: 'America/Denver', city: '丹佛（美国山地）' },
  { zone: 'America/Los_Angeles', city: '洛杉矶（美国西部）' },
  { zone: 'America/Vancouver', city: '温哥华（加拿大）' },
  { zone: 'America/Toronto', city: '多伦多（加拿大）' },
  { zone: 'America/Sao_Paulo', city: '圣保罗（巴西）' },
  { zone: 'Pacific/Honolulu', city: '檀香山（夏威夷）' },
  { zone: 'Australia/Perth', city: '珀斯（澳大利亚西部）' },
  { zone: 'Australia/Sydney', city: '悉尼（澳大利亚东部）' },
  { zone: 'Australia/Melbourne', city: '墨尔本（澳大利亚）' },
  { zone: 'Pacific/Auckland', city: '奥克兰（新西兰）' },
  { zone: 'Africa/Johannesburg', city: '约翰内斯堡（南非）' },
] as const;

export const DEFAULT_VIEW_TIME_ZONE = BEIJING_TIME_ZONE;

export const isTimeZoneChoice = (zone: string): boolean => TIME_ZONE_CHOICES.some((c) => c.zone === zone);

/** Minutes east of UTC in a zone at an instant (480 for Beijing; 60 for London in summer). */
export function zoneOffsetMinutes(zone: string, at: Date | number | string): number {
  const date = at instanceof Date ? at : new Date(at);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(date)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wall - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

/** "UTC+8", "UTC+5:30", "UTC-4". */
export function utcOffsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** "伦敦（英国） UTC+1" at that instant; an unknown zone falls back to its id with the offset. */
export function zoneLabel(zone: string, at: Date | number | string = Date.now()): string {
  const city = TIME_ZONE_CHOICES.find((c) => c.zone === zone)?.city ?? zone;
  return `${city} ${utcOffsetText(zoneOffsetMinutes(zone, at))}`;
}

export interface ZonedClock {
  /** 2026-12-02 */
  date: string;
  /** 10:00 */
  time: string;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
  /** 12月2日 */
  monthDay: string;
}

/** The wall clock of an instant in a zone. */
export function zonedClock(at: Date | number | string, zone: string): ZonedClock {
  const date = at instanceof Date ? at : new Date(at);
  const shifted = new Date(date.getTime() + zoneOffsetMinutes(zone, date) * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const y = shifted.getUTCFullYear();
  const m = shifted.getUTCMonth() + 1;
  const d = shifted.getUTCDate();
  return {
    date: `${y}-${pad(m)}-${pad(d)}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
    weekday: ((shifted.getUTCDay() + 6) % 7) + 1,
    monthDay: `${m}月${d}日`,
  };
}
