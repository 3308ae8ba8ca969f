import { i18n, type Messages } from '@lingui/core';
import { STORAGE_KEYS } from '../storage/keys';
import { DEFAULT_LANGUAGE_CODE, findLanguage, type Language } from './languages';

/**
 * Catalogs are lazy chunks, one per language folder in locales/. A language without a folder of
 * its own uses the English catalog; one with a partial catalog falls back to English per
 * message (Lingui's fallbackLocales, applied when the catalog is compiled).
 */
const CATALOG_LOADERS = Object.fromEntries(
  Object.entries(import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po')).map(([path, load]) => [
    path.split('/').at(-2)!,
    load,
  ]),
);

let current: Language = findLanguage(readStoredLanguage());

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

/** The UI language code the gateway's Language header carries. */
export function currentLanguageCode(): string {
  return current.code;
}

export async function activateLanguage(code: string): Promise<Language> {
  const language = findLanguage(code);
  const load = CATALOG_LOADERS[language.locale] ?? CATALOG_LOADERS[findLanguage(DEFAULT_LANGUAGE_CODE).locale]!;
  const { messages } = await load();
  // Lingui is keyed by the language's own locale, so each language keeps its number and date formats.
  i18n.load(language.locale, messages);
  i18n.activate(language.locale);
  current = language;
  document.documentElement.lang = language.htmlLang;
  document.documentElement.dir = language.dir;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language.code);
  } catch {
    // Private modes may refuse storage; the language still applies for this visit.
  }
  return language;
}

export { i18n };
