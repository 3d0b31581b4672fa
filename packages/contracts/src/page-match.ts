// Site addresses against route patterns (React Router's `:param`, `:param?`), query and hash
// ignored, a trailing slash tolerated. Used by the server to keep menus to pages that exist and by
// the web app wherever it links to a page that may not be built yet.

function patternFor(path: string): RegExp {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}$`);
}

/** The path part of a site address: no query or hash, no trailing slash; null for other sites. */
export function sitePath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  const path = url.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** A matcher that says whether an address is one of the given page patterns. */
export function pageMatcher(paths: readonly string[]): (url: string) => boolean {
  const patterns = [...new Set(paths)].map(patternFor);
  return (url) => {
    const path = sitePath(url);
    return path !== null && patterns.some((pattern) => pattern.test(path));
  };
}
