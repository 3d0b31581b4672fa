// Chinese names of the calendar's factors, from the keyword corpus.
import type { DayAspectTarget } from '../data/report/calendar.ts';
import { ASPECT_KEYWORDS, PLANET_KEYWORDS } from '../data/keywords.ts';
import type { AspectKey } from '../keys.ts';

export const pointName = (point: DayAspectTarget): string =>
  point === 'asc' ? '上升点' : point === 'mc' ? '天顶' : PLANET_KEYWORDS[point].name;

export const aspectName = (type: AspectKey): string => ASPECT_KEYWORDS[type].name;

const HOUSE_ORDINALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
export const houseName = (house: number): string => `第${HOUSE_ORDINALS[house - 1]}宫`;

/** "行运金星三分相本命太阳": a transit named by its movers, aspect and natal point. */
export const transitTitle = (t: {
  body: DayAspectTarget;
  natalPoint: DayAspectTarget;
  type: AspectKey;
}): string => `行运${pointName(t.body)}${aspectName(t.type)}本命${pointName(t.natalPoint)}`;
