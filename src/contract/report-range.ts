/**
 * The agent centre's report dates (docs/product.md#agent-centre): one rule for the app, which
 * refuses a range before asking, and for the gateway, which refuses it again. Dates are
 * `YYYY-MM-DD` on the operator's clock (GMT+8), as the platform's reports.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The operator's clock: GMT+8. */
const OPERATOR_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far back a report reaches and how long one range may be, both in days, both ends counted. */
export interface RangeLimit {
  /** The start may be at most `windowDays - 1` days before today: the last `windowDays` days. */
  windowDays: number;
  /** At most this many days from start to end. */
  maxDays: number;
}

/** Each report's limits (docs/product.md#agent-centre). */
export const REPORT_RANGE_LIMITS = {
  overview: { windowDays: 90, maxDays: 90 },
  pnl: { windowDays: 90, maxDays: 90 },
  betting: { windowDays: 90, maxDays: 30 },
  transactions: { windowDays: 90, maxDays: 90 },
  invitationIncome: { windowDays: 90, maxDays: 90 },
  rebateIncome: { windowDays: 90, maxDays: 90 },
} as const satisfies Record<string, RangeLimit>;

export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * Why a range is refused: a date that is no date, an end before the start, an end after today,
 * a start before the window, a range longer than allowed. The gateway's codes follow it
 * (`date.range.invalid`, `date.range.too.old`, `date.range.too.long`).
 */
export type RangeProblem = 'invalid' | 'order' | 'future' | 'too-old' | 'too-long';

/** The day number (days since 1970-01-01) of a `YYYY-MM-DD` date, or undefined when it is none. */
export function dayNumber(date: string): number | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined;
  return ms / DAY_MS;
}

/** The `YYYY-MM-DD` of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The operator's date (GMT+8) at an instant. */
export function operatorDate(ms: number): string {
  return new Date(ms + OPERATOR_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  const day = dayNumber(date);
  if (day === undefined) throw new RangeError(`Not a date: ${date}`);
  return dateOfDay(day + days);
}

/** The instant an operator date begins (its 00:00 GMT+8). */
export function operatorDayStart(date: string): number {
  const day = dayNumber(date);
  if (day === undefined) throw new RangeError(`Not a date: ${date}`);
  return day * DAY_MS - OPERATOR_UTC_OFFSET_MS;
}

/** The earliest start a report allows on `today`. */
export function earliestStart(today: string, limit: RangeLimit): string {
  return addDays(today, -(limit.windowDays - 1));
}

/** Every date from start to end, in order (both included). */
export function datesOf(range: DateRange): string[] {
  const start = dayNumber(range.startDate);
  const end = dayNumber(range.endDate);
  if (start === undefined || end === undefined) return [];
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => dateOfDay(start + index));
}

/** Why the report refuses the range on `today`, or undefined when it takes it. */
export function rangeProblem(range: DateRange, today: string, limit: RangeLimit): RangeProblem | undefined {
  const start = dayNumber(range.startDate);
  const end = dayNumber(range.endDate);
  const now = dayNumber(today);
  if (start === undefined || end === undefined || now === undefined) return 'invalid';
  if (end < start) return 'order';
  if (end > now) return 'future';
  if (start < now - (limit.windowDays - 1)) return 'too-old';
  if (end - start + 1 > limit.maxDays) return 'too-long';
  return undefined;
}
