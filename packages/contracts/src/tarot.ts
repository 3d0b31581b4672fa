// The tarot area in words both sides share (no zod: pages load it): the limits of a reading and of
// friends' help, and the events of a reading's stream.

/** The spreads a member may choose (their positions and texts: @xingtu/readings/data/tarot/spreads). */
export const TAROT_SPREAD_IDS = [
  'single',
  'three-time',
  'three-advice',
  'relationship',
  'celtic-cross',
  'horseshoe',
] as const;
export type TarotSpreadId = (typeof TAROT_SPREAD_IDS)[number];

/** Longest question a member may ask the cards (characters). */
export const TAROT_QUESTION_MAX_CHARS = 200;

/** Friends whose help unlocks one free reading for the member who shared. */
export const TAROT_ASSISTS_NEEDED = 3;
/** Shares one member may help on one Beijing day (a fresh account cannot farm free readings). */
export const TAROT_ASSISTS_PER_DAY = 3;
/** Days a free reading unlocked by friends stays usable. */
export const TAROT_ASSIST_REWARD_DAYS = 30;
/** The title of the one-reading credit friends unlock (it shows among the member's packages). */
export const TAROT_ASSIST_REWARD_TITLE = '好友助力 · 免费解读 1 次';

export type TarotOrientationKey = 'upright' | 'reversed';

export const TAROT_ORIENTATION_LABELS: Record<TarotOrientationKey, string> = {
  upright: '正位',
  reversed: '逆位',
};

/** One card on the table: which card, which way up, in which position of the spread. */
export interface TarotDrawnCard {
  position: string;
  positionName: string;
  cardId: string;
  nameZh: string;
  orientation: TarotOrientationKey;
}

/**
 * The server-sent events of one reading (POST /api/tarot/readings answers text/event-stream):
 * meta first with the cards drawn, then token after token, then done — or error, after which
 * nothing more comes.
 */
export type TarotStreamEvent =
  | {
      type: 'meta';
      readingId: string;
      engine: 'builtin' | 'model';
      engineLabel: string;
      cards: TarotDrawnCard[];
    }
  | { type: 'token'; text: string }
  | { type: 'done'; status: 'done' | 'stopped'; charged: 'free' | 'package' }
  | { type: 'error'; resultCode: string; desc: string };

/** Why a friend's help was not counted (the assist page says it in these words). */
export const TAROT_ASSIST_REFUSALS = {
  own: '不能为自己的分享助力，把链接发给好友吧',
  twice: '你已经为这次分享助力过了，谢谢你',
  daily: `每人每天最多助力 ${TAROT_ASSISTS_PER_DAY} 次，明天再来吧`,
  full: '这次分享已经集满助力，免费解读已解锁',
} as const;
