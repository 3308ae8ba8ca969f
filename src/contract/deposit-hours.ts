/**
 * Service hours of a deposit channel (docs/product.md#deposit): one rule for the app, which greys
 * a closed channel out and says when it opens, and for the gateway, which refuses an order on it.
 */
import type { ServiceHours } from './deposit.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const CLOCK = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

export type HoursState = { open: true } | { open: false; opensAt: number };

/** Minutes since midnight of "HH:MM", or undefined when it is not such a time. */
export function clockMinutes(text: string): number | undefined {
  const match = CLOCK.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/**
 * Whether the channel takes deposits at `now` (epoch ms), and if not, when it opens. The window
 * includes `open` and excludes `close`; `close` before `open` spans midnight; equal times, no
 * hours at all or unreadable ones mean always open (a typo must not close a channel for good).
 */
export function serviceHoursState(hours: ServiceHours | null, now: number): HoursState {
  if (!hours) return { open: true };
  const open = clockMinutes(hours.open);
  const close = clockMinutes(hours.close);
  if (open === undefined || close === undefined || open === close) return { open: true };
  const local = (((now + hours.utcOffsetMinutes * MINUTE_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  const openMs = open * MINUTE_MS;
  const closeMs = close * MINUTE_MS;
  const inside = open < close ? local >= openMs && local < closeMs : local >= openMs || local < closeMs;
  if (inside) return { open: true };
  return { open: false, opensAt: now + ((openMs - local + DAY_MS) % DAY_MS) };
}
