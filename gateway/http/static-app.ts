import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';

/** Files that must be revalidated on every load so a new deploy is picked up. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/');
  if (ALWAYS_REVALIDATE.has(path.posix.basename(normalised))) return 'no-cache';
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
 * links (see server.ts).
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
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(root, filePath)));
    },
  });
}
