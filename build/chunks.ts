import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/**
 * The chunks the build puts the app's shared code in, by hand (vite.config.ts turns this list into
 * the bundler's `codeSplitting.groups`).
 *
 * A cold visit talks HTTP/1.1 to the gateway: six connections, so every further six requests cost
 * another round trip (about 0.6 s on slow 4G), while a kilobyte more costs a few milliseconds. Left
 * to itself the bundler gives every module that two chunks share a chunk of its own, many under
 * 1 KB. These groups keep what is needed at the same moment in one file; route pages and the lazily
 * drawn parts of a page stay chunks of their own.
 *
 * `files` are paths from the repository's root: a path ending in `/` is a folder and holds every
 * module under it, any other path is one file. tests/unit/chunks.test.ts checks that each still
 * exists (a renamed file would otherwise silently leave its chunk, and change what a first load
 * carries) and, when there is a build, that the first-paint modules are in the chunk listed here
 * (the build records where each listed module went: `chunkRecord` below).
 */
export type ChunkGroup = {
  name: string;
  /** Why the chunk exists: what is needed together, and when. */
  why: string;
  /** The bundler puts a module shared by two groups in the one of higher priority. */
  priority: number;
  /** Loaded before the first render of home (index.html names it). */
  firstPaint: boolean;
  /** A module every static import from this file reaches (the file itself included) belongs here. */
  reachableFrom?: string;
  files: readonly string[];
};

export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  {
    name: 'early-data',
    why:
      'The early script and what it imports (a few small modules), in its own file that runs before the entry has ' +
      'downloaded (build/early-script.ts); the entry imports the modules it shares from there. Vite’s preload ' +
      'helper is here too: the page’s entry script (src/boot.ts) needs it to load the app’s code, and importing it ' +
      'from the app’s own file would load all of it.',
    priority: 60,
    firstPaint: true,
    reachableFrom: 'src/early-data.ts',
    files: ['\0vite/preload-helper.js'],
  },
  {
    name: 'react',
    why:
      'React and React DOM, which the entry script evaluates in a task of its own before the rest of the app’s ' +
      'code (src/boot.ts): two shorter tasks rather than one long.',
    priority: 55,
    firstPaint: true,
    files: ['node_modules/react/', 'node_modules/react-dom/', 'node_modules/scheduler/'],
  },
  {
    name: 'app',
    why:
      'Everything else the app’s code imports statically (the store, router, catalog loader and shell) in one ' +
      'file, with the image address helper that the first render of nearly every page uses. The page’s entry ' +
      'script (src/boot.ts) imports it on demand; index.html announces it as a module preload ' +
      '(build/first-load-preload.ts). The bundler’s runtime (module interop for React’s CommonJS files) is here ' +
      'as well.',
    priority: 50,
    firstPaint: true,
    reachableFrom: 'src/main.tsx',
    files: ['\0rolldown/runtime.js', 'src/components/image/image-url.ts'],
  },
  {
    name: 'lobby',
    why:
      'Small modules most lobby pages share: toasts, dialogs, images, empty and pull-to-load lists, a row’s chevron, the jackpot ' +
      'counter, error texts, formats and the member and lobby queries. (The language hook and the formatter ' +
      'cache they also share are in `app`: the app’s code imports them.)',
    priority: 45,
    firstPaint: false,
    files: [
      'src/components/toast/toast.ts',
      'src/components/dialog/Dialog.tsx',
      'src/components/dialog/ConfirmDialog.tsx',
      'src/components/EmptyState.tsx',
      'src/components/icon/Chevron.tsx',
      'src/components/LoadFailure.tsx',
      'src/components/LoginRedirect.tsx',
      'src/components/image/CdnImage.tsx',
      'src/components/image/default-image.ts',
      'src/components/pull-list/',
      'src/components/jackpot/',
      'src/lib/errors/error-catalogue.ts',
      'src/lib/i18n/intl-locale.ts',
      'src/lib/member/member-api.ts',
      'src/lib/lobby/lobby-api.ts',
      'src/lib/format/money.ts',
      'src/lib/system/operator-links.ts',
      'src/lib/overlay/overlay-turns.ts',
      'src/lib/jackpot/',
      'src/lib/content/seeded-random.ts',
      'src/lib/pwa/worker-messages.ts',
      'src/lib/pwa/standalone.ts',
      'src/lib/pwa/storage-budget.ts',
    ],
  },
  {
    name: 'home',
    why: 'The home page’s first render: the page with its content query and announcements.',
    priority: 40,
    firstPaint: true,
    files: ['src/app/pages/HomeLobbyPage.tsx', 'src/features/home/api/prefetch.ts'],
  },
  {
    name: 'after-paint',
    why:
      'What every page loads once it has painted: the toaster, the update prompt and the worker’s registration, ' +
      'its fresh-data messages and the stored-session reader, and the wait for a quiet page the registration ' +
      'sits behind (left to itself, the bundler puts that in the home content’s chunk, which then came down on ' +
      'every page).',
    priority: 40,
    firstPaint: false,
    files: [
      'src/components/toast/Toaster.tsx',
      'src/app/UpdatePrompt.tsx',
      'src/app/persistence.ts',
      'src/lib/pwa/service-worker.ts',
      'src/lib/pwa/use-service-worker-update.ts',
      'src/lib/gateway/fresh-data.ts',
      'src/lib/perf/page-quiet.ts',
      'node_modules/workbox-window/',
      'node_modules/localforage/',
      'node_modules/redux-persist/',
    ],
  },
  {
    name: 'banners',
    why:
      'A banner group’s still picture and links, shared by the home content and the registration page: one ' +
      'small file of its own, rather than the registration page loading the home content’s chunk for it. The ' +
      'carousel (keen-slider) stays lazy.',
    priority: 38,
    firstPaint: false,
    files: ['src/components/banner/BannerCarousel.tsx', 'src/components/banner/BannerImage.tsx', 'src/components/banner/banner-link.ts'],
  },
  {
    name: 'home-content',
    why:
      'Home below its first banner: the content, its announcements (banners, notices, popups), its jackpot, ' +
      'winners and news, and the feature carousels.',
    priority: 35,
    firstPaint: false,
    files: [
      'src/features/home/components/HomeContent.tsx',
      'src/features/home/components/HomeAnnouncements.tsx',
      'src/features/home/components/HomeJackpotWinnersNews.tsx',
      'src/features/home/components/FeatureCarousels.tsx',
      'src/features/home/model/service-links.ts',
    ],
  },
  {
    name: 'games',
    why:
      'The game lobby’s model, queries, tiles and launcher, shared by the game centre, the game lists, slots and ' +
      'the home page’s game entrance.',
    priority: 30,
    firstPaint: false,
    files: [
      'src/features/games/model/',
      'src/features/games/api/',
      'src/features/games/components/VendorRow.tsx',
      'src/features/games/components/GameLists.tsx',
      'src/features/games/components/GameTile.tsx',
      'src/features/games/components/GameGrid.tsx',
      'src/features/games/components/CategoryIcon.tsx',
      'src/features/games/components/use-favourites.ts',
      'src/features/games/components/favourite-queue-store.ts',
      'src/features/games/components/category-labels.ts',
      'src/features/games/components/use-game-launcher.tsx',
      'src/features/games/components/lottery/lottery-icons.tsx',
    ],
  },
  {
    name: 'withdraw',
    why:
      'The three money-out routes (withdraw, bank cards, payment password) and what they share: one file, since ' +
      'they link to each other and use the same calls.',
    priority: 30,
    firstPaint: false,
    files: ['src/features/withdraw/'],
  },
];

/** The repository's root, as module ids spell it (with `/` on every platform). */
const ROOT = fileURLToPath(new URL('..', import.meta.url)).replaceAll('\\', '/');

/** A virtual module (the bundler's runtime, Vite's preload helper) has an id of its own, no file. */
export const isVirtual = (path: string): boolean => path.startsWith('\0');

/** Whether a module id is one of the listed files or lies in one of the listed folders. */
export function listedIn(files: readonly string[], id: string): boolean {
  const normalised = id.replaceAll('\\', '/');
  return files.some((path) => {
    if (isVirtual(path)) return normalised === path;
    return path.endsWith('/') ? normalised.startsWith(ROOT + path) : normalised === ROOT + path;
  });
}

type ModuleInfoReader = { getModuleInfo(id: string): { importers: readonly string[] } | null };

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

type BundlerGroup = { name: (id: string, ctx: ModuleInfoReader) => string | null; priority: number };

/** The list above as the bundler's groups (`build.rolldownOptions.output.codeSplitting.groups`). */
export function chunkGroups(groups: readonly ChunkGroup[] = CHUNK_GROUPS): BundlerGroup[] {
  return groups.map((group) => {
    const root = group.reachableFrom && ROOT + group.reachableFrom;
    return {
      name: (id, ctx) => (listedIn(group.files, id) || (root !== undefined && importedStaticallyBy(root, id, ctx)) ? group.name : null),
      priority: group.priority,
    };
  });
}

/** The file the build writes beside index.html: each listed module of src/ and the chunk it went to. */
export const CHUNK_RECORD_FILE = 'chunk-modules.json';

/** `src/…` path of a module id under the repository, or null for a package or virtual module. */
function sourcePath(id: string): string | null {
  const normalised = id.replaceAll('\\', '/');
  return normalised.startsWith(ROOT + 'src/') ? normalised.slice(ROOT.length) : null;
}

/**
 * Writes CHUNK_RECORD_FILE: where each module of src/ that the list above names (a listed file, a
 * file in a listed folder, or a `reachableFrom` root) went. Minified chunks no longer say which
 * modules they hold, and this is what tests/unit/chunks.test.ts reads to tell.
 */
export function chunkRecord(groups: readonly ChunkGroup[] = CHUNK_GROUPS): Plugin {
  const listed = groups.flatMap((group) => [...group.files, ...(group.reachableFrom ? [group.reachableFrom] : [])]);
  return {
    name: 'chunk-record',
    apply: 'build',
    generateBundle(_options, bundle) {
      const record: [string, string][] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of item.moduleIds) {
          const path = sourcePath(id);
          if (path && listedIn(listed, id)) record.push([path, item.name]);
        }
      }
      record.sort(([a], [b]) => a.localeCompare(b));
      const source = `${JSON.stringify(Object.fromEntries(record), null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: CHUNK_RECORD_FILE, source });
    },
  };
}
