/**
 * The cookie in which the app keeps the player's language (its code, `TY`) beside local storage:
 * the page's answer, before any of the app's code has run, then draws home's first banner in that
 * language (docs/architecture.md#first-paint).
 */
export const LANGUAGE_COOKIE = 'lobby-language';

/** The cookie's value as `document.cookie` sets it: the whole site, a year, never sent cross-site. */
export function languageCookie(code: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The language a request's `Cookie` header names (two letters, upper case), if any. */
export function cookieLanguage(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.split('=', 2).map((text) => text.trim());
    if (name === LANGUAGE_COOKIE && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  return undefined;
}
