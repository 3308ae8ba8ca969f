/**
 * Reads the precache list that workbox injectManifest wrote into dist/sw.js. Shared by the build
 * test (tests/e2e/precache.spec.ts) and the benchmark (tests/bench/run.ts). Node only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The injected array is JSON: `[{"revision":…,"url":…},…]`, found by its first entry's shape. */
export function parsePrecacheManifest(workerSource: string): PrecacheEntry[] {
  const start = workerSource.search(/\[\s*\{\s*"(?:revision|url)"\s*:/);
  if (start < 0) throw new Error('No injected precache manifest found in the service worker');
  // Walk to the matching bracket; the entries hold strings only, so track strings and depth.
  let depth = 0;
  let inString = false;
  for (let i = start; i < workerSource.length; i++) {
    const char = workerSource[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') depth++;
    else if (char === ']' || char === '}') {
      depth--;
      if (depth === 0) return JSON.parse(workerSource.slice(start, i + 1)) as PrecacheEntry[];
    }
  }
  throw new Error('Unterminated precache manifest in the service worker');
}

export function readPrecacheManifest(distDir: string): PrecacheEntry[] {
  return parsePrecacheManifest(readFileSync(path.join(distDir, 'sw.js'), 'utf8'));
}

/** The file in dist/ a precache URL stands for (URLs are relative to the worker at the root). */
export function precacheFile(distDir: string, url: string): string {
  return path.join(distDir, decodeURIComponent(new URL(url, 'https://app.invalid/').pathname));
}
