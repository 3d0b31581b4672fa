import { natalChart } from '@xingtu/astro';
import { signOfLongitudeDeg } from '@xingtu/readings/keys';
import { newShareCode } from '../../modules/tarot/index.ts';
import type { Db } from '../client.ts';
import { signShares } from '../schema/sign-share.ts';

// The demo member's sign-share card, its signs from the chart engine for a demo birth (1992-03-15 10:20,
// Hangzhou), so /signShare/shareMyChart and the shared page have a card on a fresh start. Only the signs
// are stored, as for any member. Runs once: skipped when she has a card.

export async function seedDemoSignShare(db: Db, memberId: number): Promise<void> {
  const chart = natalChart({
    date: '1992-03-15',
    time: '10:20',
    timeZone: 'Asia/Shanghai',
    latitude: 30.2741,
    longitude: 120.1551,
    houseSystem: 'P',
  });
  await db
    .insert(signShares)
    .values({
      code: newShareCode(),
      userId: memberId,
      nickname: '星图小助手',
      sunSign: signOfLongitudeDeg(chart.bodies.sun.longitudeDeg),
      moonSign: signOfLongitudeDeg(chart.bodies.moon.longitudeDeg),
      ascendantSign: chart.angles ? signOfLongitudeDeg(chart.angles.asc) : null,
      showMoon: true,
      showAscendant: true,
    })
    .onConflictDoNothing({ target: signShares.userId });
}
