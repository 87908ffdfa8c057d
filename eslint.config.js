// ESLint over every TypeScript/TSX file of the repository (`npm run lint`, a step of `npm test`).
// Type-aware typescript-eslint rules catch what tsc does not (floating promises, promises handed to
// callbacks that ignore them); react-hooks and jsx-a11y cover the islands and the design system.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Files outside tsconfig.json that the project service opens with its options (the stand-alone bench project). */
export const DEFAULT_PROJECT_FILES = ['bench/one-island/*.mjs', 'bench/one-island/src/*.tsx'];

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/.astro/',
    'storybook-static/',
    '**/node_modules/',
    '.data/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'server/db/migrations/meta/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        // tsconfig.json covers src, shared, server, tests, scripts, .storybook and the root config files;
        // the stand-alone bench project gets the default compiler options.
        projectService: { allowDefaultProject: DEFAULT_PROJECT_FILES },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Array and record lookups carry `!` as if noUncheckedIndexedAccess were on: it says "this is there".
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // Route handlers, contract calls and test fakes are async to meet a Promise-returning signature.
      '@typescript-eslint/require-await': 'off',
      // `const { secret: _dropped, ...rest } = x` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  {
    // Drizzle's helpers come from server/db/orm.ts: Node's loader parses drizzle-orm's 179 KB of
    // package `exports` again for each file that names the package (see that file).
    files: ['**/*.ts'],
    ignores: ['server/db/orm.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'drizzle-orm', message: "Import Drizzle's helpers from server/db/orm.ts." }] }],
    },
  },
  {
    // This file: the plugins it imports ship no types.
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Tests read untyped JSON bodies (`res.json()`) on purpose and assert on them.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The two classic hook rules; the React Compiler rules of the plugin's preset are left out (no
    // React Compiler here, and they would cost a quarter of the lint time).
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.tsx', 'bench/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A radio's label text sits two spans deep in the deposit channel cards.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
]);
