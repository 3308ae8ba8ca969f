import { describe, expect, it } from 'vitest';

import { poEntry, poEntryByContext } from './po-entry';

const CATALOG = `msgid ""
msgstr ""
"Language: en\\n"

#: src/features/home/model/app-identity.ts
msgctxt "manifest:name"
msgid "Lobby — Games & Lottery"
msgstr "Lobby — Games & Lottery"

msgctxt "manifest:description"
msgid ""
"Games that open "
"offline."
msgstr ""
"Games that open "
"offline, \\"always\\"."

msgid "Promotions"
msgstr "Promosyon"

msgctxt "tab bar"
msgid "Promotions"
msgstr "Promo"

msgctxt "manifest:empty"
msgid "Untranslated"
msgstr ""
`;

describe('catalog entry by context', () => {
  it('reads a one-line translation', () => {
    expect(poEntryByContext(CATALOG, 'manifest:name')).toBe('Lobby — Games & Lottery');
  });

  it('joins multi-line strings and unescapes quotes', () => {
    expect(poEntryByContext(CATALOG, 'manifest:description')).toBe('Games that open offline, "always".');
  });

  it('answers undefined for a missing or untranslated entry', () => {
    expect(poEntryByContext(CATALOG, 'manifest:nothing')).toBeUndefined();
    expect(poEntryByContext(CATALOG, 'manifest:empty')).toBeUndefined();
  });
});

describe('catalog entry by message', () => {
  it('tells the same text with and without a context apart', () => {
    expect(poEntry(CATALOG, 'Promotions')).toBe('Promosyon');
    expect(poEntry(CATALOG, 'Promotions', 'tab bar')).toBe('Promo');
  });

  it('answers undefined for a missing or untranslated entry', () => {
    expect(poEntry(CATALOG, 'Rewards')).toBeUndefined();
    expect(poEntry(CATALOG, 'Untranslated', 'manifest:empty')).toBeUndefined();
  });
});
