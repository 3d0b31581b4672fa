import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The web app imports values from these files, so they must not load zod (about 24 KB gzip) into
// the browser: each imports zod, or a file that does, only as types.
const BROWSER_SAFE = [
  'ai.ts',
  'ai-api.ts',
  'astrology.ts',
  'auth-api.ts',
  'baby.ts',
  'baby-api.ts',
  'calendar.ts',
  'calendar-api.ts',
  'calendar-report.ts',
  'calendar-report-api.ts',
  'beijing-time.ts',
  'case.ts',
  'charts.ts',
  'charts-api.ts',
  'commerce.ts',
  'commerce-api.ts',
  'common-api.ts',
  'contacts-api.ts',
  'consultations.ts',
  'consultations-api.ts',
  'comments.ts',
  'comments-api.ts',
  'time-zones.ts',
  'console.ts',
  'console-api.ts',
  'dev-api.ts',
  'fun.ts',
  'fun-api.ts',
  'geo-api.ts',
  'health-api.ts',
  'human-check-api.ts',
  'sky-api.ts',
  'sys-api.ts',
  'users-api.ts',
  'contacts.ts',
  'endpoint.ts',
  'menus.ts',
  'page-match.ts',
  'purchase-rules.ts',
  'reports.ts',
  'reports-api.ts',
  'astrologers.ts',
  'astrologers-api.ts',
  'sign-share.ts',
  'sign-share-api.ts',
  'site-pages.ts',
  'sky.ts',
  'tarot.ts',
  'tarot-api.ts',
  'validation.ts',
];
const LOADS_ZOD =
  /^import (?!type )[^;]*from '(zod|\.\/[\w-]*(schemas|records)\.ts|\.\/(auth|envelope)\.ts)';/m;

describe('contract files the browser loads', () => {
  it.each(BROWSER_SAFE)('%s imports zod only as types', (file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(source).not.toMatch(LOADS_ZOD);
  });
});
