import { i18n, type Messages } from '@lingui/core';

import { languageCookie } from '../../contract/language-cookie';
import { STORAGE_KEYS } from '../storage/keys';
import { DEFAULT_LANGUAGE_CODE, findLanguage, type Language } from './languages';
import { storedLanguage, storedLanguageCode } from './stored-language';

type CatalogLoaders = Record<string, () => Promise<{ messages: Messages }>>;

function byLocale(loaders: Record<string, () => Promise<{ messages: Messages }>>): CatalogLoaders {
  return Object.fromEntries(Object.entries(loaders).map(([path, load]) => [path.split('/').at(-2)!, load]));
}

/**
 * Catalogs are lazy chunks per language folder in locales/, in two parts: `messages` holds what
 * the first render needs (shell, shared components, the home page frame) and loads before it;
 * `features` holds the screens, loaded with the first screen module that needs it, so the first
 * paint does not carry every screen's text. A language without a folder of its own uses the
 * English catalogs; a partial catalog falls back to English per message (Lingui's
 * fallbackLocales, applied when the catalog is compiled).
 */
const CORE_CATALOGS = byLocale(import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po'));
const FEATURE_CATALOGS = byLocale(import.meta.glob<{ messages: Messages }>('../../../locales/*/features.po'));

/** Locales whose feature catalog is in Lingui already; once any screen asked, language switches load it too. */
const featuresLoaded = new Set<string>();
let featuresWanted = false;

async function loadCatalog(language: Language, catalogs: CatalogLoaders): Promise<void> {
  const load = catalogs[language.locale] ?? catalogs[findLanguage(DEFAULT_LANGUAGE_CODE).locale]!;
  const { messages } = await load();
  i18n.load(language.locale, messages);
}

let current: Language = storedLanguage();

/** The UI language code the gateway's Language header carries. */
export function currentLanguageCode(): string {
  return current.code;
}

/**
 * Loads a language's catalog and switches the UI to it. A player's choice is remembered (local
 * storage, and the cookie the page's answer reads); the start of the app only applies what was
 * remembered and writes nothing, so it never overwrites a choice made in another tab meanwhile.
 */
export async function activateLanguage(code: string, { remember = true } = {}): Promise<Language> {
  const language = findLanguage(code);
  // Catalogs are keyed by folder name; Intl formats (i18n.date, i18n.number) use the BCP 47 tag,
  // because a folder name such as `ty` is another language's tag (Tahitian) to Intl.
  await Promise.all([
    loadCatalog(language, CORE_CATALOGS),
    featuresWanted && !featuresLoaded.has(language.locale)
      ? loadCatalog(language, FEATURE_CATALOGS).then(() => featuresLoaded.add(language.locale))
      : undefined,
  ]);
  i18n.activate(language.locale, [language.htmlLang]);
  current = language;
  document.documentElement.lang = language.htmlLang;
  document.documentElement.dir = language.dir;
  if (remember) rememberLanguage(language);
  else copyStoredLanguageToCookie();
  return language;
}

/**
 * The cookie follows what local storage holds now, for choices remembered before the app kept the
 * cookie, or by a build that did not.
 */
function copyStoredLanguageToCookie(): void {
  const code = storedLanguageCode();
  if (code) document.cookie = languageCookie(findLanguage(code).code);
}

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language.code);
  } catch {
    // Private modes may refuse storage; the language still applies for this visit.
  }
  // Also in a cookie, for the page's answer to draw home's first banner in this language
  // (docs/architecture.md#first-paint).
  document.cookie = languageCookie(language.code);
}

/** Loads the screens' texts for the current language (once); screen modules wait for it. */
export async function loadFeatureMessages(): Promise<void> {
  featuresWanted = true;
  const language = current;
  if (featuresLoaded.has(language.locale)) return;
  await loadCatalog(language, FEATURE_CATALOGS);
  featuresLoaded.add(language.locale);
}

export { i18n };
