import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { teamBoundaries } from './tools/eslint/team-boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.nx/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { site: { rules: { 'team-boundaries': teamBoundaries } } },
    rules: {
      'site/team-boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: 'TSModuleDeclaration[kind="module"][id.value=/^(@site\\/)?mf[-_]/]',
          message: 'No hand-written declare module shims: type remotes from shared-contracts.',
        },
      ],
    },
  },
  {
    files: ['**/client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Config files are loaded by tools that expect a default export.
    files: ['**/*.config.{ts,mjs,cjs,js}', 'eslint.config.mjs', 'tools/jest/global-*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
