import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import tenderbox from './scripts/eslint/tenderbox-plugin.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'cdk.out', 'web/dist', '.data', 'bench/tmp', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Classic zod's chainable schemas cannot be tree-shaken: every Lambda carried ~27 KB gzip of it. zod/mini's
  // functional API ships only what a schema uses (docs/decisions/021). Namespace import, so esbuild drops
  // the rest.
  {
    files: ['**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ImportExpression', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map(
          (node) => ({
            selector: `${node}[source.value=/^zod(\\/v[34])?$/]`,
            message: "Use zod/mini, not classic zod: import * as z from 'zod/mini' (docs/decisions/021).",
          }),
        ),
        {
          selector: "ImportDeclaration[source.value='zod/mini'] > ImportSpecifier",
          message: "Import zod/mini as a namespace: import * as z from 'zod/mini' (tree-shaking).",
        },
      ],
    },
  },
  // Tests inspect JSON answers whose shape is what they assert.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The import arrows of DESIGN §3: shared imports no project folder; web imports shared only;
  // a resource group never imports another group.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/functions/**', '**/infra/**', '**/web/**', 'node:*', '@aws-sdk/*'] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/functions/**', '**/infra/**', '@aws-sdk/*'] }],
    },
  },
  // The web app's shape (docs/decisions/016): bulletproof-react's import zones, and every API URL from
  // the generated route table (docs/decisions/015).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { tenderbox },
    rules: { 'tenderbox/import-zones': 'error', 'tenderbox/no-api-literal': 'error' },
  },
  {
    files: ['web/src/**/*.gen.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'tenderbox/no-api-literal': 'off' },
  },
);
