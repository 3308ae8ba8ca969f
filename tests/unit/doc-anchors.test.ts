/**
 * Every `docs/<file>.md#<anchor>` cited in the repository names a heading that exists, so a
 * comment's pointer cannot go dead when a section is renamed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'sw', 'gateway', 'build', 'tests', 'docs', 'README.md', 'vite.config.ts', 'eslint.config.js', 'knip.config.ts'];
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', '.data']);
const CITATION = /docs\/([a-z0-9-]+\.md)#([A-Za-z0-9_-]+)/g;

function filesUnder(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => !SKIPPED.has(child.name))
    .flatMap((child) => filesUnder(path.join(entry, child.name)));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(doc: string): Set<string> {
  const text = readFileSync(path.join(root, 'docs', doc), 'utf8');
  const headings = [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingAnchor(match[1]!));
  const explicit = [...text.matchAll(/<a (?:id|name)="([^"]+)"/g)].map((match) => match[1]!);
  return new Set([...headings, ...explicit]);
}

describe('docs anchors', () => {
  it('reads anchors as GitHub writes them', () => {
    expect(headingAnchor("The platform's v2 scheme")).toBe('the-platforms-v2-scheme');
    expect(headingAnchor('Game entrance and game centre')).toBe('game-entrance-and-game-centre');
    expect(headingAnchor('Limits and timeouts (per IP)')).toBe('limits-and-timeouts-per-ip');
  });

  it('every cited docs/*.md#anchor exists', () => {
    const anchors = new Map<string, Set<string>>();
    const dead: string[] = [];
    for (const file of SCANNED.flatMap(filesUnder).filter((name) => /\.(tsx?|js|md|css|html)$/.test(name))) {
      for (const [citation, doc, anchor] of readFileSync(path.join(root, file), 'utf8').matchAll(CITATION)) {
        if (!anchors.has(doc!)) anchors.set(doc!, anchorsOf(doc!));
        if (!anchors.get(doc!)!.has(anchor!)) dead.push(`${file}: ${citation}`);
      }
    }
    expect(dead).toEqual([]);
    expect(anchors.size).toBeGreaterThan(0);
  });
});
