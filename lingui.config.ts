import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * EN is the source language; every other language the operator may offer has complete catalogs
 * (tests/unit/catalogs.test.ts checks it). Two catalogs per language: `messages`
 * for what the first render needs (it loads before the first paint, under the JS budget) and
 * `features` for the screens, loaded with the first screen module (lazyWithMessages).
 */
const FIRST_RENDER = [
  'src/app',
  'src/components',
  'src/lib',
  'src/config',
  'src/features/home/HomePage.tsx',
  'src/features/home/components/HomeAccount.tsx',
];

/**
 * Shared parts that never show in the first paint: popups, dialogs and toasts opened later, lazy
 * shell parts, error texts (a failure toast comes after a request) and lists that screens render.
 * Their texts travel in the screens' catalog, which every screen module loads and main.tsx loads
 * right after the first paint, so it is there before any of them can show.
 */
const FEATURE_COMPONENTS = [
  'src/components/banner',
  'src/components/feedback',
  'src/components/dialog',
  'src/components/jackpot',
  'src/components/order-history',
  'src/components/pull-list',
  'src/components/unread',
  'src/components/language-picker/LanguageSheet.tsx',
  'src/app/UpdatePrompt.tsx',
  'src/app/shell/StatusPage.tsx',
  'src/app/shell/RouteRefusal.tsx',
  'src/app/pages',
  'src/lib/errors',
  'src/lib/agent',
  // A failed read's view and the amount rules' texts show after a request or a keystroke.
  'src/components/LoadFailure.tsx',
  'src/lib/money',
  // Player protection's and identity verification's texts show on their screens, in a gate or
  // after a refusal, never in a first paint.
  'src/lib/responsible',
  'src/components/kyc',
  'src/lib/kyc',
  // The product categories' names: screens' tabs and lists, never the first paint's frame.
  'src/lib/lobby/category-names.ts',
  // The page a broken operator configuration gives, loaded only then.
  'src/lib/runtime-config',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ty', 'cn', 'tw', 'vi', 'th', 'id', 'ms', 'ko', 'ja', 'hi', 'es', 'pt'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: FIRST_RENDER,
      exclude: ['**/*.test.*', 'src/testing/**', ...FEATURE_COMPONENTS],
    },
    {
      path: '<rootDir>/locales/{locale}/features',
      include: ['src/features', ...FEATURE_COMPONENTS],
      exclude: ['**/*.test.*', 'src/testing/**', 'src/features/home/HomePage.tsx', 'src/features/home/components/HomeAccount.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
