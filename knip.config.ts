import type { KnipConfig } from 'knip';

/**
 * `npm run lint:dead` (part of `npm test`): no unused files, dependencies or exports.
 *
 * Entry points found by knip's plugins, from the files that name them (not repeated here, knip
 * flags a repeated entry as redundant):
 * - Vite (vite.config.ts, index.html): src/main.tsx; vite-plugin-pwa: the worker, sw/sw.ts; the
 *   build plugins build/*.ts through vite.config.ts's imports.
 * - Vitest (vite.config.ts projects): src/**\/*.test.ts(x), sw/**\/*.test.ts, gateway/**\/*.test.ts,
 *   tests/unit/**\/*.test.ts.
 * - Playwright (playwright.config.ts): tests/e2e/**\/*.spec.ts and tests/deploy/**\/*.spec.ts.
 * - ESLint, Lingui, TypeScript: eslint.config.js, lingui.config.ts, the tsconfig files. The
 *   catalogs (locales/*\/*.po) are no source files: src/lib/i18n/i18n.ts loads them with
 *   import.meta.glob and the Lingui Vite plugin compiles them.
 * - Dynamic imports (`import('./x')`, lazy routes) count as uses, as static ones do.
 * - Tests count as users: the units and constants a test imports stay exported (the project tests
 *   its rules directly), so this is knip's default mode, not --production.
 * - package.json scripts (`node …`): gateway/main.ts, tests/run-all.ts, tests/bench/run.ts,
 *   tests/tools/under-load.ts, tests/tools/screenshots.ts. .ci/run is a shell script that runs
 *   `npm ci` and `npm test`, nothing of its own.
 */
const config: KnipConfig = {
  entry: [
    // The bench's floor page: `vite build tests/bench/floor` (tests/bench/run.ts) reads its
    // config by directory, which knip's Vite plugin (root vite.config.ts only) does not follow.
    'tests/bench/floor/vite.config.ts',
    'tests/bench/floor/main.ts',
    // Tools run by hand, listed in the README: `node tests/tools/profile-cold.ts URL`,
    // `npx node tests/tools/make-icons.ts`.
    'tests/tools/*.ts',
  ],
  project: ['**/*.{ts,tsx,js}'],
  ignoreDependencies: [
    // tests/e2e/accessibility.spec.ts injects axe-core's browser bundle by file
    // (createRequire(…).resolve('axe-core/axe.min.js')), a use knip does not see.
    'axe-core',
    // tests/e2e/fixtures/firebase-emulator.ts starts the Auth emulator from firebase-tools's CLI
    // file (createRequire(…).resolve('firebase-tools/lib/bin/firebase.js')), likewise unseen.
    'firebase-tools',
  ],
};

export default config;
