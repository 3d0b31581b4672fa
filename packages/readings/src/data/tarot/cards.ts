// 塔罗牌组：韦特（Rider–Waite–Smith）结构的 78 张牌 —— 22 张大阿尔卡那与 56 张小阿尔卡那，
// 每张牌有稳定的 id、中英文名、编号、元素、占星对应，以及正位、逆位各 3–5 个关键词。
//
// Source of the astrological correspondences: the Hermetic Order of the Golden Dawn's "Book T" (S. L. MacGregor
// Mathers), as published in Israel Regardie, *The Golden Dawn* (1937–40), and tabulated in Crowley's *Liber 777*:
// - Majors: the three mother letters to the elements (Fool = air, Hanged Man = water, Judgement = fire), the seven
//   double letters to the planets (Magician = Mercury, High Priestess = Moon, Empress = Venus, Wheel = Jupiter,
//   Tower = Mars, Sun = Sun, World = Saturn, with earth as its second attribution), the twelve simple letters to the
//   signs (Emperor = Aries … Moon = Pisces). Strength stays Leo and Justice stays Libra although Waite numbers them
//   8 and 11.
// - Minors two–ten: the 36 decans, ruled in the Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon)
//   starting with Mars at 0° Aries; the twos–fours of a suit hold its cardinal sign, the fives–sevens its fixed sign,
//   the eights–tens its mutable sign. cards.test.ts recomputes that order.
// - Courts: each rules 30° from 20° of one sign to 20° of the next. Book T's mounted "King" (fire of the element)
//   is the Rider–Waite–Smith Knight, its Queen (water) the Queen, its Prince (air) the King, and its Princess (earth,
//   "throne of the Ace", tied to no zodiac degrees) the Page — the mapping of Crowley's Thoth titles, which most
//   modern RWS readers follow (some authors swap Knight and King).
// - Aces: the root of the element; pages (the Princesses) its throne — neither is tied to zodiac degrees.
import { PLANET_KEYWORDS, SIGN_KEYWORDS } from '../keywords.ts';
import {
  type MinorRank,
  TAROT_SUITS,
  type TarotAstrology,
  type TarotCard,
  type TarotCardId,
  type TarotElement,
  type TarotSuit,
} from './card-types.ts';
import { MAJOR_CARDS } from './cards-major.ts';
import { MINOR_ROWS, SUIT_ELEMENT } from './cards-minor.ts';

export const SUIT_NAME_ZH: Record<TarotSuit, string> = {
  wands: '权杖',
  cups: '圣杯',
  swords: '宝剑',
  pentacles: '星币',
};

const SUIT_NAME_EN: Record<TarotSuit, string> = {
  wands: 'Wands',
  cups: 'Cups',
  swords: 'Swords',
  pentacles: 'Pentacles',
};

export const RANK_NAME_ZH: Record<MinorRank, string> = {
  '01': '王牌',
  '02': '二',
  '03': '三',
  '04': '四',
  '05': '五',
  '06': '六',
  '07': '七',
  '08': '八',
  '09': '九',
  '10': '十',
  page: '侍从',
  knight: '骑士',
  queen: '王后',
  king: '国王',
};

const RANK_NAME_EN: Record<MinorRank, string> = {
  '01': 'Ace',
  '02': 'Two',
  '03': 'Three',
  '04': 'Four',
  '05': 'Five',
  '06': 'Six',
  '07': 'Seven',
  '08': 'Eight',
  '09': 'Nine',
  '10': 'Ten',
  page: 'Page',
  knight: 'Knight',
  queen: 'Queen',
  king: 'King',
};

const RANK_NUMBER: Record<MinorRank, number> = {
  '01': 1,
  '02': 2,
  '03': 3,
  '04': 4,
  '05': 5,
  '06': 6,
  '07': 7,
  '08': 8,
  '09': 9,
  '10': 10,
  page: 11,
  knight: 12,
  queen: 13,
  king: 14,
};

export const ELEMENT_NAME_ZH: Record<TarotElement, string> = { fire: '火', water: '水', air: '风', earth: '土' };

const MINOR_CARDS: readonly TarotCard[] = TAROT_SUITS.flatMap((suit) =>
  MINOR_ROWS[suit].map(
    ([rank, astrology, upright, reversed]): TarotCard => ({
      id: `${suit}-${rank}`,
      nameZh: `${SUIT_NAME_ZH[suit]}${RANK_NAME_ZH[rank]}`,
      nameEn: `${RANK_NAME_EN[rank]} of ${SUIT_NAME_EN[suit]}`,
      arcana: 'minor',
      suit,
      number: RANK_NUMBER[rank],
      element: SUIT_ELEMENT[suit],
      astrology,
      keywords: { upright, reversed },
    }),
  ),
);

/** The 78 cards in TAROT_CARD_IDS order: majors 0–21, then wands, cups, swords, pentacles, ace → king. */
export const TAROT_CARDS: readonly TarotCard[] = [...MAJOR_CARDS, ...MINOR_CARDS];

export const TAROT_CARD_BY_ID: Readonly<Record<TarotCardId, TarotCard>> = Object.fromEntries(
  TAROT_CARDS.map((card) => [card.id, card]),
) as Record<TarotCardId, TarotCard>;

const DECAN_ORDINAL = { 1: '第一旬', 2: '第二旬', 3: '第三旬' } as const;

/** Chinese label of a correspondence, e.g. “火星在白羊座第一旬（0°–10°）”, “天蝎座20°至射手座20°”. */
export function tarotAstrologyLabel(astrology: TarotAstrology): string {
  switch (astrology.kind) {
    case 'planet':
      return PLANET_KEYWORDS[astrology.planet].name;
    case 'sign':
      return SIGN_KEYWORDS[astrology.sign].name;
    case 'element':
      return `${ELEMENT_NAME_ZH[astrology.element]}元素`;
    case 'decan': {
      const fromDeg = (astrology.decan - 1) * 10;
      return `${PLANET_KEYWORDS[astrology.planet].name}在${SIGN_KEYWORDS[astrology.sign].name}${DECAN_ORDINAL[astrology.decan]}（${fromDeg}°–${fromDeg + 10}°）`;
    }
    case 'span':
      return `${SIGN_KEYWORDS[astrology.fromSign].name}20°至${SIGN_KEYWORDS[astrology.toSign].name}20°`;
    case 'root':
      return `${ELEMENT_NAME_ZH[astrology.element]}元素之根`;
    case 'throne':
      return `${ELEMENT_NAME_ZH[astrology.element]}元素之土（王牌之座）`;
  }
}
