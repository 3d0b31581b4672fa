// 学习中心 · 占星词典（/learning/dict）的全部词条：十二星座、行星与小行星、十二宫、相位、星盘上的点、
// 推运与技法、星盘与宫位制、基本概念。各分类的正文写在同目录的 dict-*.ts 中，这里按分类顺序合并，
// 并提供按 key 查找。所有正文为本站原创的简体中文，英文术语只放在 english 与 aliases 中。
import { DICT_ASPECTS } from './dict-aspects.ts';
import { DICT_CHART } from './dict-chart.ts';
import { DICT_CONCEPTS } from './dict-concepts.ts';
import type { DictEntry } from './dict-entry.ts';
import { DICT_HOUSES } from './dict-houses.ts';
import { DICT_PLANETS } from './dict-planets.ts';
import { DICT_POINTS } from './dict-points.ts';
import { DICT_SIGNS } from './dict-signs.ts';
import { DICT_TECHNIQUES } from './dict-techniques.ts';

export { DICT_CATEGORIES, DICT_CATEGORY_LABELS } from './dict-entry.ts';
export type { DictCategory, DictEntry } from './dict-entry.ts';

export const DICT_ENTRIES: readonly DictEntry[] = [
  ...DICT_SIGNS,
  ...DICT_PLANETS,
  ...DICT_HOUSES,
  ...DICT_ASPECTS,
  ...DICT_POINTS,
  ...DICT_TECHNIQUES,
  ...DICT_CHART,
  ...DICT_CONCEPTS,
];

const BY_KEY = new Map(DICT_ENTRIES.map((e) => [e.key, e]));

/** The entry with this key, or undefined. */
export const dictEntry = (key: string): DictEntry | undefined => BY_KEY.get(key);
