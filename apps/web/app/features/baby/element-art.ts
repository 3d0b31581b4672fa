import type { ChildElementId } from '@xingtu/contracts/baby';

// How the baby pages draw the four elements: a colour each and the signs that carry it.

export const ELEMENT_COLORS: Record<ChildElementId, string> = {
  fire: '#d9553b',
  earth: '#8c6a3f',
  air: '#3a7fc0',
  water: '#23877e',
};

export const ELEMENT_SIGNS: Record<ChildElementId, string> = {
  fire: '白羊座、狮子座、射手座',
  earth: '金牛座、处女座、摩羯座',
  air: '双子座、天秤座、水瓶座',
  water: '巨蟹座、天蝎座、双鱼座',
};
