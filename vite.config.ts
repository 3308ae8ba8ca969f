import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

import { EARLY_SCRIPT, earlyScript } from './build/early-script.ts';
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

type ModuleInfoReader = { getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null };

/** Whether `root` imports `id` through static imports only (or is it). */
function importedStaticallyBy(root: string, id: string, ctx: ModuleInfoReader): boolean {
  const seen = new Set<string>();
  const reaches = (moduleId: string): boolean => {
    if (moduleId === root) return true;
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    return ctx.getModuleInfo(moduleId)?.importers.some(reaches) ?? false;
  };
  return reaches(id);
}

/** The app's code, which the page's entry script (src/boot.ts) loads. */
const APP_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/** Module ids of Vite's dynamic-import preload helper and of the bundler's runtime. */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
const ROLLDOWN_RUNTIME = '\0rolldown/runtime.js';

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
      // Icons reach the precache once each, with a content revision, through this plugin rather than
      // through globPatterns: the manifest's icons (includeManifestIcons, on by default), the iOS icon
      // below, and manifest.webmanifest itself. Precaching (not a runtime route) makes them available
      // offline from the first install, before the browser has ever asked for them.
      includeAssets: ['apple-touch-icon-180.png'],
      manifest: {
        id: '/m/home',
        name: manifestText('name'),
        short_name: 'Lobby',
        description: manifestText('description'),
        // `source=pwa` marks home-screen launches.
        start_url: '/m/home?source=pwa',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0b1d3a',
        background_color: '#0b1d3a',
        lang: 'en',
        dir: 'ltr',
        categories: ['games', 'entertainment'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          // The logo sits within the central 60 % of the maskable icon, inside the 80 % safe zone.
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // No png / webmanifest here: the plugin already adds those (see includeAssets above).
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      },
      devOptions: { enabled: false },
    }),
    devGateway(),
    earlyScript(),
    firstLoadPreload(),
    pageFirstLoadHints(),
    firstPaintTabBars(),
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
      output: {
        // A cold visit talks HTTP/1.1 to the gateway: six connections, so every further six
        // requests cost another round trip (about 0.6 s on slow 4G), while a kilobyte more costs a
        // few milliseconds. Left to itself the bundler gives every module that two chunks share a
        // chunk of its own, many under 1 KB. These groups keep what is needed at the same moment
        // in one file; route pages and the lazily drawn parts of a page stay chunks of their own.
        codeSplitting: {
          groups: [
            {
              // The early script and what it imports (a few small modules), in its own file that
              // runs before the entry has downloaded (build/early-script.ts). The entry imports
              // the modules it shares from there.
              // Vite's preload helper is here too: the page's entry script (src/boot.ts) needs it to
              // load the app's code, and importing it from the app's own file would load all of it.
              name: (id, ctx) => (importedStaticallyBy(EARLY_SCRIPT, id, ctx) || id === VITE_PRELOAD_HELPER ? 'early-data' : null),
              priority: 60,
            },
            {
              // React and React DOM, which the entry script evaluates in a task of its own before
              // the rest of the app's code (src/boot.ts): two shorter tasks rather than one long.
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 55,
            },
            {
              // Everything else the app's code imports statically (the store, router, catalog
              // loader and shell) in one file, with the image address helper that the first render
              // of nearly every page uses. The page's entry script (src/boot.ts) imports it on
              // demand; index.html announces it as a module preload (build/first-load-preload.ts).
              // The bundler's runtime (module interop for React's CommonJS files) is here as well.
              name: (id, ctx) =>
                importedStaticallyBy(APP_MODULE, id, ctx) ||
                id === ROLLDOWN_RUNTIME ||
                /[\\/]src[\\/]components[\\/]image[\\/]image-url\.ts$/.test(id)
                  ? 'app'
                  : null,
              priority: 50,
            },
            {
              // Small modules most lobby pages share: toasts, dialogs, images, empty and pull-to-load
              // lists, the jackpot counter, error texts, formats and the member and lobby queries.
              name: 'lobby',
              test: /[\\/]src[\\/](components[\\/](toast[\\/]toast|dialog[\\/](Confirm)?Dialog|EmptyState|LoadFailure|LoginRedirect|image[\\/](CdnImage|default-image)|pull-list|jackpot)[\\/.]|lib[\\/](errors[\\/]error-catalogue|i18n[\\/](intl-locale|intl-cache|use-language)|member[\\/]member-api|lobby[\\/]lobby-api|format[\\/]money|system[\\/]operator-links|overlay[\\/]overlay-turns|jackpot[\\/]|content[\\/]seeded-random|pwa[\\/](worker-messages|protocol|standalone|storage-budget))\b)/,
              priority: 45,
            },
            {
              // The home page's first render: the page with its content query and announcements.
              name: 'home',
              test: /[\\/]src[\\/](app[\\/]pages[\\/]HomeLobbyPage\.tsx|features[\\/]home[\\/]api[\\/]prefetch\.ts)$/,
              priority: 40,
            },
            {
              // What every page loads once it has painted: the toaster, the update prompt and the
              // worker's registration, its fresh-data messages and the stored-session reader, and
              // the wait for a quiet page the registration sits behind (left to itself, the bundler
              // puts that in the home content's chunk, which then came down on every page).
              name: 'after-paint',
              test: /[\\/](src[\\/](components[\\/]toast[\\/]Toaster|app[\\/](UpdatePrompt|persistence)|lib[\\/]pwa[\\/](service-worker|use-service-worker-update)|lib[\\/]gateway[\\/]fresh-data|lib[\\/]perf[\\/]page-quiet)\.tsx?$|node_modules[\\/](workbox-window|localforage|redux-persist)[\\/])/,
              priority: 40,
            },
            {
              // A banner group's still picture and links, shared by the home content and the
              // registration page: one small file of its own, rather than the registration page
              // loading the home content's chunk for it. The carousel (keen-slider) stays lazy.
              name: 'banners',
              test: /[\\/]src[\\/]components[\\/]banner[\\/](BannerCarousel|BannerImage|banner-link)\.tsx?$/,
              priority: 38,
            },
            {
              // Home below its first banner: the content and the feature carousels.
              name: 'home-content',
              test: /[\\/]src[\\/]features[\\/]home[\\/](components[\\/](HomeContent|FeatureCarousels)|model[\\/]service-links)\.tsx?$/,
              priority: 35,
            },
            {
              // The game lobby's model, queries, tiles and launcher, shared by the game centre, the
              // game lists, slots and the home page's game entrance.
              name: 'games',
              test: /[\\/]src[\\/]features[\\/]games[\\/](model|api|components[\\/](VendorRow|GameLists|GameTile|GameGrid|CategoryIcon|use-favourites|favourite-queue-store|category-labels|use-game-launcher|lottery[\\/]lottery-icons))\b/,
              priority: 30,
            },
            {
              // The three money-out routes (withdraw, bank cards, payment password) and what they
              // share: one file, since they link to each other and use the same calls.
              name: 'withdraw',
              test: /[\\/]src[\\/]features[\\/]withdraw[\\/]/,
              priority: 30,
            },
          ],
        },
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
          setupFiles: ['src/testing/setup.ts'],
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
