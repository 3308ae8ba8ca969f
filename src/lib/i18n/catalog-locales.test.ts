import { describe, expect, it, vi } from 'vitest';

import { CATALOG_LOCALES, withCatalogs } from './catalog-locales';
import { findLanguage } from './languages';

describe('withCatalogs', () => {
  it('knows the catalogs in locales/', () => {
    expect(CATALOG_LOCALES.has('en')).toBe(true);
    expect(CATALOG_LOCALES.has('ty')).toBe(true);
  });

  it('offers only languages with a catalog, in the order given, and reports each other code once', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const languages = ['EN', 'TE', 'TY', 'SI'].map((code) => findLanguage(code));
    const locales = new Set(['en', 'ty']);
    expect(withCatalogs(languages, locales).map((language) => language.code)).toEqual(['EN', 'TY']);
    expect(withCatalogs(languages, locales).map((language) => language.code)).toEqual(['EN', 'TY']);
    expect(info).toHaveBeenCalledTimes(2);
    expect(info.mock.calls.map(([line]) => String(line).split(' ')[1])).toEqual(['TE', 'SI']);
    info.mockRestore();
  });
});
