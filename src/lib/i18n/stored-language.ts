import { STORAGE_KEYS } from '../storage/keys';
import { findLanguage, type Language } from './languages';

/** The language the player chose last time (the default on a first visit), read from local storage. */
export function storedLanguage(): Language {
  let code: string | null = null;
  try {
    code = localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    // Storage blocked (a private window's settings): the default language.
  }
  return findLanguage(code);
}
