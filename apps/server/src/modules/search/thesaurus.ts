// Astrology's own word families: a visitor who types the family name means any member of it.
// "上升星座" finds "上升在天秤座" because 天秤座 is a 星座. Expansions happen at query time, so
// a new entry here needs no re-indexing.

const SIGNS = [
  '白羊座',
  '金牛座',
  '双子座',
  '巨蟹座',
  '狮子座',
  '处女座',
  '天秤座',
  '天蝎座',
  '射手座',
  '摩羯座',
  '水瓶座',
  '双鱼座',
];
const PLANETS = ['太阳', '月亮', '水星', '金星', '火星', '木星', '土星', '天王星', '海王星', '冥王星'];
const HOUSES = [
  '第一宫',
  '第二宫',
  '第三宫',
  '第四宫',
  '第五宫',
  '第六宫',
  '第七宫',
  '第八宫',
  '第九宫',
  '第十宫',
  '第十一宫',
  '第十二宫',
];
const ASPECTS = ['合相', '对分相', '三分相', '四分相', '六分相'];

/** Family name → members; also the everyday variants people type for one word. */
const FAMILIES: Record<string, string[]> = {
  星座: SIGNS,
  太阳星座: SIGNS,
  行星: PLANETS,
  宫位: HOUSES,
  相位: ASPECTS,
  天秤座: ['天平座'],
  天平座: ['天秤座'],
  天秤: ['天平'],
  天平: ['天秤'],
  摩羯座: ['魔羯座'],
  魔羯座: ['摩羯座'],
  射手座: ['人马座'],
  人马座: ['射手座'],
  水瓶座: ['宝瓶座'],
  宝瓶座: ['水瓶座'],
  处女座: ['室女座'],
  室女座: ['处女座'],
};

export function expansionsOf(word: string): string[] {
  return (FAMILIES[word] ?? []).filter((member) => member !== word);
}
