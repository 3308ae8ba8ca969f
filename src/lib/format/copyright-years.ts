import { FOOTER_YEARS } from '@/config/constants';

/**
 * The footer's copyright years, "2019–<this year>" with an en dash. The range ends at the year of
 * `now` (the device's local date), and never before 2025 (docs/product.md#constants), so a device
 * whose clock is wrong (or unset) does not shorten it; a single year when the range is one year.
 */
export function copyrightYears(now: Date = new Date(), from: number = FOOTER_YEARS.from, earliestEnd: number = FOOTER_YEARS.to): string {
  const year = now.getFullYear();
  const to = Number.isFinite(year) ? Math.max(year, earliestEnd) : earliestEnd;
  return from >= to ? String(to) : `${from}–${to}`;
}
