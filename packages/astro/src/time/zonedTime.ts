// Local wall-clock time + IANA zone (or fixed offset) → UTC instant, using the IANA database that ships
// with the JavaScript engine through Intl. Gaps and overlaps are reported, never silently resolved.
import { unixMsFromCalendarUtc } from './julianDay.ts';

export interface LocalDateTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' or 'HH:mm:ss' */
  time: string;
  /** IANA zone ('Asia/Shanghai') or fixed offset ('+08:00', '-03:30', 'Z'). */
  timeZone: string;
}

export interface ResolvedInstant {
  unixMs: number;
  /** Local minus UT, seconds. */
  offsetSeconds: number;
}

export type LocalTimeStatus = 'ok' | 'skipped' | 'repeated';

export interface LocalTimeResolution {
  /** ok: one instant; skipped: the wall time falls in a gap; repeated: it occurs twice. */
  status: LocalTimeStatus;
  /** Every instant the wall time can mean, earliest first (two for skipped or repeated). */
  candidates: ResolvedInstant[];
  /** The choice of Temporal's 'compatible' rule: gap → shifted forward, overlap → earlier instant. */
  compatible: ResolvedInstant;
}

export type Disambiguation = 'compatible' | 'earlier' | 'later' | 'reject';

export class LocalTimeError extends Error {
  constructor(
    message: string,
    readonly resolution?: LocalTimeResolution,
  ) {
    super(message);
    this.name = 'LocalTimeError';
  }
}

const DATE_RE = /^(-?\d{4,6})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const OFFSET_RE = /^([+-])(\d{2}):?(\d{2})(?::?(\d{2}))?$/;

/** Offset in seconds of a fixed-offset zone string, or null when it names an IANA zone. */
export function parseFixedOffsetSeconds(timeZone: string): number | null {
  if (timeZone === 'Z' || timeZone === 'UTC' || timeZone === 'Etc/UTC') return 0;
  const m = OFFSET_RE.exec(timeZone);
  if (!m) return null;
  const s = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -s : s;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new LocalTimeError(`unknown time zone: ${timeZone}`);
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offset (local − UT) in seconds that the IANA zone had at a UTC instant. */
export function zoneOffsetSeconds(timeZone: string, unixMs: number): number {
  const fixed = parseFixedOffsetSeconds(timeZone);
  if (fixed !== null) return fixed;
  const parts = formatterFor(timeZone).formatToParts(new Date(Math.floor(unixMs / 1000) * 1000));
  const get = (t: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === t)?.value ?? 0);
  let year = get('year');
  if (parts.find((p) => p.type === 'era')?.value === 'BC') year = 1 - year;
  const local = unixMsFromCalendarUtc(
    year,
    get('month'),
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((local - Math.floor(unixMs / 1000) * 1000) / 1000);
}

/**
 * Whether an IANA zone was still on local mean time at an instant: every zone of the tz database begins with the
 * LMT of its own city, which is the offset it reports for a date long before any standard time (the year 1000).
 */
export function isZoneLocalMeanTime(timeZone: string, unixMs: number): boolean {
  if (parseFixedOffsetSeconds(timeZone) !== null) return false;
  return zoneOffsetSeconds(timeZone, unixMs) === zoneOffsetSeconds(timeZone, Date.UTC(1000, 0, 1));
}

/** Local mean time offset of a longitude (deg east), seconds: 4 minutes of time per degree. */
export function localMeanTimeOffsetSeconds(longitudeDeg: number): number {
  if (!(Math.abs(longitudeDeg) <= 180)) throw new RangeError('longitude must be within ±180°');
  return Math.round(longitudeDeg * 240);
}

/** Parses 'YYYY-MM-DD' + 'HH:mm[:ss]' into wall-clock milliseconds read as if UTC. */
export function wallClockMs(date: string, time: string): number {
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) throw new LocalTimeError(`invalid local date/time: ${date} ${time}`);
  const [year, month, day, hour, minute, second] = [
    Number(d[1]),
    Number(d[2]),
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    Number(t[3] ?? 0),
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    throw new LocalTimeError(`invalid local date/time: ${date} ${time}`);
  }
  const ms =
    unixMsFromCalendarUtc(year, month, day, hour, minute, second) + Number((t[4] ?? '0').padEnd(3, '0'));
  if (new Date(ms).getUTCDate() !== day) throw new LocalTimeError(`no such date: ${date}`);
  return ms;
}

/** Every UTC instant a local wall-clock time can denote in its zone, with the kind of transition hit. */
export function resolveLocalTime(input: LocalDateTime): LocalTimeResolution {
  const wall = wallClockMs(input.date, input.time);
  const fixed = parseFixedOffsetSeconds(input.timeZone);
  if (fixed !== null) {
    const only = { unixMs: wall - fixed * 1000, offsetSeconds: fixed };
    return { status: 'ok', candidates: [only], compatible: only };
  }
  // Zone transitions are never closer than a few days apart, so the offsets a day either side bound the choice.
  const before = zoneOffsetSeconds(input.timeZone, wall - 86_400_000);
  const after = zoneOffsetSeconds(input.timeZone, wall + 86_400_000);
  const valid: ResolvedInstant[] = [];
  for (const offset of before === after ? [before] : [before, after]) {
    const unixMs = wall - offset * 1000;
    if (zoneOffsetSeconds(input.timeZone, unixMs) === offset) valid.push({ unixMs, offsetSeconds: offset });
  }
  if (valid.length === 0) {
    // In a gap; also catches a transition within the day that the ±1 day probe straddled.
    const atWall = zoneOffsetSeconds(input.timeZone, wall - before * 1000);
    const candidates = [before, atWall === before ? after : atWall]
      .map((offset) => ({ unixMs: wall - offset * 1000, offsetSeconds: offset }))
      .sort((a, b) => a.unixMs - b.unixMs);
    // Temporal 'compatible': read the wall time with the offset in force before the gap (moves it forward).
    const compatible = { unixMs: wall - before * 1000, offsetSeconds: before };
    return { status: 'skipped', candidates, compatible };
  }
  valid.sort((a, b) => a.unixMs - b.unixMs);
  if (valid.length === 2) return { status: 'repeated', candidates: valid, compatible: valid[0]! };
  return { status: 'ok', candidates: valid, compatible: valid[0]! };
}

/** One instant for a wall time: throws LocalTimeError on a skipped or repeated time unless told how to choose. */
export function localTimeToUnixMs(
  input: LocalDateTime,
  disambiguation: Disambiguation = 'reject',
): ResolvedInstant {
  const r = resolveLocalTime(input);
  if (r.status === 'ok') return r.candidates[0]!;
  switch (disambiguation) {
    case 'compatible':
      return r.compatible;
    case 'earlier':
      return r.candidates[0]!;
    case 'later':
      return r.candidates[r.candidates.length - 1]!;
    case 'reject':
      throw new LocalTimeError(
        `local time ${input.date} ${input.time} is ${r.status} in ${input.timeZone}`,
        r,
      );
  }
}
