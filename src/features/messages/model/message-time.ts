/** Message and notice dates in the UI language (Tagalog formats as Filipino). */
export function formatMessageTime(time: number | undefined, uiLocale: string): string {
  if (time === undefined || !Number.isFinite(time)) return '';
  const locale = uiLocale === 'ty' ? 'fil' : 'en';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(time));
}
