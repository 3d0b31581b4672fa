import { describe, expect, it } from 'vitest';
import { afterSignIn, authPageUrl, readAuthQuery, readLoginMode } from './auth-query.ts';

describe('auth query', () => {
  it('keeps from and sourcePlatform between login and register', () => {
    const query = readAuthQuery(new URLSearchParams('from=%2Fuser%2Faccount&sourcePlatform=app'));
    expect(authPageUrl('/register', query)).toBe('/register?from=%2Fuser%2Faccount&sourcePlatform=app');
    expect(afterSignIn(query)).toBe('/user/account');
  });
  it('drops unsafe values', () => {
    const query = readAuthQuery(
      new URLSearchParams('from=https%3A%2F%2Fevil.example&sourcePlatform=%3Cx%3E'),
    );
    expect(query).toEqual({ from: null, sourcePlatform: null });
    expect(afterSignIn(query)).toBe('/');
    expect(authPageUrl('/login', query)).toBe('/login');
  });
  it('the reset panel is a linkable mode of /login that keeps from and sourcePlatform', () => {
    const query = readAuthQuery(new URLSearchParams('from=%2Fuser%2Forder&sourcePlatform=app'));
    expect(authPageUrl('/login', query, 'reset')).toBe(
      '/login?mode=reset&from=%2Fuser%2Forder&sourcePlatform=app',
    );
    expect(authPageUrl('/login', readAuthQuery(new URLSearchParams()), 'reset')).toBe('/login?mode=reset');
    expect(authPageUrl('/register', query, 'reset')).toBe(
      '/register?from=%2Fuser%2Forder&sourcePlatform=app',
    );
    expect(readLoginMode(new URLSearchParams('mode=reset&from=%2F'))).toBe('reset');
    expect(readLoginMode(new URLSearchParams('mode=other'))).toBe('login');
    expect(readLoginMode(new URLSearchParams())).toBe('login');
  });
});
