// Turn the route table into the list of page paths it serves, and match addresses against it.
// Used by vite.config.ts (to hand the list to the app at build time) and by tests.

export interface RouteEntryLike {
  path?: string | undefined;
  index?: boolean | undefined;
  children?: RouteEntryLike[] | undefined;
}

/** Full paths of every page (index and path routes); the catch-all "*" is not a page. */
export function routePaths(entries: readonly RouteEntryLike[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index
      ? parent || '/'
      : entry.path
        ? `${parent}/${entry.path}`.replace(/\/{2,}/g, '/')
        : parent;
    const mine = (entry.index || entry.path) && !own.endsWith('*') ? [own] : [];
    return [...mine, ...routePaths(entry.children ?? [], own)];
  });
}

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

/** A matcher for site addresses (query and hash ignored, trailing slash tolerated). */
export function pageMatcher(paths: readonly string[]): (url: string) => boolean {
  const patterns = [...new Set(paths)].map(patternFor);
  return (url) => {
    const path = url.split(/[?#]/)[0] ?? '';
    const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
    return patterns.some((pattern) => pattern.test(clean));
  };
}
