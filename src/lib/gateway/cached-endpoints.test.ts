import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CACHED_ENDPOINTS, cachedEndpointFor } from './cached-endpoints';
import { tagsForUpdatedUrl } from './fresh-data';
import { GATEWAY_TAGS } from './tags';

const SRC = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

interface QueryDefinition {
  file: string;
  path: string;
  tags: string[];
}

/** Every RTK Query read in the app: its gateway path and the tags it provides, read from the source. */
function appQueries(): QueryDefinition[] {
  const queries: QueryDefinition[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const block of text.split(/build\.(?=query|infiniteQuery|mutation)/).slice(1)) {
      if (block.startsWith('mutation')) continue;
      const path = /url: '([^']+)'/.exec(block)?.[1];
      if (!path) continue;
      const tags = /providesTags: \[([^\]]*)\]/.exec(block)?.[1] ?? '';
      queries.push({ file, path, tags: [...tags.matchAll(/'(\w+)'/g)].map((match) => match[1]!) });
    }
  }
  return queries;
}

describe('the cached endpoint table', () => {
  it('lists each path once, each with tags the API declares', () => {
    const paths = CACHED_ENDPOINTS.map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const endpoint of CACHED_ENDPOINTS) {
      expect(endpoint.tags.length, endpoint.path).toBeGreaterThan(0);
      for (const tag of endpoint.tags) expect(GATEWAY_TAGS, endpoint.path).toContain(tag);
      // Kept for someone: a visitor's cache, or the member's.
      expect(endpoint.visitorCache !== null || endpoint.member, endpoint.path).toBe(true);
    }
  });

  it("agrees with the app's queries: a cached path's query provides exactly the table's tags", () => {
    const queries = appQueries();
    expect(queries.length).toBeGreaterThan(20);
    const cached = queries.filter((query) => cachedEndpointFor(query.path));
    // The winners, the hot games, the status, the lobby lists... all of them are read somewhere.
    expect(new Set(cached.map((query) => query.path)).size).toBeGreaterThanOrEqual(10);
    for (const query of cached) {
      expect([...query.tags].sort(), `${query.path} in ${query.file}`).toEqual([...cachedEndpointFor(query.path)!.tags].sort());
    }
  });

  it('has one query for the hot games', () => {
    expect(appQueries().filter((query) => query.path === '/wps/games/hot')).toHaveLength(1);
  });

  it('tells the app what a changed winner board refreshes', () => {
    expect(tagsForUpdatedUrl('http://127.0.0.1:8080/wps/winners?gameCategory=ALL&limitNum=100&language=EN')).toEqual(['Winners']);
  });
});
