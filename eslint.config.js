import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import tenderbox from './scripts/eslint/tenderbox-plugin.js';

const zodMini = [
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
];

const oneClock = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Read the time from functions/core/clock.ts (nowMs), which tests can move (docs/decisions/074).',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Read the time from functions/core/clock.ts (now), which tests can move (docs/decisions/074).',
  },
];

const stackClock = oneClock.map(({ selector }) => ({
  selector,
  message:
    'Time the stack by its clock: stackNow() from tests/helpers/clock.ts (a test may have moved it); a duration: performance.now().',
}));

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
    rules: { 'no-restricted-syntax': ['error', ...zodMini] },
  },
  // The server reads the time from one clock, which the local runtime can move (docs/decisions/074).
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts', 'functions/core/clock.ts'],
    rules: { 'no-restricted-syntax': ['error', ...zodMini, ...oneClock] },
  },
  // The web app reads the server's time, estimated from the API's Date header: a supplier's computer may be
  // minutes off, and tests move the server's clock (docs/decisions/074). The user's idleness and the footer's
  // year are the browser's own.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/**/*.test.{ts,tsx}',
      'web/src/lib/server-clock.ts',
      'web/src/lib/activity.ts',
      'web/src/features/auth/components/session-watch.tsx',
      'web/src/components/layouts/app-footer.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...zodMini,
        ...oneClock.map(({ selector }) => ({
          selector,
          message:
            "Read the server's time from web/src/lib/server-clock.ts (serverNow, serverNowMs): the browser's clock may be wrong, and tests move the server's (docs/decisions/074).",
        })),
      ],
    },
  },
  // The integration and e2e tests send the stack times from its clock, which a test may have moved.
  {
    files: ['tests/**/*.ts'],
    ignores: ['tests/helpers/clock.ts', 'tests/infra/**'],
    rules: { 'no-restricted-syntax': ['error', ...zodMini, ...stackClock] },
  },
  // Tests inspect JSON answers whose shape is what they assert.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The import arrows (ARCHITECTURE.md#the-never-arrows): shared imports no project folder; web imports
  // shared only; a resource group never imports another group.
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
  // functions/'s shape (ARCHITECTURE.md#the-never-arrows): a group imports no other group, and an area of
  // functions/core/ imports its infrastructure and only the areas it declares.
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    plugins: { tenderbox },
    rules: { 'tenderbox/group-imports': 'error', 'tenderbox/core-areas': 'error' },
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
