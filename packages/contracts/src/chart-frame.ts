// The frame a chart is drawn in, a setting of every chart page: the zodiac (tropical, or a sidereal one
// less its ayanamsa) and the harmonic (every longitude multiplied by n; 1 is the radix).

export const ZODIAC_IDS = ['tropical', 'lahiri', 'faganBradley'] as const;
export type ZodiacId = (typeof ZODIAC_IDS)[number];
/** The choices under the birth form. */
export const ZODIAC_NAMES_ZH: Record<ZodiacId, string> = {
  tropical: '回归黄道（默认）',
  lahiri: '恒星黄道 · 拉希里（印度占星常用）',
  faganBradley: '恒星黄道 · 费根-布拉德利（西方恒星占星）',
};
/** As the chart heading names the zodiac it was drawn in. */
export const ZODIAC_SHORT_NAMES_ZH: Record<ZodiacId, string> = {
  tropical: '回归黄道',
  lahiri: '恒星黄道（拉希里）',
  faganBradley: '恒星黄道（费根-布拉德利）',
};

export const HARMONIC_CHOICES = [1, 4, 5, 7, 9] as const;
export type HarmonicNumber = (typeof HARMONIC_CHOICES)[number];
export const HARMONIC_NAMES_ZH: Record<number, string> = {
  1: '本命盘（不取谐波）',
  4: '第4谐波盘（挑战与努力）',
  5: '第5谐波盘（才华与创造）',
  7: '第7谐波盘（灵感与想象）',
  9: '第9谐波盘（婚姻与内在喜悦）',
};
export const HARMONIC_MESSAGE = '谐波可选 1、4、5、7 或 9';

/** The zodiac and harmonic a chart was drawn in, as its record carries them. */
export interface ChartFrame {
  zodiac: ZodiacId;
  /** Subtracted from every tropical longitude (0 in the tropical zodiac), degrees. */
  ayanamsaDeg: number;
  harmonic: number;
  /** '回归黄道' · '恒星黄道（拉希里）· 岁差 23°42′' · '… · 第5谐波盘' */
  labelZh: string;
}

const degreesMinutes = (deg: number): string => {
  const minutes = Math.round(deg * 60);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′`;
};

export function chartFrameLabelZh(zodiac: ZodiacId, ayanamsaDeg: number, harmonic: number): string {
  const parts = [ZODIAC_SHORT_NAMES_ZH[zodiac]];
  if (zodiac !== 'tropical') parts.push(`岁差 ${degreesMinutes(ayanamsaDeg)}`);
  if (harmonic > 1) parts.push(`第${harmonic}谐波盘`);
  return parts.join(' · ');
}
