/**
 * Every language the app has catalogs for is complete: every message of the source catalog is
 * translated with its placeholders intact, and no catalog holds a message the source no longer
 * has. English must never leak onto another language's screens, and a language is offered only
 * when its catalogs are here (src/lib/i18n/catalog-locales.ts), so each one here must be whole.
 */
import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import linguiConfig from '../../lingui.config.ts';

const CATALOGS = ['messages', 'features'] as const;
const SOURCE_LOCALE = 'en';
const TRANSLATED_LOCALES = readdirSync(new URL('../../locales/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== SOURCE_LOCALE)
  .map((entry) => entry.name)
  .sort();

function readCatalog(locale: string, catalog: (typeof CATALOGS)[number]): Map<string, string> {
  const text = readFileSync(new URL(`../../locales/${locale}/${catalog}.po`, import.meta.url), 'utf8');
  const entries = new Map<string, string>();
  const pattern = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm;
  for (const match of text.matchAll(pattern)) {
    if (match[1] !== '') entries.set(JSON.parse(`"${match[1]}"`), JSON.parse(`"${match[2]}"`));
  }
  return entries;
}

describe('catalog folders', () => {
  it('are the locales extraction keeps up to date, Tagalog among them', () => {
    expect(TRANSLATED_LOCALES).toContain('ty');
    expect([...linguiConfig.locales].sort()).toEqual([SOURCE_LOCALE, ...TRANSLATED_LOCALES].sort());
  });
});

/** `{name}`, the variable of an ICU `{name, plural, ...}` (its branches are translated), and `<0>` tags. */
function placeholdersOf(text: string): string[] {
  return [
    ...(text.match(/\{\s*\w+\s*[,}]/g) ?? []).map((placeholder) => placeholder.replace(/\s/g, '')),
    ...(text.match(/<\/?\d+\/?>/g) ?? []),
  ];
}

describe.each(CATALOGS)('translation catalog %s', (catalog) => {
  const english = readCatalog(SOURCE_LOCALE, catalog);

  it('has source messages', () => {
    expect(english.size).toBeGreaterThan(10);
  });

  describe.each(TRANSLATED_LOCALES)('in %s', (locale) => {
    const translated = readCatalog(locale, catalog);

    it('translates every message', () => {
      const missing = [...english.keys()].filter((id) => !translated.get(id)?.trim());
      expect(missing).toEqual([]);
    });

    it('keeps every placeholder and tag', () => {
      const broken = [...english.keys()].filter((id) => {
        const text = (translated.get(id) ?? '').replace(/\s/g, '');
        return placeholdersOf(id).some((placeholder) => !text.includes(placeholder));
      });
      expect(broken).toEqual([]);
    });

    it('holds no message the source no longer has', () => {
      expect([...translated.keys()].filter((id) => !english.has(id))).toEqual([]);
    });
  });
});
