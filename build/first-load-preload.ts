import type { OutputBundle, OutputChunk } from 'rolldown';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

import { FIRST_LOAD_HINTS_FILE, type FirstLoadHints } from '../src/contract/first-load-hints.ts';

/**
 * Modules loaded on demand before the first render on nearly every first visit: the app's code
 * itself (the page's entry script, src/boot.ts, imports it), the English catalog (the default
 * language) and the home page's chunk (the page a visit from an ad or a shared link most often
 * opens). Matched by the source module they hold.
 */
const FIRST_LOAD_MODULES = [
  /[\\/]src[\\/]main\.tsx$/,
  /[\\/]locales[\\/]en[\\/]messages\.po$/,
  /[\\/]src[\\/]app[\\/]pages[\\/]HomeLobbyPage\.tsx$/,
];

function chunksHolding(bundle: OutputBundle, patterns: readonly RegExp[]): OutputChunk[] {
  return Object.values(bundle).filter(
    (item): item is OutputChunk => item.type === 'chunk' && item.moduleIds.some((id) => patterns.some((pattern) => pattern.test(id))),
  );
}

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunks above, and `<link rel="preload"
 * as="style">` for their stylesheets. The entry script asks for them only once it has run,
 * one round trip after its own download, and a chunk's stylesheet only once the chunk has come;
 * announced in the HTML they come down beside that script instead, which on a slow mobile network
 * brings the first render forward by those round trips. Other pages and languages load as before.
 */
export function firstLoadPreload(): Plugin {
  return {
    name: 'first-load-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html: string, context: IndexHtmlTransformContext) {
        if (!context.bundle) return [];
        const bundle = context.bundle as OutputBundle;
        // With the chunks they import (React, the bundler's runtime), but not the entries, which
        // index.html loads by their script tags, nor what Vite announces there already.
        const chunks = withStaticImports(bundle, chunksHolding(bundle, FIRST_LOAD_MODULES)).filter(
          (chunk) => !chunk.isEntry && !html.includes(`/${chunk.fileName}"`),
        );
        return chunks.flatMap((chunk) => [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const },
          ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` },
            injectTo: 'head' as const,
          })),
        ]);
      },
    },
  };
}

/**
 * The modules a first visit to each of these pages imports before its first render, beside the
 * entry: the page, the data it asks for first (its feature's api/prefetch.ts) and the English
 * screens' catalog (the language of every first visit). Home's are in index.html already.
 */
const PAGE_FIRST_LOAD_MODULES: Record<string, readonly RegExp[]> = {
  gameCenter: [
    /[\\/]src[\\/]features[\\/]games[\\/]components[\\/]GameCentrePage\.tsx$/,
    /[\\/]src[\\/]features[\\/]games[\\/]api[\\/]prefetch\.ts$/,
    /[\\/]locales[\\/]en[\\/]features\.po$/,
  ],
};

/** A chunk and the chunks it imports statically, all of which load before its module runs. */
function withStaticImports(bundle: OutputBundle, chunks: readonly OutputChunk[]): OutputChunk[] {
  const found = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  chunks.forEach(visit);
  return [...found.values()];
}

/**
 * Writes FIRST_LOAD_HINTS_FILE: for each page above, the scripts and stylesheets its first render waits
 * for that index.html does not already announce, as `{ page: { scripts: [...], styles: [...] } }`.
 * The entry asks for them only once it has run; the gateway names them in the page's answer
 * (`Link` headers, as a CDN's edge rule would) so they come down beside the entry.
 */
export function pageFirstLoadHints(): Plugin {
  return {
    name: 'page-first-load-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const announced = html?.type === 'asset' ? String(html.source) : '';
      const isNew = (file: string) => !announced.includes(`/${file}"`);
      const hints: FirstLoadHints = Object.fromEntries(
        Object.entries(PAGE_FIRST_LOAD_MODULES).map(([page, patterns]) => {
          const chunks = withStaticImports(bundle, chunksHolding(bundle, patterns)).filter((chunk) => !chunk.isEntry);
          const scripts = chunks.map((chunk) => chunk.fileName).filter(isNew);
          const styles = [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].filter(isNew);
          return [page, { scripts: scripts.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) }];
        }),
      );
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_HINTS_FILE, source: `${JSON.stringify(hints, null, 2)}\n` });
    },
  };
}
