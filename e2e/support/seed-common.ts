import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedCommon } from '../../apps/server/src/db/seed/common.ts';
import { seedE2eOperator } from './operator.ts';
import { seedResetAccounts } from './reset-accounts.ts';

// Before the test server starts: migrate the temporary database and seed the site menus and footer
// (idempotent, so it is harmless once the seed runner calls seedCommon itself), and add the tests'
// operator account (support/operator.ts) and the password-reset accounts (support/reset-accounts.ts).
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const database = await openDatabase({ pgliteDir: path.join(path.resolve(dataDir), 'pglite') });
await database.migrate();
await seedCommon(database.db);
await seedE2eOperator(database.db);
await seedResetAccounts(database.db);
await database.close();
