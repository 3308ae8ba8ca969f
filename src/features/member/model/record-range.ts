import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The account record's date ranges (docs/product.md#member-centre): chips beside the kinds. */
export const RECORD_RANGES = ['today', 'week', 'month'] as const;

export type RecordRange = (typeof RECORD_RANGES)[number];

export const RECORD_RANGE_LABELS: Readonly<Record<RecordRange, MessageDescriptor>> = {
  today: msg`Today`,
  week: msg`7 days`,
  month: msg`30 days`,
};

/** The range chips' first one: distinct from the kinds' 'All' (and not containing it). */
export const ALL_TIME = msg`Any date`;

const DAYS: Readonly<Record<RecordRange, number>> = { today: 1, week: 7, month: 30 };

export function isRecordRange(value: string | null | undefined): value is RecordRange {
  return (RECORD_RANGES as readonly string[]).includes(value ?? '');
}

/**
 * The range's start in epoch ms, on the player's own calendar: today from local midnight, 7 and
 * 30 days as that many calendar days counting today. A start at a midnight also keeps the query's
 * key the same all day, so a page opened again reads its cache. Undefined for all time.
 */
export function rangeStart(range: RecordRange | 'all', now: Date = new Date()): number | undefined {
  if (range === 'all') return undefined;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (DAYS[range] - 1));
  return start.getTime();
}
