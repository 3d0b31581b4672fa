import { describe, expect, it } from 'vitest';
import { afterSignIn, authPageUrl, readAuthQuery } from './auth-query.ts';

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
});
