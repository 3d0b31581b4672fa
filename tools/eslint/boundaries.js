import path from 'node:path';

// The import boundaries of DESIGN.md / STYLE.md, as one local ESLint rule (tools/architecture.test.ts
// shows it failing on a cross-area import and passing on the tree):
//   1. a server area (apps/server/src/modules/<area>/) is entered only through its index.ts; app.ts
//      (the composition root) may also take an area's routes.ts plugin, and tests, e2e and benches
//      may use an area's test/ fixtures;
//   2. packages/* never import apps/*;
//   3. a web feature (apps/web/app/features/<feature>/) is entered by another feature only through its
//      index.ts (pages in routes/ and the shell use feature components directly).
// Relative imports are resolved against the importing file; package imports of apps are matched by name.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_MODULES = 'apps/server/src/modules/';
const WEB_FEATURES = 'apps/web/app/features/';

const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** `apps/server/src/modules/commerce/orders/x.ts` → { area: 'commerce', rest: 'orders/x.ts' } */
function unitOf(file, base) {
  if (!file.startsWith(base)) return undefined;
  const [area, ...rest] = file.slice(base.length).split('/');
  return rest.length === 0 ? undefined : { area, rest: rest.join('/') };
}

const isHarness = (file) =>
  /(^|\/)(e2e|bench|tools)\//.test(file) || /\.test\.tsx?$/.test(file) || /\/test\//.test(file);

function check(importer, target) {
  for (const [base, kind] of [
    [SERVER_MODULES, 'area'],
    [WEB_FEATURES, 'feature'],
  ]) {
    const to = unitOf(target, base);
    if (!to) continue;
    const from = unitOf(importer, base);
    if (from?.area === to.area) return undefined;
    // Pages (routes/, shell/) compose features freely; only one feature reaching into another is barred.
    if (kind === 'feature' && !from) return undefined;
    if (to.rest === 'index.ts') return undefined;
    if (kind === 'area' && importer === 'apps/server/src/app.ts' && to.rest === 'routes.ts') return undefined;
    if (kind === 'area' && isHarness(importer) && to.rest.startsWith('test/')) return undefined;
    if (isHarness(importer) && !from) return undefined;
    return `${kind} "${to.area}" is entered only through ${base}${to.area}/index.ts (not ${to.rest})`;
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'areas and features import each other only through their index.ts; packages never import apps',
    },
    schema: [],
  },
  create(context) {
    const importer = rel(context.filename);
    const inspect = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (importer.startsWith('packages/')) {
        const toApps =
          /^@xingtu\/(server|web)(\/|$)/.test(source) ||
          (source.startsWith('.') &&
            rel(path.resolve(path.dirname(context.filename), source)).startsWith('apps/'));
        if (toApps) context.report({ node, message: `packages never import apps (${source})` });
        return;
      }
      if (!source.startsWith('.')) return;
      const message = check(importer, rel(path.resolve(path.dirname(context.filename), source)));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: inspect,
      ExportNamedDeclaration: inspect,
      ExportAllDeclaration: inspect,
      ImportExpression: inspect,
    };
  },
};

export default { rules: { imports: rule } };
