import type { Plugin, ResolvedConfig } from 'vite';

import { readFirebaseWebConfig } from '../src/config/firebase.ts';
import { brandManifest, buildTimeConfig, DEFAULT_BRAND, RUNTIME_CONFIG_PATH } from '../src/config/operator-config.ts';

/** The build's web manifest: the brand's fields come from the configuration, the rest is the app's. */
export interface ManifestBase {
  description: string;
}

/** Where a brand's pictures live (docs/architecture.md#deploying): the manifest names them here. */
const BRAND_ICONS = [
  { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  // The logo sits within the central 60 % of the maskable icon, inside the 80 % safe zone.
  { src: '/brand/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

function appManifestBase({ description }: ManifestBase): Record<string, unknown> {
  return {
    id: '/m/home',
    description,
    // `source=pwa` marks home-screen launches.
    start_url: '/m/home?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    lang: 'en',
    dir: 'ltr',
    categories: ['games', 'entertainment'],
    icons: BRAND_ICONS,
  };
}

/**
 * Writes the default brand's deployment files beside index.html: `config.json` from the build's
 * VITE_ variables (an operator replaces it per brand) and `manifest.webmanifest` for the default
 * brand (deploy/brand-manifest.ts writes a brand's own). The dev server answers both the same way.
 */
export function deploymentFiles(base: ManifestBase): Plugin {
  let resolved: ResolvedConfig | undefined;
  const files = () => {
    const env = resolved?.env ?? {};
    const config = buildTimeConfig(env, readFirebaseWebConfig(env));
    return {
      [RUNTIME_CONFIG_PATH.slice(1)]: `${JSON.stringify(config, null, 2)}\n`,
      'manifest.webmanifest': JSON.stringify(brandManifest(appManifestBase(base), DEFAULT_BRAND)),
    };
  };
  return {
    name: 'deployment-files',
    configResolved(config) {
      resolved = config;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const body = files()[(request.url ?? '').split('?')[0]!.slice(1) as keyof ReturnType<typeof files>];
        if (body === undefined) return next();
        response.setHeader('content-type', 'application/json');
        response.end(body);
      });
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(files())) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
