// `npm test`: every test. Type-check and lint, unit and integration tests (PGlite always; PostgreSQL
// and Redis too when TEST_DATABASE_URL / TEST_REDIS_URL are set), then the web build and the
// end-to-end specs in Debian's Chromium at desktop and mobile sizes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensureBrowser } from './ensure-browser.mjs';

const step = (title, command, args, env = {}) => {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
};

step('type-check', 'npx', ['tsc', '--noEmit', '-p', '.']);
if (existsSync('apps/web/tsconfig.json'))
  step('type-check web', 'npx', ['tsc', '--noEmit', '-p', 'apps/web']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('format', 'npx', ['prettier', '--check', '.']);
step('unit and integration tests', 'npx', ['vitest', 'run']);

const hasE2e = existsSync('e2e') && readdirSync('e2e').some((file) => file.endsWith('.spec.ts'));
if (hasE2e) {
  ensureBrowser();
  step('web build', 'npm', ['run', 'build', '--silent']);
  step('end-to-end tests', 'npx', ['playwright', 'test']);
}
