import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.e2e-data',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'local/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Envelope codes by name (codes.notFound), never by digits: contract/codes.ts is the one registry.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'server/test/**', 'server/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'BinaryExpression[operator=/^[!=]==$/] > Literal[value=/^[1-3][0-9][0-9]$/]',
          message: 'Compare envelope codes by name: codes.<name> from contract/codes.ts.',
        },
        {
          selector:
            "NewExpression[callee.name='ApiError'] > Literal.arguments:first-child[value=/^[1-3][0-9][0-9]$/]",
          message: 'Name the code: new ApiError(codes.<name>, …).',
        },
        {
          selector: 'Property[key.name=/^(code|message)$/] > Literal[value=/^[1-3][0-9][0-9]$/]',
          message: 'Name the code: codes.<name> from contract/codes.ts.',
        },
      ],
    },
  },
  {
    // Atoms are read through src/lib/atom-hooks.ts: jotai's own hooks render each reader twice on mount.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/atom-hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'jotai',
              importNames: ['useAtom', 'useAtomValue'],
              message: 'Use useAtom / useAtomValue from src/lib/atom-hooks.ts (docs/performance.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
