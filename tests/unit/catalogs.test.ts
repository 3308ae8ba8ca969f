/**
 * Every message of the source catalog has a Tagalog translation, and no catalog holds a message
 * the source no longer has: English must never leak onto the TY screens.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CATALOGS = ['messages', 'features'] as const;

function readCatalog(locale: string, catalog: (typeof CATALOGS)[number]): Map<string, string> {
  const text = readFileSync(new URL(`../../locales/${locale}/${catalog}.po`, import.meta.url), 'utf8');
  const entries = new Map<string, string>();
  const pattern = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm;
  for (const match of text.matchAll(pattern)) {
    if (match[1] !== '') entries.set(JSON.parse(`"${match[1]}"`), JSON.parse(`"${match[2]}"`));
  }
  return entries;
}

describe.each(CATALOGS)('translation catalog %s', (catalog) => {
  const english = readCatalog('en', catalog);
  const tagalog = readCatalog('ty', catalog);

  it('has source messages', () => {
    expect(english.size).toBeGreaterThan(10);
  });

  it('translates every message into Tagalog', () => {
    const missing = [...english.keys()].filter((id) => !tagalog.get(id));
    expect(missing).toEqual([]);
  });

  it('keeps every placeholder in the Tagalog text', () => {
    const broken = [...english.keys()].filter((id) => {
      // The variable of each placeholder, `{name}` or an ICU `{name, plural, ...}`: the branches'
      // own texts inside a plural are translated, not kept.
      const placeholders = id.match(/\{\s*\w+\s*[,}]/g) ?? [];
      return placeholders.some((placeholder) => !tagalog.get(id)?.includes(placeholder));
    });
    expect(broken).toEqual([]);
  });

  it('holds no message the source no longer has', () => {
    expect([...tagalog.keys()].filter((id) => !english.has(id))).toEqual([]);
  });
});
