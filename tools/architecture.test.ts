import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries from './eslint/boundaries.js';

// The architecture holds by itself: the import-boundary rule (tools/eslint/boundaries.js) catches a
// deliberate cross-area import and is on for every source file, so the lint step of `npm test` checks
// the whole tree with it; and no module imports itself round a cycle (type-only imports aside).

const ROOT = path.resolve(import.meta.dirname, '..');
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

function boundaryLinter(): ESLint {
  return new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { xingtu: boundaries },
        rules: { 'xingtu/imports': 'error' },
      },
    ],
  });
}

async function violations(code: string, filePath: string): Promise<string[]> {
  const [result] = await boundaryLinter().lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.map((message) => message.message);
}

describe('import boundaries', () => {
  it('refuses an area reaching into another area, but not through its index', async () => {
    expect(await violations(fixture('cross-area-import.ts'), 'apps/server/src/modules/charts/x.ts')).toEqual([
      'area "commerce" is entered only through apps/server/src/modules/commerce/index.ts (not orders/place-order.ts)',
    ]);
  });

  it('refuses a package importing an app, and a web feature reaching into another feature', async () => {
    expect(await violations(fixture('package-imports-app.ts'), 'packages/astro/src/x.ts')).toEqual([
      'packages never import apps (@xingtu/server)',
    ]);
    expect(
      await violations(fixture('feature-imports-feature.ts'), 'apps/web/app/features/charts/x.ts'),
    ).toEqual([
      'feature "commerce" is entered only through apps/web/app/features/commerce/index.ts (not Price.tsx)',
    ]);
    // A page composes features freely.
    expect(await violations(fixture('feature-imports-feature.ts'), 'apps/web/app/routes/x.ts')).toEqual([]);
  });

  it('is a rule of the lint step for every source file (which then checks the whole tree)', async () => {
    const lint = new ESLint({ cwd: ROOT });
    for (const file of ['apps/server/src/app.ts', 'apps/web/app/root.tsx', 'packages/astro/src/index.ts']) {
      const config = (await lint.calculateConfigForFile(path.join(ROOT, file))) as {
        rules?: Record<string, unknown>;
      };
      expect(config.rules?.['xingtu/imports'], file).toEqual([2]);
    }
  });
});

describe('import cycles', () => {
  it('finds none in the server, the web app or the packages', { timeout: 240_000 }, async () => {
    const tree = await parseDependencyTree(
      ['apps/server/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
      { context: ROOT, transform: true, skipDynamicImports: true, exclude: /node_modules/ },
    );
    expect(parseCircular(tree)).toEqual([]);
  });
});
