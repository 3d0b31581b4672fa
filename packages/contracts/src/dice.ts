// The AI dice area in words both sides share (no zod: pages load it): the three dice, the paid
// answers by dice astrologers (their rules and states), and the events of a reading's stream.

export const DICE_KINDS = ['planet', 'sign', 'house'] as const;
export type DiceKind = (typeof DICE_KINDS)[number];
export const DICE_KIND_LABELS: Record<DiceKind, string> = {
  planet: '行星骰',
  sign: '星座骰',
  house: '宫位骰',
};

/** Longest question a member may ask (characters). */
export const DICE_QUESTION_MAX_CHARS = 200;

/** What a member pays for an answer written by a dice astrologer (fen). */
export const DICE_QA_PRICE_FEN = 2900;
/** A claim holds a question for one astrologer this long; after it any dice astrologer may claim it. */
export const DICE_CLAIM_MINUTES = 60;
/** A paid question not answered this long after payment is refunded in full to the member's wallet. */
export const DICE_ANSWER_DEADLINE_HOURS = 48;
/** An answer the member neither accepts nor disputes is accepted automatically after this. */
export const DICE_AUTO_ACCEPT_HOURS = 72;
export const DICE_ANSWER_MIN_CHARS = 60;
export const DICE_ANSWER_MAX_CHARS = 2000;

export const DICE_QUESTION_STATUSES = [
  'unpaid',
  'open',
  'claimed',
  'answered',
  'accepted',
  'refunded',
  'closed',
] as const;
export type DiceQuestionStatus = (typeof DICE_QUESTION_STATUSES)[number];
export const DICE_QUESTION_STATUS_LABELS: Record<DiceQuestionStatus, string> = {
  unpaid: '待支付',
  open: '等待占星师接单',
  claimed: '占星师解读中',
  answered: '已回答，待确认',
  accepted: '已完成',
  refunded: '已退款',
  closed: '已取消',
};

/** One die as it came up: the face's key (sun, aries, 1 …), its Chinese name and keywords. */
export interface DiceFaceRecord {
  die: DiceKind;
  key: string;
  /** 1–12: the face's place on its die. */
  face: number;
  name: string;
  keywords: string[];
  text: string;
}

/**
 * The server-sent events of one dice reading (POST /api/dice/roll answers text/event-stream): the
 * roll first, then token after token, then done — or error, after which nothing more comes.
 */
export type DiceStreamEvent =
  | {
      type: 'roll';
      rollId: string;
      faces: DiceFaceRecord[];
      engine: 'builtin' | 'model';
      engineLabel: string;
    }
  | { type: 'token'; text: string }
  | { type: 'done'; status: 'done' | 'stopped'; charged: 'free' | 'package' }
  | { type: 'error'; resultCode: string; desc: string };

export const DICE_SUGGESTIONS = [
  '这个月适合换工作吗？',
  '我和他的关系接下来会怎样发展？',
  '这次考试我该把精力放在哪里？',
  '要不要搬去另一座城市生活？',
] as const;
