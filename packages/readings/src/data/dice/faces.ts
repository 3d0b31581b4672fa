// The three twelve-sided astrological dice: which key each face carries (faces numbered 1–12 in this order).
// The planet die holds the ten planets and the two lunar nodes, the sign die the zodiac, the house die the houses.
import { HOUSE_NUMBERS, type HouseNumber, PLANET_KEYS, type PlanetKey, SIGN_KEYS, type SignKey } from '../../keys.ts';

export const DICE_PLANET_FACES = [...PLANET_KEYS, 'northNode', 'southNode'] as const;
export type DicePlanetFace = PlanetKey | 'northNode' | 'southNode';

export const DICE_SIGN_FACES: readonly SignKey[] = SIGN_KEYS;
export const DICE_HOUSE_FACES: readonly HouseNumber[] = HOUSE_NUMBERS;

export type DiceKind = 'planet' | 'sign' | 'house';

/** What one face says when it comes up in answer to a question. */
export interface DiceFaceText {
  /** 太阳, 白羊座, 第一宫 … */
  name: string;
  /** Three short Chinese keywords. */
  keywords: readonly [string, string, string];
  /** 60–120 字. */
  text: string;
}
