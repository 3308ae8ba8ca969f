import { fileURLToPath } from 'node:url';

import type { OutputBundle, OutputChunk } from 'rolldown';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** The page's first script (src/early-data.ts): it asks for the first page's data before the entry has downloaded. */
const EARLY_SCRIPT = fileURLToPath(new URL('../src/early-data.ts', import.meta.url));
const EARLY_SCRIPT_NAME = 'early-data';

/**
 * Builds the early script as an entry of its own and puts it in index.html before the app's entry,
 * `async`: it runs as soon as it has downloaded, in a task of its own, so a file of a few kilobytes
 * starts its calls while the app's code (over a hundred kilobytes) is still on its way. Bundled into the
 * entry it would wait for the whole of it; without `async` it would wait for the stylesheet and run
 * in the same task as the entry, its calls leaving only once the entry had run. The modules both
 * import live in the early file, which the entry then imports (vite.config.ts, the `early-data`
 * chunk group).
 */
export function earlyScript(): Plugin {
  return {
    name: 'early-script',
    config(_config, { command }) {
      if (command !== 'build') return;
      const root = fileURLToPath(new URL('..', import.meta.url));
      return { build: { rolldownOptions: { input: { index: `${root}index.html`, [EARLY_SCRIPT_NAME]: EARLY_SCRIPT } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html: string, context: IndexHtmlTransformContext) {
        const early = context.bundle
          ? Object.values(context.bundle as OutputBundle).find(
              (item): item is OutputChunk => item.type === 'chunk' && item.isEntry && item.facadeModuleId === EARLY_SCRIPT,
            )
          : undefined;
        // The dev server serves the source module itself.
        const src = context.bundle ? (early ? `/${early.fileName}` : undefined) : '/src/early-data.ts';
        if (!src) throw new Error('early-script: the build has no chunk for src/early-data.ts');
        return {
          // The entry imports the early file, so Vite also announces it as a module preload: the
          // script tag already loads it.
          html: html.replace(new RegExp(`\\s*<link rel="modulepreload"[^>]*href="${src}">`), ''),
          tags: [
            {
              tag: 'script',
              attrs: { type: 'module', async: true, crossorigin: !!context.bundle, src },
              injectTo: 'head-prepend' as const,
            },
          ],
        };
      },
    },
  };
}
