import { pageMatcher } from './route-paths.ts';

// The pages this build contains, taken from app/routes.ts when the app is built (vite.config.ts
// defines __XINGTU_PAGE_PATHS__). Links to areas that are not built yet render as plain text
// (footer) or stay absent (home, menus); a new route makes them appear with no other change.

declare const __XINGTU_PAGE_PATHS__: readonly string[] | undefined;

export const BUILT_PAGE_PATHS: readonly string[] =
  typeof __XINGTU_PAGE_PATHS__ === 'undefined' ? [] : __XINGTU_PAGE_PATHS__;

export const isBuiltPage = pageMatcher(BUILT_PAGE_PATHS);
