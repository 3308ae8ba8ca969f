import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import {
  addDays,
  type DateRange,
  earliestStart,
  operatorDate,
  type RangeLimit,
  type RangeProblem,
  rangeProblem,
  REPORT_RANGE_LIMITS,
} from '@/contract/report-range';

export type { DateRange, RangeLimit };
export { REPORT_RANGE_LIMITS };

/**
 * The periods every agent report offers (docs/product.md#agent-centre): three ready ones and a
 * custom range of two dates, all on the operator's calendar (GMT+8), whatever the phone's zone.
 */
export const PERIODS = ['today', 'yesterday', 'week', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Readonly<Record<Period, MessageDescriptor>> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  week: msg`Last 7 days`,
  custom: msg`Custom`,
};

/** Today's date on the operator's clock. */
export function operatorToday(now: number = Date.now()): string {
  return operatorDate(now);
}

/** The range of a ready period on `today`. */
export function periodRange(period: Exclude<Period, 'custom'>, today: string): DateRange {
  if (period === 'today') return { startDate: today, endDate: today };
  if (period === 'yesterday') return { startDate: addDays(today, -1), endDate: addDays(today, -1) };
  return { startDate: addDays(today, -6), endDate: today };
}

/** A refused range: why, and what the picker says. */
export interface RangeRefusal {
  problem: RangeProblem;
  message: MessageDescriptor;
}

/**
 * The one rule every report screen applies before it asks (the gateway applies the same one,
 * src/contract/report-range.ts): undefined when the report takes the range on `today`, else why
 * not, in words that say what to choose instead. The earliest date is shown as `earliest`
 * (formatted by the caller, e.g. in the player's language).
 */
export function checkReportRange(range: DateRange, today: string, limit: RangeLimit, earliest: string): RangeRefusal | undefined {
  const problem = rangeProblem(range, today, limit);
  if (problem === undefined) return undefined;
  const days = limit.windowDays;
  const maxDays = limit.maxDays;
  const message: Record<RangeProblem, MessageDescriptor> = {
    invalid: msg`Choose a start and an end date.`,
    order: msg`The end date is before the start date.`,
    future: msg`The end date cannot be after today.`,
    'too-old': msg`This report goes back ${days} days: choose a start on or after ${earliest}.`,
    'too-long': msg`Choose at most ${maxDays} days at a time.`,
  };
  return { problem, message: message[problem] };
}

/** The earliest start a report allows on `today` (for the date inputs' `min`). */
export function earliestReportDate(today: string, limit: RangeLimit): string {
  return earliestStart(today, limit);
}
