import type { Db } from '../client.ts';
import { seedDemoAccounts } from './accounts.ts';

// Idempotent: every seeder checks before it writes, so the seed runs on every start outside production.
export async function runSeed(db: Db, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  await seedDemoAccounts(db);
}
