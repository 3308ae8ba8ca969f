import type { LanguageLabel } from './language-names';

export type LabelOf = (code: string) => LanguageLabel;

let loading: Promise<LabelOf> | undefined;

/**
 * The languages' own names and flags (language-names.ts), fetched once, on first use. Only ever
 * imported from here, on demand: every page's first render has the language button, and none
 * needs the table to draw it.
 */
export function loadLanguageLabels(): Promise<LabelOf> {
  loading ??= (async () => {
    const { languageLabel } = await import('./language-names');
    return languageLabel;
  })();
  return loading;
}
