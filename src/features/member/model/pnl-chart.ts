import type { MemberPnlDay } from '@/contract/member-pnl';
import { type DateRange, datesOf } from '@/contract/report-range';

/**
 * The profit and loss chart's rules (docs/product.md#profit-and-loss): one bar per date of the
 * range, wins above a zero line and losses below it, on an axis of round steps that holds both.
 */

/** One date of the chart: its net result, zero on a day without bets. */
export interface ChartDay {
  date: string;
  winLoss: number;
}

/** Every date of the range, oldest first, with the day's net result or zero. */
export function chartDays(range: DateRange, list: readonly Pick<MemberPnlDay, 'date' | 'winLoss'>[]): ChartDay[] {
  const byDate = new Map(list.map((day) => [day.date, day.winLoss]));
  return datesOf(range).map((date) => ({ date, winLoss: byDate.get(date) ?? 0 }));
}

/** The value axis: from `bottom` (zero or below) to `top` (zero or above), ticks `step` apart, zero among them. */
export interface SignedScale {
  top: number;
  bottom: number;
  step: number;
  ticks: number[];
}

const NICE = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/**
 * The smallest axis of round steps (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ) that holds every value
 * with zero on a tick, at most `steps` steps on the longer side of zero. Only wins: nothing below
 * zero; only losses: nothing above. No value but zero: one step up, so the zero line has room.
 */
export function signedScale(values: readonly number[], steps = 2): SignedScale {
  const high = Math.max(0, ...values.filter(Number.isFinite));
  const low = Math.min(0, ...values.filter(Number.isFinite));
  const extent = Math.max(high, -low);
  if (extent === 0) return { top: 1, bottom: 0, step: 1, ticks: [0, 1] };
  const magnitude = 10 ** Math.floor(Math.log10(extent / steps));
  const step = NICE.map((factor) => factor * magnitude).find((candidate) => candidate * steps >= extent) ?? 10 * magnitude;
  // Steps counted whole (a hair of float error forgiven), never -0.
  const top = Math.max(0, Math.ceil(high / step - 1e-9)) * step;
  const bottom = 0 - Math.max(0, Math.ceil(-low / step - 1e-9)) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top + step / 2; tick += step) ticks.push(Math.round(tick / step) * step);
  return { top, bottom, step, ticks };
}

/** Where a value sits on a plot `height` tall whose top is at `y`: the scale's top at `y`, its bottom at `y + height`. */
export function valueY(value: number, scale: SignedScale, y: number, height: number): number {
  return y + ((scale.top - value) / (scale.top - scale.bottom)) * height;
}

/** A bar from the zero line to the value: up for a win, down for a loss, never less than 1 unit tall unless zero. */
export function barOf(value: number, scale: SignedScale, y: number, height: number): { y: number; height: number } {
  const zero = valueY(0, scale, y, height);
  if (value === 0) return { y: zero, height: 0 };
  const end = valueY(value, scale, y, height);
  const size = Math.max(1, Math.abs(end - zero));
  return value > 0 ? { y: zero - size, height: size } : { y: zero, height: size };
}

/**
 * The indexes of the dates the date axis names, so that labels never crowd: every `step`-th from
 * the first, at most `most`, and the last date when it stands clear of the one before.
 */
export function labelledDates(count: number, most = 4): number[] {
  if (count <= 0) return [];
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const step = Math.ceil((count - 1) / (most - 1));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += step) indexes.push(index);
  const last = count - 1;
  const before = indexes[indexes.length - 1] ?? 0;
  if (before !== last) {
    if (last - before >= step * 0.6) indexes.push(last);
    else indexes[indexes.length - 1] = last;
  }
  return indexes;
}

/** The best and the worst day of the range (those with bets), for the chart's spoken summary. */
export function extremes(list: readonly Pick<MemberPnlDay, 'date' | 'winLoss'>[]): {
  best?: Pick<MemberPnlDay, 'date' | 'winLoss'>;
  worst?: Pick<MemberPnlDay, 'date' | 'winLoss'>;
} {
  let best: Pick<MemberPnlDay, 'date' | 'winLoss'> | undefined;
  let worst: Pick<MemberPnlDay, 'date' | 'winLoss'> | undefined;
  for (const day of list) {
    if (!best || day.winLoss > best.winLoss) best = day;
    if (!worst || day.winLoss < worst.winLoss) worst = day;
  }
  return { best, worst };
}
