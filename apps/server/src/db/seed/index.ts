import type { Db } from '../client.ts';
import { seedDemoAccounts } from './accounts.ts';
import { seedDemoAstrologer } from './astrologers.ts';
import { seedCatalog } from './catalog.ts';
import { seedCommon } from './common.ts';
import { seedDemoConsultations } from './consultations.ts';
import { seedDemoContacts } from './contacts.ts';
import { seedDemoCourses } from './courses.ts';
import { seedDemoDice } from './dice.ts';
import { seedDemoEbooks } from './ebooks/index.ts';
import { linkFoundationExamToCourse, seedDemoExams } from './exams.ts';
import { seedDemoReport } from './reports.ts';
import { seedDemoSignShare } from './sign-share.ts';
import { seedDemoTarot } from './tarot.ts';
import { seedDemoReviews } from './reviews.ts';
import { seedDemoContent, seedSiteContent } from './content/index.ts';

// Idempotent: every seeder checks before it writes, so the seed runs on every start.
// Site configuration (menus, footer) is needed everywhere; demo people and products only outside production.
export async function runSeed(db: Db, options: { demo: boolean }): Promise<void> {
  await seedCommon(db);
  await seedSiteContent(db);
  if (!options.demo) return;
  const { memberId, astrologerId } = await seedDemoAccounts(db);
  await seedDemoAstrologer(db, astrologerId);
  await seedDemoContacts(db, memberId);
  await seedCatalog(db);
  await seedDemoEbooks(db);
  await seedDemoExams(db);
  await seedDemoReport(db, memberId);
  await seedDemoConsultations(db, astrologerId);
  await seedDemoTarot(db, memberId, astrologerId);
  await seedDemoDice(db, memberId, astrologerId);
  await seedDemoReviews(db, astrologerId);
  await seedDemoContent(db);
  await seedDemoCourses(db, astrologerId);
  await linkFoundationExamToCourse(db);
  await seedDemoSignShare(db, memberId);
}
