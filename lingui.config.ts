import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** EN is the source language; TY (Tagalog) is complete; other languages arrive with the shell issue. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ty'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', 'src/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
