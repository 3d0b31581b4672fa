import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// First-load JavaScript of the home and login pages, from React Router's build manifest: the route
// manifest itself, the client entry and, for each route on the page (root + page), its module and
// static imports. Code loaded later with import() (the request layer) is not first-load.
// Run after `npm run build`: npx tsx bench/web-weight.ts

const BUDGET_GZIP_KB = 150;
const clientDir = path.resolve('apps/web/build/client');
const assetsDir = path.join(clientDir, 'assets');

interface RouteEntry {
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: RouteEntry;
  routes: Record<string, RouteEntry>;
}

const manifestFile = readdirSync(assetsDir).find((file) => /^manifest-[\w-]+\.js$/.test(file));
if (!manifestFile)
  throw new Error('no React Router manifest in apps/web/build/client/assets: run npm run build first');
const manifestSource = readFileSync(path.join(assetsDir, manifestFile), 'utf8');
const manifest = JSON.parse(
  manifestSource.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
) as Manifest;

const PAGES: { page: string; routes: string[] }[] = [
  { page: '/', routes: ['root', 'routes/_index'] },
  { page: '/login', routes: ['root', 'routes/login'] },
  // The player (hls.js) loads only on /user/course/learning/{id}, never with a course's page.
  { page: '/course/detail/{id}', routes: ['root', 'routes/course.detail.$id'] },
];

const sizeOf = (url: string) => {
  // React Router marks a style sheet that code loaded later also imports with a trailing '#'.
  const bytes = readFileSync(path.join(clientDir, url.replace(/#$/, '')));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const rows = PAGES.map(({ page, routes }) => {
  const js = new Set<string>([
    `/assets/${manifestFile}`,
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
  ]);
  const css = new Set<string>();
  for (const id of routes) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  const jsSizes = [...js].map(sizeOf);
  const cssSizes = [...css].map(sizeOf);
  const jsGzip = jsSizes.reduce((sum, size) => sum + size.gzip, 0);
  return {
    page,
    jsFiles: js.size,
    jsRawKb: kb(jsSizes.reduce((sum, size) => sum + size.raw, 0)),
    jsGzipKb: kb(jsGzip),
    cssGzipKb: kb(cssSizes.reduce((sum, size) => sum + size.gzip, 0)),
    budgetGzipKb: BUDGET_GZIP_KB,
    withinBudget: kb(jsGzip) <= BUDGET_GZIP_KB,
  };
});

console.log('First-load weight (gzip level 9)');
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/web-weight.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), manifest: manifestFile, rows }, null, 2)}\n`,
);
if (rows.some((row) => !row.withinBudget)) process.exitCode = 1;
