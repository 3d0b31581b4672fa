import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

// How the browser build groups the code every page loads. By default the bundler makes one chunk
// per set of pages sharing a module: the home page needed 29 scripts, each a request (and on a
// phone's slow network a round trip) before the page could paint under Lighthouse's model.

const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app');
const clientRoute = (file: string) => `${path.join(appDir, file)}?__react-router-build-client-route`;
const ROOT_ROUTE = clientRoute('root.tsx');
const HOME_ROUTE = clientRoute('routes/_index.tsx');
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

/** Static import closure of the given modules, as the bundler's module graph has it. */
function staticClosure(ctx: ChunkingContext, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = start.filter((id) => ctx.getModuleInfo(id));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

type Keep = (id: string, members: Set<string>, ctx: ChunkingContext) => boolean;

/** Names the modules of one static closure (computed once per build), the start module excepted. */
function closureChunk(name: string, start: string, keep: Keep = () => true) {
  let members: Set<string> | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    members ??= staticClosure(ctx, [start]);
    return id !== start && members.has(id) && keep(id, members, ctx) ? name : null;
  };
}

/** Script modules that pages outside the closure import too (styles keep their own files). */
const sharedScript: Keep = (id, members, ctx) =>
  !/\.css($|\?)/.test(id) &&
  (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => !members.has(importer));

/**
 * Three chunks instead of dozens: the framework (React, React Router), the
 * shell (the root route's static imports: header, footer, session, shared UI) and what the home
 * page shares with other pages (product cards, prices, Beijing time). The home page's own modules
 * stay in its route chunk; other pages' modules keep the default splitting.
 */
export function firstLoadChunks(): CodeSplittingGroup[] {
  return [
    { name: 'framework', test: FRAMEWORK, priority: 3 },
    { name: closureChunk('shell', ROOT_ROUTE), priority: 2 },
    { name: closureChunk('home-shared', HOME_ROUTE, sharedScript), priority: 1 },
  ];
}
