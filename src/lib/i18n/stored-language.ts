import { STORAGE_KEYS } from '../storage/keys';
import { findLanguage, type Language } from './languages';

/** The language code the player chose last time, as local storage holds it now (null if none). */
export function storedLanguageCode(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    // Storage blocked (a private window's settings): no choice remembered.
    return null;
  }
}

/** The language the player chose last time (the default on a first visit), read from local storage. */
export function storedLanguage(): Language {
  return findLanguage(storedLanguageCode());
}
