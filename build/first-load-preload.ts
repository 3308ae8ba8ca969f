import type { OutputBundle, OutputChunk } from 'rolldown';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/**
 * Modules the entry imports on demand before the first render on nearly every first visit: the
 * English catalog (the default language) and the home page's chunk (the page a visit from an ad
 * or a shared link most often opens). Matched by the source module they hold.
 */
const FIRST_LOAD_MODULES = [/[\\/]locales[\\/]en[\\/]messages\.po$/, /[\\/]src[\\/]app[\\/]pages[\\/]HomeLobbyPage\.tsx$/];

function chunksHolding(bundle: OutputBundle, patterns: readonly RegExp[]): OutputChunk[] {
  return Object.values(bundle).filter(
    (item): item is OutputChunk => item.type === 'chunk' && item.moduleIds.some((id) => patterns.some((pattern) => pattern.test(id))),
  );
}

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunks above, and `<link rel="preload"
 * as="style">` for their stylesheets. The entry asks for them only once it has run, one round trip
 * after its own download, and a chunk's stylesheet only once the chunk has come; announced in the
 * HTML they come down beside the entry instead, which on a slow mobile network brings the first
 * render forward by those round trips. Other pages and languages load as before.
 */
export function firstLoadPreload(): Plugin {
  return {
    name: 'first-load-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html: string, context: IndexHtmlTransformContext) {
        if (!context.bundle) return [];
        return chunksHolding(context.bundle as OutputBundle, FIRST_LOAD_MODULES).flatMap((chunk) => [
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
