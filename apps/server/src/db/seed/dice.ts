import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { diceQuestions, diceRolls } from '../schema/dice.ts';
import { builtinDiceReading, facesOf } from '../../modules/dice/index.ts';

// Demo dice for the demo member: one roll with its built-in reading, and one question answered by the
// demo astrologer 周言 (capacity D) and rated by the member, so /aiDice/history, the answer view and
// the astrologer's answered list show real content. Idempotent by the roll's public id.

const ROLL = { publicId: 'demodiceroll', planet: 'venus', sign: 'taurus', house: 2 } as const;
const QUESTION = '最近想给自己报一个插画课，学费不便宜，值得投入吗？';
const ANSWER =
  '金星落在金牛座、第二宫，三颗骰子都和“价值”有关：金星是你真心喜欢的事物，金牛座讲求踏实与长久，第二宫是金钱和你看重的东西。连成一句话就是——为你真正热爱的事稳稳地投资。\n\n从骰子看，这笔学费并不是冲动消费，而是花在让你愉悦、也能长期积累的能力上。建议先做两件小事：一是试听一节课或先买一套入门材料，确认自己能坚持每周练习；二是把学费放进未来半年的预算里，留出生活的余地，不要一次性透支。\n\n如果试听之后依然心动，就放心报名吧。金牛座的节奏是慢而稳，不必急着出成果，按部就班画下去，这份投入会慢慢变成你的底气。';

export async function seedDemoDice(db: Db, memberId: number, astrologerId: number): Promise<void> {
  const [existing] = await db
    .select({ id: diceRolls.id })
    .from(diceRolls)
    .where(eq(diceRolls.publicId, ROLL.publicId));
  if (existing) return;
  const askedAt = new Date(Date.UTC(2026, 10, 20, 12, 30));
  const [roll] = await db
    .insert(diceRolls)
    .values({
      ...ROLL,
      userId: memberId,
      question: QUESTION,
      answer: builtinDiceReading(QUESTION, facesOf(ROLL)),
      status: 'done',
      engine: 'builtin',
      chargedFrom: 'free',
      createdAt: askedAt,
    })
    .returning({ id: diceRolls.id });
  const at = (hours: number) => new Date(askedAt.getTime() + hours * 3_600_000);
  await db.insert(diceQuestions).values({
    publicId: 'demodiceqsn1',
    rollId: roll!.id,
    memberUserId: memberId,
    astrologerUserId: astrologerId,
    status: 'accepted',
    priceFen: 2900,
    paidAt: at(0.2),
    answerDueAt: at(48.2),
    claimedAt: at(3),
    answer: ANSWER,
    answeredAt: at(3.5),
    rating: 5,
    ratingComment: '分析得很具体，先去试听一节课！',
    acceptedAt: at(6),
    acceptedBy: 'member',
    createdAt: at(0.1),
    updatedAt: at(6),
  });
}
