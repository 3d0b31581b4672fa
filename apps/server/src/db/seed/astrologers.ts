import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  astrologerApplications,
  astrologerEarningAccounts,
  astrologerEarnings,
  astrologerProfiles,
} from '../schema/astrologers.ts';

// The demo astrologer's public page, the application that approved them, and one settled income
// line so the astrologer centre shows real numbers. Original text; the avatar is our own SVG
// (apps/web/public/astrologers/zhou-yan.svg).

/** Fixed, so demo links stay the same between starts. */
export const DEMO_ASTROLOGER_PUBLIC_ID = 'zhyanastr2k9';

const INTRODUCTION =
  '从 2012 年开始系统学习现代占星与古典占星，做过上千次一对一咨询。' +
  '擅长从本命盘看性格与天赋，用行运和推运梳理事业节奏；说话直接但不吓人，' +
  '更愿意和你一起找到可以着手的下一步。';

export async function seedDemoAstrologer(db: Db, userId: number): Promise<void> {
  const [existing] = await db
    .select({ userId: astrologerProfiles.userId })
    .from(astrologerProfiles)
    .where(eq(astrologerProfiles.userId, userId));
  if (existing) return;
  const approvedAt = new Date(Date.UTC(2026, 9, 8, 2));
  await db.transaction(async (tx) => {
    await tx.insert(astrologerApplications).values({
      applicationNo: 'azhyanaccept6',
      userId,
      capacities: ['A', 'D'],
      status: '02',
      realName: '周言',
      experience: '系统学习现代占星十余年，持有占星课程结业证书，长期提供本命盘与流年咨询。',
      specialities: ['本命盘解读', '事业与财运', '流年与行运', '占星骰子'],
      certificates: [],
      decidedAt: approvedAt,
      createdAt: new Date(Date.UTC(2026, 9, 6, 3)),
    });
    await tx.insert(astrologerProfiles).values({
      userId,
      publicId: DEMO_ASTROLOGER_PUBLIC_ID,
      displayName: '周言老师',
      photoUrl: '/astrologers/zhou-yan.svg',
      introduction: INTRODUCTION,
      specialities: ['本命盘解读', '事业与财运', '流年与行运', '占星骰子'],
      languages: ['普通话', '英语'],
      approvedAt,
    });
    // One settled consultation: 299 元 paid, 20% service fee, 239.20 元 to the astrologer.
    await tx.insert(astrologerEarningAccounts).values({ userId, balanceFen: 23_920 });
    await tx.insert(astrologerEarnings).values({
      entryNo: 'ezhyanincm2k9',
      userId,
      cause: 'income',
      kind: 'consultation',
      orderNo: 'T20261101090000001',
      grossFen: 29_900,
      commissionFen: 5_980,
      deltaFen: 23_920,
      balanceAfterFen: 23_920,
      idempotencyKey: `income:${userId}:T20261101090000001:consultation`,
      note: '演示数据：60 分钟语音咨询',
      availableAt: new Date(Date.UTC(2026, 10, 8, 1)),
      createdAt: new Date(Date.UTC(2026, 10, 1, 1)),
    });
  });
}
