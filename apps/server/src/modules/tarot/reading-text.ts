import { TAROT_ORIENTATION_LABELS, type TarotDrawnCard } from '@xingtu/contracts/tarot';
import type { TarotCardId, TarotElement, TarotTheme } from '@xingtu/readings/data/tarot/card-types';
import { ELEMENT_NAME_ZH, TAROT_CARD_BY_ID } from '@xingtu/readings/data/tarot/cards';
import { TAROT_MEANING, TAROT_THEME } from '@xingtu/readings/data/tarot/meanings';
import { TAROT_SPREAD_BY_ID, type TarotSpreadId } from '@xingtu/readings/data/tarot/spreads';
import { fill, TAROT_PHRASES as P, TAROT_SYSTEM_PROMPT } from './prompts.ts';

// What the cards say, from the project's own corpus: the built-in engine's whole answer (pure: the same
// cards and question read the same way) and the facts a chat model is given in its system prompt.

export interface DrawnReading {
  question: string;
  spreadId: TarotSpreadId;
  cards: readonly TarotDrawnCard[];
}

export function themeOf(question: string): TarotTheme {
  for (const theme of ['love', 'career'] as const)
    if (P.themes[theme].some((word) => question.includes(word))) return theme;
  return 'growth';
}

const cardOf = (card: TarotDrawnCard) => TAROT_CARD_BY_ID[card.cardId as TarotCardId];
const label = (card: TarotDrawnCard) =>
  `${card.positionName} · ${card.nameZh}（${TAROT_ORIENTATION_LABELS[card.orientation]}）`;

function summary(cards: readonly TarotDrawnCard[]): string {
  const majors = cards.filter((c) => cardOf(c).arcana === 'major').length;
  const reversed = cards.filter((c) => c.orientation === 'reversed').length;
  const lines: string[] = [];
  if (cards.length > 1) {
    lines.push(majors * 2 > cards.length ? fill(P.majorsMany, { count: majors }) : P.majorsFew);
    lines.push(
      reversed === 0
        ? P.reversedNone
        : reversed * 2 > cards.length
          ? fill(P.reversedMany, { count: reversed })
          : P.reversedSome,
    );
  }
  const elements = new Map<TarotElement, number>();
  for (const c of cards) {
    const element = cardOf(c).element;
    if (element) elements.set(element, (elements.get(element) ?? 0) + 1);
  }
  const top = [...elements].sort((a, b) => b[1] - a[1])[0];
  if (top) lines.push(fill(P.elementLead, { element: ELEMENT_NAME_ZH[top[0]] }) + P.elements[top[0]]);
  return lines.join('');
}

/** The built-in engine's reading: each card in its position, then the cards together. */
export function builtinReading(reading: DrawnReading): string {
  const spread = TAROT_SPREAD_BY_ID[reading.spreadId];
  const theme = themeOf(reading.question);
  const parts = [
    P.intro,
    fill(P.questionEcho, { question: reading.question }),
    fill(P.spreadLine, { spread: spread.name, description: spread.description }),
  ];
  reading.cards.forEach((card, i) => {
    const position = spread.positions[i]!;
    const id = card.cardId as TarotCardId;
    parts.push(
      [
        `【${label(card)}】`,
        fill(P.positionLine, { meaning: position.meaning }),
        TAROT_MEANING[id][card.orientation],
        P.themeLead[theme] + TAROT_THEME[id][theme],
      ].join('\n'),
    );
  });
  parts.push(`${P.summaryHeading}\n${summary(reading.cards)}`);
  parts.push(P.closing);
  return parts.join('\n\n');
}

/** The system prompt for a chat model: the spread, every position's meaning and the card drawn there. */
export function tarotSystemPrompt(reading: DrawnReading, today: string): string {
  const spread = TAROT_SPREAD_BY_ID[reading.spreadId];
  const cards = reading.cards.map((card, i) => {
    const c = cardOf(card);
    const keywords = c.keywords[card.orientation].join('、');
    return `${i + 1}. ${label(card)}：牌位含义——${spread.positions[i]!.meaning} 牌的关键词——${keywords}`;
  });
  return fill(TAROT_SYSTEM_PROMPT, {
    today,
    question: reading.question,
    spread: spread.name,
    spreadDescription: spread.description,
    cards: cards.join('\n'),
  });
}
