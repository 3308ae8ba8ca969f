import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { MEMBER_PNL_RANGE_LIMIT } from '@/contract/member-pnl';
import { addDays, type DateRange, dayNumber, earliestStart, operatorDate, type RangeProblem, rangeProblem } from '@/contract/report-range';

export type { DateRange };

/**
 * The profit and loss's ranges (docs/product.md#profit-and-loss): two ready ones and two dates of
 * the player's choice, all on the operator's calendar (GMT+8), whatever the phone's zone.
 */
export const PNL_PRESETS = ['week', 'month', 'custom'] as const;
export type PnlPreset = (typeof PNL_PRESETS)[number];

export const PNL_PRESET_LABELS: Readonly<Record<PnlPreset, MessageDescriptor>> = {
  week: msg`Last 7 days`,
  month: msg`This month`,
  custom: msg`Custom`,
};

/** Today's date on the operator's clock. */
export function operatorToday(now: number = Date.now()): string {
  return operatorDate(now);
}

/** A ready range on `today`: the last 7 days (today included), or this month up to today. */
export function presetRange(preset: Exclude<PnlPreset, 'custom'>, today: string): DateRange {
  if (preset === 'week') return { startDate: addDays(today, -6), endDate: today };
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}

/** The first start the report takes on `today` (the date inputs' `min`). */
export function earliestPnlDate(today: string): string {
  return earliestStart(today, MEMBER_PNL_RANGE_LIMIT);
}

/**
 * Why the report would refuse a range on `today` (the gateway's own rule,
 * src/contract/report-range.ts), in words that say what to choose instead; undefined when it takes
 * it. `earliest` is the first date allowed, formatted by the caller in the player's language.
 */
export function pnlRangeRefusal(range: DateRange, today: string, earliest: string): MessageDescriptor | undefined {
  const problem = rangeProblem(range, today, MEMBER_PNL_RANGE_LIMIT);
  if (problem === undefined) return undefined;
  const days = MEMBER_PNL_RANGE_LIMIT.windowDays;
  const maxDays = MEMBER_PNL_RANGE_LIMIT.maxDays;
  const messages: Record<RangeProblem, MessageDescriptor> = {
    invalid: msg`Choose a start and an end date.`,
    order: msg`The end date is before the start date.`,
    future: msg`The end date cannot be after today.`,
    'too-old': msg`This report goes back ${days} days: choose a start on or after ${earliest}.`,
    'too-long': msg`Choose at most ${maxDays} days at a time.`,
  };
  return messages[problem];
}

/** The operator's offset from UTC in minutes, as `Date.getTimezoneOffset` counts it (GMT+8 is −480). */
const OPERATOR_TIMEZONE_OFFSET = -480;

/** Whether the phone's clock is not on the operator's zone, so that its days are not the report's. */
export function needsTimezoneNote(timezoneOffset: number = new Date().getTimezoneOffset()): boolean {
  return timezoneOffset !== OPERATOR_TIMEZONE_OFFSET;
}

/** A report date (`YYYY-MM-DD`, the operator's) in the player's language: "29 Nov" or, `long`, "29 Nov 2026". */
export function formatPnlDate(date: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const day = dayNumber(date);
  if (day === undefined) return date;
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(day * 86_400_000);
}
