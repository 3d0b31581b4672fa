import { randomInt } from 'node:crypto';
import type { TarotDrawnCard } from '@xingtu/contracts/tarot';
import { TAROT_CARD_IDS } from '@xingtu/readings/data/tarot/card-types';
import { TAROT_CARD_BY_ID } from '@xingtu/readings/data/tarot/cards';
import { TAROT_SPREAD_BY_ID, type TarotSpreadId } from '@xingtu/readings/data/tarot/spreads';

// The server's draw: the first n cards of a Fisher–Yates shuffle of the 78, each turned upright or
// reversed with even odds. The randomness comes from node:crypto (a CSPRNG, unbiased randomInt), so a
// member cannot predict or steer the cards, and no card can come up twice in one spread.

/** An integer in [0, max): crypto's randomInt by default; tests pass their own. */
export type RandomBelow = (max: number) => number;

const cryptoBelow: RandomBelow = (max) => randomInt(max);

export function drawSpread(spreadId: TarotSpreadId, below: RandomBelow = cryptoBelow): TarotDrawnCard[] {
  const spread = TAROT_SPREAD_BY_ID[spreadId];
  const deck = [...TAROT_CARD_IDS];
  return spread.positions.map((position, i) => {
    const pick = i + below(deck.length - i);
    [deck[i], deck[pick]] = [deck[pick]!, deck[i]!];
    const cardId = deck[i]!;
    return {
      position: position.key,
      positionName: position.name,
      cardId,
      nameZh: TAROT_CARD_BY_ID[cardId].nameZh,
      orientation: below(2) === 0 ? 'upright' : 'reversed',
    };
  });
}
