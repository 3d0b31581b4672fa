// The twelve traditional double hours (时辰): 子时 runs 23:00–01:00, 丑时 01:00–03:00 … 亥时 21:00–23:00.
// A member who knows only the 时辰 of a birth gets a chart at its middle (子时 → 00:00, 午时 → 12:00).
// Plain values, so the browser may import them too.

export const SHICHEN_IDS = [
  'zi',
  'chou',
  'yin',
  'mao',
  'chen',
  'si',
  'wu',
  'wei',
  'shen',
  'you',
  'xu',
  'hai',
] as const;
export type ShichenId = (typeof SHICHEN_IDS)[number];

const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';
const pad = (n: number): string => String(n).padStart(2, '0');

export interface Shichen {
  id: ShichenId;
  /** '子时' */
  nameZh: string;
  /** '23:00' */
  start: string;
  /** '01:00' */
  end: string;
  /** The middle, 'HH:mm': the time a chart of this 时辰 is drawn for. */
  middle: string;
}

export const SHICHEN: readonly Shichen[] = SHICHEN_IDS.map((id, i) => ({
  id,
  nameZh: `${BRANCHES[i]}时`,
  start: `${pad((i * 2 + 23) % 24)}:00`,
  end: `${pad((i * 2 + 1) % 24)}:00`,
  middle: `${pad((i * 2) % 24)}:00`,
}));

export function shichenOf(id: string): Shichen | null {
  return SHICHEN.find((s) => s.id === id) ?? null;
}

/** '午时（11:00–13:00）' */
export const shichenLabelZh = (s: Shichen): string => `${s.nameZh}（${s.start}–${s.end}）`;

/** The 时辰 a clock time 'HH:mm' falls in (23:00 is already 子时). */
export function shichenOfTime(time: string): Shichen {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minutes = (h * 60 + m + 60) % 1440;
  return SHICHEN[Math.floor(minutes / 120)]!;
}
