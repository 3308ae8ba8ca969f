import type { Language } from './languages';

/**
 * The locales that have a catalog in locales/, as the build found them (the same files the
 * catalog loaders in i18n.ts import). Only the language sheet reads this, so the list stays out
 * of the first load.
 */
export const CATALOG_LOCALES: ReadonlySet<string> = new Set(
  Object.keys(import.meta.glob('../../../locales/*/messages.po')).map((file) => file.split('/').at(-2)!),
);

const reported = new Set<string>();

/**
 * The languages to offer that the app can show: an operator may enable a language the app has
 * no catalog for, and picking it would leave every text in English while the header names it.
 * Each such code is reported once per page load for the operator's support staff.
 */
export function withCatalogs(languages: readonly Language[], catalogLocales: ReadonlySet<string> = CATALOG_LOCALES): Language[] {
  return languages.filter((language) => {
    if (catalogLocales.has(language.locale)) return true;
    if (!reported.has(language.code)) {
      reported.add(language.code);
      console.info(`Language ${language.code} is enabled by the operator but has no catalog in this app; it is not offered.`);
    }
    return false;
  });
}
