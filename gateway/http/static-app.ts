import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import type { GatewayConfig } from '../config.ts';

/** Files that must be revalidated on every load so a new deploy is picked up. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js', 'config.json']);

/** Siblings the build writes beside each text file (build/precompress.ts), sent by Accept-Encoding. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

export function cacheControlFor(relativePath: string): string {
  // A compressed copy is the same file to a cache: it keeps the rule of the file it stands for.
  const normalised = relativePath.split(path.sep).join('/').replace(PRECOMPRESSED_SUFFIX, '');
  if (ALWAYS_REVALIDATE.has(path.posix.basename(normalised))) return 'no-cache';
  // The brand's pictures are the operator's, replaced in place (docs/architecture.md#deploying).
  if (normalised.startsWith('brand/')) return 'no-cache';
  // Vite content-hashes everything under assets/: a changed file gets a new name.
  if (normalised.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export function appIsServable(config: GatewayConfig): boolean {
  if (!config.serveApp) return false;
  try {
    return statSync(config.distDir).isDirectory() && existsSync(path.join(config.distDir, 'index.html'));
  } catch {
    return false;
  }
}

/**
 * Serves the built app from DIST_DIR on the same origin as the API, so the service worker sees
 * real requests. Missing paths reach the not-found handler, which answers the app shell for deep
 * links (see server.ts) through reply.sendFile, so the shell is negotiated the same way.
 *
 * preCompressed sends the build's `.br` copy, else its `.gz` copy, when the request accepts it
 * and the copy exists (small files have none), with the original file's Content-Type, the copy's
 * Content-Length and `Vary: Accept-Encoding` on every file answer, compressed or not.
 */
export async function installStaticApp(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const root = config.distDir;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    redirect: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(root, filePath)));
    },
  });
}
