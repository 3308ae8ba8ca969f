import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * EN is the source language; TY (Tagalog) is complete. Two catalogs per language: `messages`
 * for what the first render needs (it loads before the first paint, under the JS budget) and
 * `features` for the screens, loaded with the first screen module (lazyWithMessages).
 */
const FIRST_RENDER = ['src/app', 'src/components', 'src/lib', 'src/config', 'src/features/home/HomePage.tsx', 'src/features/home/components/HomeAccount.tsx'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ty'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: FIRST_RENDER,
      exclude: ['**/*.test.*', 'src/testing/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/features',
      include: ['src/features'],
      exclude: ['**/*.test.*', 'src/testing/**', 'src/features/home/HomePage.tsx', 'src/features/home/components/HomeAccount.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
