import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { contacts } from '../schema/contacts.ts';

// A believable family for the demo member: herself, a partner and a child, each with a chart to open.
const DEMO_CONTACTS = [
  {
    name: '林晓',
    gender: 'female',
    relation: 'self',
    birthday: '1994-08-17',
    birthHour: 14,
    birthMin: 35,
    birthLocation: '广东省 广州市 天河区',
    birthLatitude: 23.1247,
    birthLongitude: 113.3612,
    reliability: 'A',
    note: '出生证明上的时间',
  },
  {
    name: '陈屿',
    gender: 'male',
    relation: 'partner',
    birthday: '1992-11-03',
    birthHour: 7,
    birthMin: 10,
    birthLocation: '四川省 成都市 武侯区',
    birthLatitude: 30.6424,
    birthLongitude: 104.0431,
    reliability: 'B',
    note: '妈妈记得是早饭前',
  },
  {
    name: '陈小禾',
    gender: 'female',
    relation: 'child',
    birthday: '2021-04-26',
    birthHour: 22,
    birthMin: 48,
    birthLocation: '广东省 广州市 越秀区',
    birthLatitude: 23.1291,
    birthLongitude: 113.2668,
    reliability: 'A',
    note: null,
  },
] as const;

export async function seedDemoContacts(db: Db, userId: number): Promise<void> {
  const existing = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.userId, userId))
    .limit(1);
  if (existing.length > 0) return;
  await db.insert(contacts).values(
    DEMO_CONTACTS.map((contact) => ({
      ...contact,
      userId,
      calendar: 'solar',
      birthTimeZone: 'Asia/Shanghai',
      visibility: 1,
    })),
  );
}
