import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL } from './scripts/ensure-browser.mjs';

// End-to-end tests run the built site (API + SSR in one process) with a throw-away database, in
// Debian's Chromium. Each browser project (desktop 1280 px, mobile 390 px) has a server and database
// of its own, so the two projects run at the same time without sharing any state (the demo member's
// cart, the demo astrologer's slots), and each runs its specs one after another as before. The ports
// and folders are chosen once and inherited by the workers.

function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

const sizes = ['desktop', 'mobile'] as const;
type Size = (typeof sizes)[number];

interface E2eServer {
  port: string;
  dataDir: string;
  baseURL: string;
  /** A throw-away database of its own on the PostgreSQL server, when TEST_DATABASE_URL names one. */
  databaseUrl?: string;
}

function serverOf(size: Size): E2eServer {
  const portKey = `E2E_PORT_${size.toUpperCase()}`;
  const dirKey = `E2E_DATA_DIR_${size.toUpperCase()}`;
  process.env[portKey] ??= freePort();
  process.env[dirKey] ??= mkdtempSync(path.join(tmpdir(), `xingtu-e2e-${size}-`));
  const port = process.env[portKey];
  return {
    port,
    dataDir: process.env[dirKey],
    baseURL: `http://127.0.0.1:${port}`,
    databaseUrl: databaseUrlFor(port),
  };
}

/**
 * With TEST_DATABASE_URL (CI), each server runs on PostgreSQL, in a database named for its port that
 * support/seed-common.ts drops and creates: the production database, and far less work for the
 * two-core machine than two embedded PGlite databases. Without it, PGlite in the data folder.
 */
function databaseUrlFor(port: string): string | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `/xingtu_e2e_${port}`;
  return url.toString();
}

const servers = { desktop: serverOf('desktop'), mobile: serverOf('mobile') };

// Debian's chromium-headless-shell: the same Chromium build without the full browser's UI layers,
// which on a two-core CI machine took a third of the run's CPU (same specs: 191 s → 120 s).
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: HEADLESS_SHELL,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

function webServer(size: Size) {
  const { port, dataDir, baseURL, databaseUrl } = servers[size];
  return {
    command: 'npx tsx e2e/support/seed-common.ts && node --import tsx e2e/support/server.ts',
    url: `${baseURL}/healthz`,
    // Two servers migrate and seed their databases at the same time on a 2-core machine.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // The built-in reading engine's pace between tokens: still a stream, without the seconds of
      // reading time a person gets (12 ms by default).
      AI_BUILTIN_TOKEN_DELAY_MS: '2',
      // No PUBLIC_URL: the server must find its own address on this non-default port (issue 13).
      HUMAN_CHECK: 'off',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000',
      // Stories sign in through the API many times a minute, all from 127.0.0.1.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Every browser test asks for codes from 127.0.0.1: the per-IP hourly cap would end the run.
      CODE_LIMIT_PER_IP_PER_HOUR: '1000',
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  // One worker per project: the projects run side by side, each on its own server.
  workers: sizes.length,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A failed test keeps its trace (DOM snapshots of every step) and a screenshot; the trace's
    // screencast is left out: recorded for every test, it cost a fifth of the run.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      use: { ...chromium, baseURL: servers.desktop.baseURL, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      workers: 1,
      // Stories tagged ONE_SIZE (support/helpers.ts) run at desktop only.
      grepInvert: /@one-size/,
      use: {
        ...chromium,
        baseURL: servers.mobile.baseURL,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: sizes.map(webServer),
});
