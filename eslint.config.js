// Lint holds what review would otherwise have to catch by eye: the React hook rules, and the way
// imports point (src → machines → contract, server → contract, features apart, no cycles).
// Formatting is Prettier's job alone, so eslint-config-prettier comes last and switches off every
// rule that would argue with it.
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = 'src/features';
const platformOnlyGlobals = Object.keys({ ...globals.browser, ...globals.node }).filter(
  (name) => !(name in globals['shared-node-browser']) && !(name in globals.es2025),
);

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-server/',
    'data/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    '.tmp/',
    'src/routeTree.gen.ts',
    'locales/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore is how a parameter says "required by the signature, unused here".
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A `let` that closures read before its one assignment (the router the session navigates
      // with, made after the session) would throw in the temporal dead zone as a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },

  // TypeScript already checks names in .ts files; the globals matter for the plain Node scripts.
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    rules: {
      // It only says React Compiler would leave a component unmemoized (react-hook-form's watch);
      // the app is not built with the compiler, so there is nothing to act on.
      'react-hooks/incompatible-library': 'off',
    },
  },

  {
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser, import-x skips .ts files when it follows
      // imports, and no-cycle would see no cycle at all.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Both sides of the wire share only the contract: the app never reaches into the server,
            // and the server never into the app or its machines.
            { target: 'src', from: 'server', message: 'The app talks to the server over HTTP; share shapes through contract/.' },
            { target: 'server', from: ['src', 'machines'], message: 'The server shares only contract/ with the app.' },
            // Machines are the app's pure logic, usable from tests and docs scripts without a DOM.
            { target: 'machines', from: ['src', 'server', 'scripts', 'tests'], message: 'Machines depend on xstate and contract/ only.' },
            { target: 'contract', from: ['src', 'server', 'machines', 'scripts', 'tests'], message: 'contract/ depends on zod only.' },
            // Shared pieces stay shared: one that reached into a feature or a route would tie
            // every other user of it to that screen.
            {
              target: ['src/components', 'src/lib', 'src/api', 'src/i18n', 'src/session', 'src/pwa'],
              from: ['src/features', 'src/routes'],
              message: 'Shared code does not import features or routes; pass what it needs in.',
            },
            // A feature that needs another's piece means that piece is shared: it belongs in
            // src/components or src/lib.
            ...readdirSync(features).map((name) => ({
              target: `${features}/${name}`,
              from: features,
              except: [`./${name}`],
              message: 'Features do not import each other; move the shared piece to src/components or src/lib.',
            })),
          ],
        },
      ],
    },
  },

  // Packages allowed from the two pure layers; relative imports stay inside by the zones above.
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod(/|$)|\\.)', message: 'contract/ depends on zod only.' }] }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!xstate$|\\.)', message: 'Machines depend on xstate and contract/ only.' }] },
      ],
    },
  },
  // tsconfig gives every folder the DOM and Node types, so only lint can keep window, document,
  // process or Buffer out of the two pure layers; what browsers and Node share (URL, timers) stays.
  {
    files: ['contract/**/*.ts', 'machines/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...platformOnlyGlobals.map((name) => ({ name, message: 'Pure code: the platform reaches it through input or actors.' })),
      ],
    },
  },

  prettier,
]);
