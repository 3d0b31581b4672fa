// Writes packages/contracts/src/site-pages.ts from the web route table (apps/web/app/routes.ts), so
// the server knows which pages exist without importing the web app. Run after changing routes.ts:
//   npm run pages
// apps/web/app/shell/site-pages.test.ts fails when the two drift apart.
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import routes from '../apps/web/app/routes.ts';
import { routePaths } from '../apps/web/app/shell/route-paths.ts';

const target = new URL('../packages/contracts/src/site-pages.ts', import.meta.url).pathname;
const pages = [...new Set(routePaths(routes))].sort();
const source = `// Generated from apps/web/app/routes.ts by \`npm run pages\`: do not edit by hand.
// The pages the web app serves; menus link only to these (see page-match.ts and menus.ts).
import { pageMatcher } from './page-match.ts';

export const SITE_PAGES: readonly string[] = ${JSON.stringify(pages)};

/** Whether an address (query and hash ignored) is a page of this site. */
export const isSitePage = pageMatcher(SITE_PAGES);
`;
writeFileSync(target, await format(source, { ...(await resolveConfig(target)), filepath: target }));
console.log(`${pages.length} pages → ${target}`);
