import { i18n, type Messages } from '@lingui/core';
import { STORAGE_KEYS } from '../storage/keys';
import { findLanguage, type Language } from './languages';

/** Catalogs are split per language so a visitor downloads only the one they read. */
const CATALOG_LOADERS: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/messages.po'),
  ty: () => import('../../../locales/ty/messages.po'),
};

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
  const load = CATALOG_LOADERS[language.locale] ?? CATALOG_LOADERS.en!;
  const { messages } = await load();
  i18n.load(language.locale, messages);
  i18n.activate(language.locale);
  current = language;
  document.documentElement.lang = language.htmlLang;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language.code);
  } catch {
    // Private modes may refuse storage; the language still applies for this visit.
  }
  return language;
}

export { i18n };
