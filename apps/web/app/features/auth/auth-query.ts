import { safeReturnPath } from '@xingtu/contracts/shell';

// Login and register carry `from` (the return address) and keep `sourcePlatform` between them.
export interface AuthQuery {
  from: string | null;
  sourcePlatform: string | null;
}

export function readAuthQuery(params: URLSearchParams): AuthQuery {
  const platform = params.get('sourcePlatform');
  return {
    from: safeReturnPath(params.get('from')),
    sourcePlatform: platform && /^[A-Za-z0-9_-]{1,32}$/.test(platform) ? platform : null,
  };
}

/** The login page's panels: sign in, or the forgotten-password reset (?mode=reset, linkable). */
export type LoginMode = 'login' | 'reset';

export const readLoginMode = (params: URLSearchParams): LoginMode =>
  params.get('mode') === 'reset' ? 'reset' : 'login';

export function authPageUrl(
  page: '/login' | '/register' | '/contract/userAgreement' | '/contract/privacyPolicy',
  query: AuthQuery,
  mode: LoginMode = 'login',
): string {
  const params = new URLSearchParams();
  if (page === '/login' && mode === 'reset') params.set('mode', mode);
  if (query.from) params.set('from', query.from);
  if (query.sourcePlatform) params.set('sourcePlatform', query.sourcePlatform);
  const search = params.toString();
  return search ? `${page}?${search}` : page;
}

/** After signing in: back to `from`, else home. */
export const afterSignIn = (query: AuthQuery): string => query.from ?? '/';
