import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { pageMatcher, routePaths } from './route-paths.ts';

describe('pages of the route table', () => {
  const paths = routePaths(routes);
  const isPage = pageMatcher(paths);

  it('lists the shell pages and no catch-all', () => {
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

  it('matches addresses, ignoring query strings and trailing slashes', () => {
    expect(isPage('/login?from=%2F')).toBe(true);
    expect(isPage('/contract/userAgreement')).toBe(true);
    expect(isPage('/user/account/')).toBe(true);
    expect(isPage('/contract')).toBe(false);
    expect(isPage('/isar-never-built?index=2')).toBe(false);
  });

  it('handles nesting, parameters and optional segments', () => {
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
