// `npm test`: every test. Type-check and lint, unit and integration tests (PGlite always; PostgreSQL
// and Redis too when TEST_DATABASE_URL / TEST_REDIS_URL are set), then the web build and the
// end-to-end specs in Debian's Chromium at desktop and mobile sizes.
//
// The checks of the first stage are single-threaded programs that do not depend on each other, so
// they run side by side (their output is printed whole as each one ends); the test stages use every
// core by themselves and run one after the other.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensureBrowser } from './ensure-browser.mjs';

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

const fail = (title, status) => {
  console.error(`\n✗ ${title} failed (${elapsed()})`);
  process.exit(status ?? 1);
};

/** Runs one step with its output straight to the terminal. */
const step = (title, command, args) => {
  console.log(`\n=== ${title} (${elapsed()}) ===`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) fail(title, result.status);
};

/** Runs one step of a parallel stage, keeping its output until it ends. */
const quietStep = (title, command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${title}: ${status === 0 ? 'passed' : 'FAILED'} (${elapsed()}) ===`);
      process.stdout.write(Buffer.concat(output));
      resolve({ title, status });
    });
  });

const hasE2e = existsSync('e2e') && readdirSync('e2e').some((file) => file.endsWith('.spec.ts'));

const checks = [
  quietStep('type-check', 'npx', ['tsc', '--noEmit', '-p', '.']),
  existsSync('apps/web/tsconfig.json') &&
    quietStep('type-check web', 'npx', ['tsc', '--noEmit', '-p', 'apps/web']),
  quietStep('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
  quietStep('format', 'npx', ['prettier', '--check', '.']),
  hasE2e && quietStep('web build', 'npm', ['run', 'build', '--silent']),
].filter(Boolean);
for (const { title, status } of await Promise.all(checks)) if (status !== 0) fail(title, status);

step('unit and integration tests', 'npx', ['vitest', 'run']);

if (hasE2e) {
  ensureBrowser();
  step('end-to-end tests', 'npx', ['playwright', 'test']);
}
console.log(`\n✓ every test passed (${elapsed()})`);
