import { pageMatcher } from './page-match.ts';

// Server-rendered pages that every anonymous visitor sees the same: the server keeps their HTML in
// its page cache and lets shared caches (a CDN) keep them too. A page joins this list only when its
// server render reads nothing but its address (path and query): no session, no cookie, no device.
// Everything else rendered is `private, no-store`.

export const PUBLIC_PAGE_PATTERNS: readonly string[] = [
  '/',
  '/news',
  '/news/detail/:id',
  '/cms/:id',
  '/teacher',
  '/teacher/detail/:contentId',
  '/contact/:key',
  '/course',
  '/shop',
];

export const isPublicPage = pageMatcher(PUBLIC_PAGE_PATTERNS);

/** How long a cached page is served as fresh (the server's cache and shared caches alike). */
export const PUBLIC_PAGE_FRESH_SECONDS = 60;
/** After that, a shared cache may still answer with it while it fetches a new one. */
export const PUBLIC_PAGE_STALE_SECONDS = 300;

/** Cache-Control of a cacheable anonymous page: browsers revalidate, shared caches keep it a minute. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_PAGE_FRESH_SECONDS}, stale-while-revalidate=${PUBLIC_PAGE_STALE_SECONDS}`;
/** Cache-Control of every other rendered page (personal, or asked with credentials). */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';
/**
 * The request headers a rendered page depends on: its encoding, and the credentials a server render
 * passes to the API (a session is an Authorization header; the site sets no cookies). The markup is
 * the same on phones and desktops (CSS decides at 980 px), so no device header belongs here.
 */
export const PAGE_VARY = 'Accept-Encoding, Authorization';

/** Operators change what public pages show through these endpoints; a successful write clears the page cache. */
export const OPERATOR_API_PREFIX = '/api/admin/';
