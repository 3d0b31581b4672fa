// 学习中心 · 占星词典（/learning/dict）的词条形状与分类。词条正文按西方占星传统书写：守护关系先讲传统守护，
// 现代外行星只作为“现代副守护”提及。summary 为 30–60 字的一句话释义，body 为 150–400 字的讲解（字数为非空白字符，
// 含标点）；related 是相关词条的 key，必须都存在于词典中。

export const DICT_CATEGORIES = [
  'sign',
  'planet',
  'house',
  'aspect',
  'point',
  'technique',
  'chart',
  'concept',
] as const;
export type DictCategory = (typeof DICT_CATEGORIES)[number];

/** 分类在词典页上显示的中文名。 */
export const DICT_CATEGORY_LABELS: Record<DictCategory, string> = {
  sign: '星座',
  planet: '行星',
  house: '宫位',
  aspect: '相位',
  point: '星盘上的点',
  technique: '推运与技法',
  chart: '星盘与宫位制',
  concept: '基本概念',
};

export interface DictEntry {
  /** 英文小驼峰，全词典唯一，用作链接与 related。 */
  key: string;
  /** 中文词条名。 */
  term: string;
  /** 英文术语。 */
  english: string;
  category: DictCategory;
  /** 搜索用的别名：常见的其他中文译名、英文缩写。 */
  aliases: readonly string[];
  /** 30–60 字。 */
  summary: string;
  /** 150–400 字。 */
  body: string;
  /** 相关词条的 key。 */
  related: readonly string[];
}
