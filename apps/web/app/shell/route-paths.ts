// Turn the route table into the list of page paths it serves. scripts/generate-site-pages.ts writes
// the list into contracts (site-pages.ts) for the server and the shell; site-pages.test.ts checks it.

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
