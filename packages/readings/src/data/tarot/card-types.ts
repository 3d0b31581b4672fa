// The vocabulary of the tarot deck: card ids, suits, ranks and the shape of one card. The ids are stable — draws,
// history rows and the art files under apps/web/public/tarot/ are keyed by them.
import type { PlanetKey, SignKey } from '../../keys.ts';

export const MAJOR_CARD_IDS = [
  'major-00-fool',
  'major-01-magician',
  'major-02-high-priestess',
  'major-03-empress',
  'major-04-emperor',
  'major-05-hierophant',
  'major-06-lovers',
  'major-07-chariot',
  'major-08-strength',
  'major-09-hermit',
  'major-10-wheel-of-fortune',
  'major-11-justice',
  'major-12-hanged-man',
  'major-13-death',
  'major-14-temperance',
  'major-15-devil',
  'major-16-tower',
  'major-17-star',
  'major-18-moon',
  'major-19-sun',
  'major-20-judgement',
  'major-21-world',
] as const;
export type MajorCardId = (typeof MAJOR_CARD_IDS)[number];

export const TAROT_SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
export type TarotSuit = (typeof TAROT_SUITS)[number];

/** Ace … ten as two digits, then the four court ranks in RWS order (page, knight, queen, king). */
export const MINOR_RANKS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  'page',
  'knight',
  'queen',
  'king',
] as const;
export type MinorRank = (typeof MINOR_RANKS)[number];
export type CourtRank = Extract<MinorRank, 'page' | 'knight' | 'queen' | 'king'>;

export type MinorCardId<S extends TarotSuit = TarotSuit> = `${S}-${MinorRank}`;
export type TarotCardId = MajorCardId | MinorCardId;

/** All 78 ids: the majors 0–21, then each suit ace → king (wands, cups, swords, pentacles). */
export const TAROT_CARD_IDS: readonly TarotCardId[] = [
  ...MAJOR_CARD_IDS,
  ...TAROT_SUITS.flatMap((suit) => MINOR_RANKS.map((rank): MinorCardId => `${suit}-${rank}`)),
];

export function isTarotCardId(x: string): x is TarotCardId {
  return (TAROT_CARD_IDS as readonly string[]).includes(x);
}

export type TarotElement = 'fire' | 'water' | 'air' | 'earth';

/**
 * A card's astrological correspondence (Golden Dawn, see cards.ts):
 * - `planet` / `sign` / `element`: the majors;
 * - `decan`: minors two–ten, the planet ruling the 10° decan (1–3) of the sign;
 * - `span`: knights, queens and kings, from 20° of `fromSign` to 20° of `toSign`;
 * - `root`: aces, the root of the element, tied to no zodiac degrees;
 * - `throne`: pages, the earthy part of the element and "throne of the Ace", tied to no zodiac degrees either.
 */
export type TarotAstrology =
  | { kind: 'planet'; planet: PlanetKey }
  | { kind: 'sign'; sign: SignKey }
  | { kind: 'element'; element: TarotElement }
  | { kind: 'decan'; sign: SignKey; decan: 1 | 2 | 3; planet: PlanetKey }
  | { kind: 'span'; fromSign: SignKey; toSign: SignKey }
  | { kind: 'root'; element: TarotElement }
  | { kind: 'throne'; element: TarotElement };

export interface TarotKeywords {
  /** 3–5 Chinese keywords each. */
  upright: readonly string[];
  reversed: readonly string[];
}

export interface TarotCard {
  id: TarotCardId;
  nameZh: string;
  nameEn: string;
  arcana: 'major' | 'minor';
  suit: TarotSuit | null;
  /** Majors 0–21; minors 1–10 for ace–ten and 11–14 for page, knight, queen, king. */
  number: number;
  /** The card's element; null for the majors attributed to a planet alone. */
  element: TarotElement | null;
  astrology: TarotAstrology;
  keywords: TarotKeywords;
}

export type TarotOrientation = 'upright' | 'reversed';
export const TAROT_ORIENTATIONS: readonly TarotOrientation[] = ['upright', 'reversed'];

/** What a card says upright and reversed (80–160 字 each). */
export type TarotMeaning = Readonly<Record<TarotOrientation, string>>;

/** The themes a question may be about; a reading adds the card's theme text (40–90 字) to its meaning. */
export type TarotTheme = 'love' | 'career' | 'growth';
export const TAROT_THEMES: readonly TarotTheme[] = ['love', 'career', 'growth'];
export type TarotThemeTexts = Readonly<Record<TarotTheme, string>>;
