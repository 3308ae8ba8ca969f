import path from 'node:path';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * The layer a file belongs to, from its path: imports flow config → lib → components → features
 * → app, and a feature never imports another feature (docs/architecture.md#layers).
 */
function layerOf(file) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const feature = /^src\/features\/([^/]+)\//.exec(relative);
  if (feature) return { name: 'feature', feature: feature[1] };
  for (const [prefix, name] of [
    ['src/contract/', 'contract'],
    ['src/config/', 'config'],
    ['src/lib/', 'lib'],
    ['src/components/', 'components'],
    ['src/app/', 'app'],
    ['src/testing/', 'testing'],
    ['sw/', 'sw'],
    ['gateway/', 'gateway'],
  ]) {
    if (relative.startsWith(prefix)) return { name };
  }
  return { name: 'other' };
}

/** The wire contract (src/contract/) is types shared with the gateway: it imports nothing else. */
const ALLOWED = {
  contract: ['contract'],
  config: ['config'],
  lib: ['contract', 'config', 'lib'],
  components: ['contract', 'config', 'lib', 'components'],
  feature: ['contract', 'config', 'lib', 'components', 'feature'],
  app: ['contract', 'config', 'lib', 'components', 'feature', 'app'],
  sw: ['contract', 'config', 'lib', 'sw'],
  gateway: ['gateway', 'lib-crypto', 'contract'],
};

const oneWayImports = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature: 'Feature "{{from}}" must not import feature "{{to}}": lift the shared part into src/lib or src/components.',
      upward: 'A {{from}} file must not import from {{to}}: imports flow config → lib → components → features → app.',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    // Tests may use the shared test helpers whatever layer they test.
    const isTest = /\.test\.tsx?$/.test(context.filename);
    const allowed = isTest && ALLOWED[from.name] ? [...ALLOWED[from.name], 'testing'] : ALLOWED[from.name];
    if (!allowed) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      // `@/` is src/ (tsconfig.json paths, vite.config.ts alias).
      const target = source.startsWith('@/')
        ? path.join(root, 'src', source.slice(2))
        : source.startsWith('.')
          ? path.resolve(path.dirname(context.filename), source)
          : undefined;
      if (!target) return;
      const to = layerOf(target);
      const toName =
        to.name === 'lib' && from.name === 'gateway' && target.includes(`${path.sep}lib${path.sep}crypto${path.sep}`)
          ? 'lib-crypto'
          : to.name;
      if (to.name === 'other') return;
      if (!allowed.includes(toName)) {
        context.report({ node: node.source, messageId: 'upward', data: { from: from.name, to: to.name } });
      } else if (from.name === 'feature' && to.name === 'feature' && from.feature !== to.feature) {
        context.report({ node: node.source, messageId: 'crossFeature', data: { from: from.feature, to: to.feature } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '*.tmp.mjs', 'node_modules', 'test-results', 'playwright-report', '.data', 'locales/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { layers: { rules: { 'one-way-imports': oneWayImports } }, 'simple-import-sort': simpleImportSort },
    rules: {
      'layers/one-way-imports': 'error',
      // One order everywhere, fixed by `eslint --fix`: packages, then `@/`, then relative.
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              // Any use keeps react-router's link and form code in the first-load chunk (build/pure-component-factories.ts).
              message: 'Use AppLink / AppNavLink from src/components/link/AppLink.',
            },
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from src/lib/store/hooks (typed, one way to reach the store).',
            },
            {
              name: '@lingui/react',
              importNames: ['useLingui', 'Trans'],
              // One way to translate: the macros, which also extract the messages.
              message:
                "Use useLingui / Trans from '@lingui/react/macro' (src/lib/i18n/use-language.ts is the one subscription-only exception).",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the app, the worker or the gateway: a cycle makes the load order (and
    // what a chunk carries) depend on which file is imported first.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'gateway/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'sw/tsconfig.json', 'gateway/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Component tests find things as a player does (by role, label or text) and say what they
    // expect of them with the DOM matchers (src/testing/setup-dom.ts).
    files: ['src/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    // The project's render helpers (src/testing/): without the list, any function with "render"
    // in its name (markFirstRender) counts as one.
    settings: { 'testing-library/custom-renders': ['renderWithI18n', 'renderWithStore'] },
  },
  {
    files: ['src/**/*.test.tsx'],
    ...jestDom.configs['flat/recommended'],
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['gateway/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tool configuration files are loaded by their tools through a default export.
    files: ['*.config.{ts,js}', 'tests/bench/floor/vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
