import { loadWhenOnline } from '../network/load-when-online';
import type { LanguageLabel } from './language-names';

export type LabelOf = (code: string) => LanguageLabel;

let loading: Promise<LabelOf> | undefined;

/**
 * The languages' own names and flags (language-names.ts), fetched once, on first use. Only ever
 * imported from here, on demand: every page's first render has the language button, and none
 * needs the table to draw it.
 */
export function loadLanguageLabels(): Promise<LabelOf> {
  // Tried again once the connection is back, if it dropped before the table came.
  loading ??= loadWhenOnline(async () => {
    const { languageLabel } = await import('./language-names');
    return languageLabel;
  });
  return loading;
}
