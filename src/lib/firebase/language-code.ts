/**
 * The page's language as Firebase passes it on to reCAPTCHA (`hl`) and to the SMS text: a
 * language and region such as `zh-CN` or `pt-BR`. reCAPTCHA refuses codes longer than six
 * characters, so the page's `zh-Hans` would stop every send; its likely region names the script
 * instead. Null (Firebase's default) for a tag that is not one.
 */
export function firebaseLanguageCode(htmlLang: string): string | null {
  try {
    const { language, region } = new Intl.Locale(htmlLang).maximize();
    const tag = region ? `${language}-${region}` : language;
    return tag.length <= 6 ? tag : language;
  } catch {
    return null;
  }
}
