// How a report names what it read, as the reader sees it: "太阳 双子座 第10宫", "金星 三分 木星（容许度 1.2°）",
// "上升 天秤座". Names and glyphs come from contracts/astrology.ts, the vocabulary the wheel and chart pages share.
import { POINTS, SIGNS } from '@xingtu/contracts/astrology';
import { ASPECT_KEYWORDS, HOUSE_KEYWORDS } from '../data/keywords.ts';
import { type AspectKey, type HouseNumber, SIGN_KEYS, type SignKey } from '../keys.ts';
import type { AngleKey, ChartAspect, Placement } from './chart-facts.ts';

const POINT_NAME: Record<string, string> = {
  trueNode: '北交点',
  lilith: '莉莉丝',
  asc: '上升点',
  mc: '天顶',
};

/** Chinese name of a planet, point or angle: 太阳, 北交点, 上升点 … */
export function bodyName(key: string): string {
  return POINT_NAME[key] ?? POINTS[key as keyof typeof POINTS]?.nameZh ?? key;
}

export function bodyGlyph(key: string): string {
  return POINTS[key as keyof typeof POINTS]?.glyph ?? '';
}

export function signName(sign: SignKey): string {
  return SIGNS[SIGN_KEYS.indexOf(sign)]!.nameZh;
}

/** 第十宫 (as the texts write it). */
export function houseName(house: HouseNumber): string {
  return HOUSE_KEYWORDS[house].name;
}

const ASPECT_SHORT: Record<AspectKey, string> = {
  conjunction: '合相',
  opposition: '对分',
  trine: '三分',
  square: '四分',
  sextile: '六分',
  quincunx: '梅花',
};

export function aspectShortName(type: AspectKey): string {
  return ASPECT_SHORT[type];
}

/** 12°34′ within the sign. */
export function degreeLabel(degreeInSign: number): string {
  let deg = Math.floor(degreeInSign);
  let min = Math.round((degreeInSign - deg) * 60);
  if (min === 60) {
    deg += 1;
    min = 0;
  }
  return `${deg}°${String(min).padStart(2, '0')}′`;
}

/** "太阳 双子座 第10宫", with " 逆行" for a retrograde planet; the house is left out without a birth time. */
export function placementFactor(p: Placement, owner = ''): string {
  const parts = [`${owner}${bodyName(p.key)}`, signName(p.sign)];
  if (p.house !== null) parts.push(`第${p.house}宫`);
  if (p.retrograde) parts.push('逆行');
  return parts.join(' ');
}

/** "上升 天秤座", "天顶 巨蟹座". */
export function angleFactor(angle: AngleKey, sign: SignKey): string {
  return `${angle === 'asc' ? '上升' : '天顶'} ${signName(sign)}`;
}

/** "第七宫宫头 白羊座". */
export function cuspFactor(house: HouseNumber, sign: SignKey): string {
  return `${houseName(house)}宫头 ${signName(sign)}`;
}

/** "金星 三分 木星（容许度 1.2°）"; owners name whose body it is in a two-person report ("小明的金星"). */
export function aspectFactor(x: ChartAspect, owners: readonly [string, string] = ['', '']): string {
  return `${owners[0]}${bodyName(x.a)} ${aspectShortName(x.type)} ${owners[1]}${bodyName(x.b)}（容许度 ${x.orbDeg.toFixed(1)}°）`;
}

/** "第十宫主星 火星 第6宫". */
export function houseRulerFactor(house: HouseNumber, ruler: Placement): string {
  return `${houseName(house)}主星 ${bodyName(ruler.key)} 第${ruler.house}宫`;
}

/** "月亮与金星三分相", "木星与天顶四分相": an entry's heading for an aspect. */
export function aspectHeading(x: Pick<ChartAspect, 'a' | 'b' | 'type'>): string {
  return `${bodyName(x.a)}与${bodyName(x.b)}${ASPECT_KEYWORDS[x.type].name}`;
}
