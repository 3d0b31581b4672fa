import {
  ASPECT_IDS,
  ASPECTS as ASPECTS_INFO,
  HOUSE_NAMES_ZH,
  POINT_IDS,
  POINTS,
  SIGNS as SIGNS_INFO,
} from '@xingtu/contracts/astrology';

// Astrology's own word families: a visitor who types the family name means any member of it.
// "上升星座" finds "上升在天秤座" because 天秤座 is a 星座. Expansions happen at query time, so
// a new entry here needs no re-indexing.

const SIGNS = SIGNS_INFO.map((sign) => sign.nameZh);
const PLANETS = POINT_IDS.slice(0, 10).map((id) => POINTS[id].nameZh);
const HOUSES = HOUSE_NAMES_ZH.map((house) => house.nameZh);
const ASPECTS = ASPECT_IDS.filter((id) => ASPECTS_INFO[id].major).map((id) => ASPECTS_INFO[id].nameZh);

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
