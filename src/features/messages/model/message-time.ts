import { formatDateTime } from '@/lib/i18n/intl-locale';

/** Message and notice dates in the UI language; nothing for a missing or broken time. `locale` is an Intl tag. */
export function formatMessageTime(time: number | undefined, locale: string): string {
  if (time === undefined || !Number.isFinite(time)) return '';
  return formatDateTime(time, locale);
}
