import { describe, expect, it } from 'vitest';
import { pageMatcher } from '@xingtu/contracts/page-match';
import { SITE_PAGES, isSitePage } from '@xingtu/contracts/site-pages';
import routes from '../routes.ts';
import { routePaths } from './route-paths.ts';

describe('pages of the route table', () => {
  const paths = routePaths(routes);

  it('are the pages contracts/site-pages.ts lists for the server (run `npm run pages` after changing routes.ts)', () => {
    expect([...new Set(paths)].sort()).toEqual([...SITE_PAGES]);
  });

  it('include the shell pages and no catch-all', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/contract/:key',
      '/outChannel/:code',
      '/error/404',
      '/user/information',
      '/user/account',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.includes('*'))).toBe(false);
  });

  it('match addresses, ignoring query strings and trailing slashes', () => {
    expect(isSitePage('/login?from=%2F')).toBe(true);
    expect(isSitePage('/contract/userAgreement')).toBe(true);
    expect(isSitePage('/user/account/')).toBe(true);
    expect(isSitePage('/contract')).toBe(false);
    expect(isSitePage('/isar-never-built?index=2')).toBe(false);
    expect(isSitePage('https://example.com/login')).toBe(false);
    expect(isSitePage('//example.com/login')).toBe(false);
  });

  it('handle nesting, parameters and optional segments', () => {
    const nested = routePaths([
      { index: true },
      { path: 'a', children: [{ index: true }, { path: 'b/:id' }] },
      { path: 'c/:x?' },
      { path: '*' },
    ]);
    expect(nested).toEqual(['/', '/a', '/a', '/a/b/:id', '/c/:x?']);
    const match = pageMatcher(nested);
    expect(match('/a/b/7')).toBe(true);
    expect(match('/a/b')).toBe(false);
    expect(match('/c')).toBe(true);
    expect(match('/c/1')).toBe(true);
    expect(match('/a.b')).toBe(false);
  });
});
