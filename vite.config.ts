import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

import { chunkGroups, chunkRecord } from './build/chunks.ts';
import { deploymentFiles } from './build/deployment-files.ts';
import { earlyScript } from './build/early-script.ts';
import { firstLoadPreload, pageFirstLoadHints } from './build/first-load-preload.ts';
import { firstPaintTabBars } from './build/first-paint-tab-bar.ts';
import { precompress } from './build/precompress.ts';
import { pureComponentFactories } from './build/pure-component-factories.ts';
import { GATEWAY_PATH_PREFIXES } from './src/config/gateway-paths.ts';
import { MANIFEST_CONTEXT } from './src/config/manifest-texts.ts';
import { poEntryByContext } from './src/lib/i18n/po-entry.ts';

/** The manifest's name and description, from the EN catalog: one wording everywhere. */
function manifestText(key: keyof typeof MANIFEST_CONTEXT): string {
  const catalog = readFileSync(new URL('./locales/en/features.po', import.meta.url), 'utf8');
  const text = poEntryByContext(catalog, MANIFEST_CONTEXT[key]);
  if (!text) throw new Error(`locales/en/features.po has no ${MANIFEST_CONTEXT[key]} entry: run npm run i18n:extract`);
  return text;
}

/** The Firebase SDK's chunks (src/lib/firebase/), kept out of the worker's precache. */
const FIREBASE_CHUNK = /(^|\/)assets\/firebase-[^/]*\.js$/;

const DEV_GATEWAY_PORT = Number(process.env.DEV_GATEWAY_PORT ?? 8787);

/** `npm run dev`: starts the reference gateway beside Vite so the proxy has something to talk to. */
function devGateway(): Plugin {
  let child: ChildProcess | undefined;
  return {
    name: 'dev-gateway',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITEST || process.env.DEV_GATEWAY === 'off') return;
      child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'gateway/main.ts'], {
        stdio: 'inherit',
        env: { ...process.env, PORT: String(DEV_GATEWAY_PORT), HOST: '127.0.0.1', SERVE_APP: 'off' },
      });
      server.httpServer?.once('close', () => child?.kill('SIGTERM'));
      process.once('exit', () => child?.kill('SIGTERM'));
    },
  };
}

export default defineConfig({
  resolve: {
    // `@/` is src/ (docs/architecture.md#layout); a bare `@` would also catch scoped packages.
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  plugins: [
    pureComponentFactories(),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // src/lib/pwa/service-worker.ts registers the worker (workbox-window) and drives the update prompt.
      injectRegister: false,
      // The web manifest is the brand's, not the build's: build/deployment-files.ts writes the
      // default one, an operator's deployment its own (docs/architecture.md#deploying).
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // A brand's files (config.json, the manifest, brand/) are the deployment's, cached by the
        // worker apart from the build (sw/deployment-files.ts); the Firebase SDK loads only where
        // the configuration names a project, and signing in needs the network anyway.
        globIgnores: ['brand/**'],
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !FIREBASE_CHUNK.test(entry.url)), warnings: [] })],
      },
      devOptions: { enabled: false },
    }),
    devGateway(),
    deploymentFiles({ description: manifestText('description') }),
    earlyScript(),
    firstLoadPreload(),
    pageFirstLoadHints(),
    firstPaintTabBars(),
    chunkRecord(),
    precompress(),
  ],
  server: {
    proxy: Object.fromEntries(GATEWAY_PATH_PREFIXES.map((prefix) => [prefix, `http://127.0.0.1:${DEV_GATEWAY_PORT}`])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target runs in preloads modules itself (<link rel="modulepreload">);
    // the polyfill would only add its code to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        // The chunks shared code goes in, and why each exists: build/chunks.ts.
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
  test: {
    // Worker threads start faster than the default child processes; each file keeps its own
    // module graph (isolation stays on).
    pool: 'threads',
    // Budgets that hold at half speed, on a machine busy with other work.
    testTimeout: 15_000,
    hookTimeout: 30_000,
    projects: [
      // Components render into jsdom; rules and reducers run in plain Node, which starts in a
      // fraction of jsdom's time. A rule test that needs browser globals (storage, DOM parsing,
      // the worker's `self`) says so in its first line: `// @vitest-environment jsdom`.
      {
        extends: true,
        test: {
          name: 'app-dom',
          include: ['src/**/*.test.tsx', 'build/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts', 'src/testing/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.ts', 'sw/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'gateway',
          pool: 'threads',
          testTimeout: 15_000,
          hookTimeout: 30_000,
          include: ['gateway/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
