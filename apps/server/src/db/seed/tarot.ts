import { eq } from 'drizzle-orm';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { TAROT_ASSISTS_NEEDED, type TarotDrawnCard } from '@xingtu/contracts/tarot';
import { TAROT_CARD_BY_ID } from '@xingtu/readings/data/tarot/cards';
import type { TarotCardId } from '@xingtu/readings/data/tarot/card-types';
import { TAROT_SPREAD_BY_ID, type TarotSpreadId } from '@xingtu/readings/data/tarot/spreads';
import { builtinReading, newReadingId, newShareCode } from '../../modules/tarot/index.ts';
import type { Db } from '../client.ts';
import { tarotAssists, tarotReadings, tarotShares } from '../schema/tarot.ts';

// The demo member's past tarot readings (answered by the built-in engine, as they would be today), one
// of them shared and already helped by the demo astrologer, so the history, share and share-log pages
// have something to show on a fresh start. Runs once: skipped when she has any reading.

interface DemoReading {
  question: string;
  spread: TarotSpreadId;
  cards: [TarotCardId, 'upright' | 'reversed'][];
  daysAgo: number;
}

const DEMO_READINGS: DemoReading[] = [
  {
    question: '我和他最近总是因为小事争吵，这段感情接下来会怎样？',
    spread: 'three-time',
    cards: [
      ['cups-05', 'upright'],
      ['major-14-temperance', 'upright'],
      ['cups-02', 'reversed'],
    ],
    daysAgo: 9,
  },
  {
    question: '年底要不要接受新公司的邀请，换一份工作？',
    spread: 'three-advice',
    cards: [
      ['pentacles-08', 'upright'],
      ['major-18-moon', 'reversed'],
      ['wands-knight', 'upright'],
    ],
    daysAgo: 4,
  },
  {
    question: '这个月我最需要留意什么？',
    spread: 'single',
    cards: [['major-17-star', 'upright']],
    daysAgo: 1,
  },
];

function drawnCards(reading: DemoReading): TarotDrawnCard[] {
  const spread = TAROT_SPREAD_BY_ID[reading.spread];
  return reading.cards.map(([cardId, orientation], i) => ({
    position: spread.positions[i]!.key,
    positionName: spread.positions[i]!.name,
    cardId,
    nameZh: TAROT_CARD_BY_ID[cardId].nameZh,
    orientation,
  }));
}

export async function seedDemoTarot(db: Db, memberId: number, helperId: number): Promise<void> {
  const [existing] = await db
    .select({ id: tarotReadings.id })
    .from(tarotReadings)
    .where(eq(tarotReadings.userId, memberId))
    .limit(1);
  if (existing) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const reading of DEMO_READINGS) {
      const cards = drawnCards(reading);
      const [row] = await tx
        .insert(tarotReadings)
        .values({
          publicId: newReadingId(),
          userId: memberId,
          question: reading.question,
          spreadId: reading.spread,
          cards,
          answer: builtinReading({ question: reading.question, spreadId: reading.spread, cards }),
          engine: 'builtin',
          status: 'done',
          chargedFrom: 'free',
          createdAt: new Date(now - reading.daysAgo * 86_400_000),
        })
        .returning({ id: tarotReadings.id });
      ids.push(row!.id);
    }
    const [share] = await tx
      .insert(tarotShares)
      .values({
        code: newShareCode(),
        readingId: ids[0]!,
        userId: memberId,
        assistsNeeded: TAROT_ASSISTS_NEEDED,
        assistCount: 1,
        createdAt: new Date(now - 8 * 86_400_000),
      })
      .returning({ id: tarotShares.id });
    const helpedAt = new Date(now - 8 * 86_400_000 + 3_600_000);
    await tx.insert(tarotAssists).values({
      shareId: share!.id,
      helperUserId: helperId,
      ownerUserId: memberId,
      day: formatBeijing(helpedAt, 'date'),
      createdAt: helpedAt,
    });
  });
}
