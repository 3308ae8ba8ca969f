/**
 * News video (docs/product.md#constants): the YouTube embed's interface and caption language follow
 * the UI language. The privacy-enhanced host sets no tracking cookies until the visitor plays the
 * video.
 */

const VIDEO_LANGUAGES: Readonly<Record<string, string>> = {
  EN: 'en',
  TY: 'tl', // The platform's code for Tagalog (Filipino).
  CN: 'zh',
  VI: 'vi',
  TH: 'th',
  TW: 'zh',
};

/** The YouTube language for a UI language code (any case); English for everything unlisted. */
export function videoLanguage(languageCode: string | null | undefined): string {
  const code = typeof languageCode === 'string' ? languageCode.trim().toUpperCase() : '';
  return VIDEO_LANGUAGES[code] ?? 'en';
}

/** The embed URL, or null without a usable video id (nothing to embed). */
export function newsVideoUrl(youtubeId: string | null | undefined, languageCode: string | null | undefined): string | null {
  const id = typeof youtubeId === 'string' ? youtubeId.trim() : '';
  // '.' and '..' survive encoding and would be read as path steps, leaving /embed/.
  if (id === '' || id === '.' || id === '..') return null;
  const lang = videoLanguage(languageCode);
  // The id comes from operator configuration: encoding keeps it one path segment.
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?hl=${lang}&cc_lang_pref=${lang}`;
}
