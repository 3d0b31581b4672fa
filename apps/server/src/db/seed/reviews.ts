import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { comments } from '../schema/comments.ts';
import { consultationBookings, consultationServices } from '../schema/consultations.ts';
import { users } from '../schema/users.ts';

// Demo reviews for the demo astrologer: three past, completed sessions with three demo clients (no
// password: they cannot sign in), their reviews, and one reply, so the 评价 tab and the rating read
// like a real page. Idempotent: skipped once the astrologer has any review.

const DAY_MS = 86_400_000;

const REVIEWS = [
  {
    mobile: '13700000101',
    userName: '星图用户阿宁',
    name: '宋宁',
    service: 'demosvcvoice',
    daysAgo: 26,
    rating: 5,
    content:
      '第一次做语音咨询，周老师先让我说了最近的困扰，再对照星盘一点点讲。土星过境那段解释得特别清楚，也给了接下来半年可以做的准备，挂电话后心里踏实多了。',
    reply: '谢谢你的信任。土星这一程走得慢，但每一步都算数，半年后再回头看会很不一样。',
  },
  {
    mobile: '13700000102',
    userName: '星图用户小舟',
    name: '陈舟',
    service: 'demosvctext2',
    daysAgo: 17,
    rating: 4,
    content:
      '文字咨询节奏刚好，问题聚焦在换工作的时间点上，给出的两个窗口期都有理由。要是能多讲一点具体怎么准备就更好了。',
    reply: null,
  },
  {
    mobile: '13700000103',
    userName: '星图用户Yuki',
    name: '林雪',
    service: 'demosvcchart',
    daysAgo: 9,
    rating: 5,
    content:
      '书面解盘写得很用心，二十多页，从月亮星座讲到家庭关系，有几处说中了我自己都没意识到的习惯。会反复看的。',
    reply: null,
  },
] as const;

const CLIENT = {
  gender: 'female',
  birthday: '1992-05-18',
  birthTime: '08:30',
  birthLocation: '上海市 徐汇区',
  birthLatitude: 31.19,
  birthLongitude: 121.44,
  birthTimeZone: 'Asia/Shanghai',
};

export async function seedDemoReviews(db: Db, astrologerId: number): Promise<void> {
  const [existing] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.targetType, 'astrologer'), eq(comments.targetRef, astrologerId)))
    .limit(1);
  if (existing) return;
  const services = await db
    .select({
      id: consultationServices.id,
      publicId: consultationServices.publicId,
      price: consultationServices.priceFen,
      minutes: consultationServices.durationMinutes,
    })
    .from(consultationServices)
    .where(eq(consultationServices.astrologerUserId, astrologerId));
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [i, review] of REVIEWS.entries()) {
      const service = services.find((s) => s.publicId === review.service);
      if (!service) continue;
      const [client] = await tx
        .insert(users)
        .values({ mobile: review.mobile, userName: review.userName, name: review.name })
        .onConflictDoUpdate({ target: users.mobile, set: { name: review.name } })
        .returning({ id: users.id });
      // 14:00 Beijing on that day, so the demo sessions sit inside the astrologer's schedule.
      const day = Math.floor((now - review.daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
      const startsAt = new Date(day + 6 * 3_600_000);
      const endsAt = new Date(startsAt.getTime() + service.minutes * 60_000);
      const [booking] = await tx
        .insert(consultationBookings)
        .values({
          publicId: `demoreview0${i + 1}`,
          serviceId: service.id,
          astrologerUserId: astrologerId,
          memberUserId: client!.id,
          state: 'completed',
          startsAt,
          endsAt,
          blockedUntil: endsAt,
          holdUntil: startsAt,
          client: { ...CLIENT, name: review.name },
          question: '想请老师帮我看看最近一段时间的方向。',
          priceFen: service.price,
          createdAt: new Date(startsAt.getTime() - 3 * DAY_MS),
          updatedAt: endsAt,
        })
        .onConflictDoNothing()
        .returning({ id: consultationBookings.id });
      if (!booking) continue;
      const writtenAt = new Date(endsAt.getTime() + 3_600_000);
      const [top] = await tx
        .insert(comments)
        .values({
          publicId: `demorevc000${i + 1}`,
          targetType: 'astrologer',
          targetRef: astrologerId,
          bookingId: booking.id,
          authorUserId: client!.id,
          rating: review.rating,
          content: review.content,
          createdAt: writtenAt,
          updatedAt: writtenAt,
        })
        .returning({ id: comments.id });
      if (review.reply)
        await tx.insert(comments).values({
          publicId: `demorevr000${i + 1}`,
          targetType: 'astrologer',
          targetRef: astrologerId,
          parentId: top!.id,
          authorUserId: astrologerId,
          content: review.reply,
          createdAt: new Date(writtenAt.getTime() + DAY_MS),
          updatedAt: new Date(writtenAt.getTime() + DAY_MS),
        });
    }
  });
}
