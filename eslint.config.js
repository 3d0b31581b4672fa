import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from './tools/eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'packages/*/data/**',
      // Deliberate violations the architecture test lints on purpose.
      'tools/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Areas and features are entered through their index.ts; packages never import apps (tools/eslint).
    plugins: { xingtu: boundaries },
    rules: { 'xingtu/imports': 'error' },
  },
  {
    // Tests read loosely typed JSON answers; `any` there keeps assertions readable.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**', '**/src/**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
