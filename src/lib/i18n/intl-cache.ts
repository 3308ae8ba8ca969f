/**
 * Intl formatters kept per locale and options. Building one costs far more than formatting with
 * it: the first of a page load reads the locale's data (100 to 300 ms on a slow phone), and the
 * jackpot counter, the winners ticker and the balance format again on every render. A page uses
 * a handful of locale and option pairs, so the maps stay small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** Options are written as literals at each call site, so their JSON is a stable enough key. */
function keyOf(locale: string | undefined, options: object | undefined): string {
  return `${locale ?? ''}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(locale?: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(locale?: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
