/** How old a shown figure is, in the largest whole unit that fits ("3 minutes ago"). */
export interface DataAge {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day';
}

/** Younger than this, online, a figure counts as current and shows no age. */
export const CURRENT_FOR_MS = 60_000;

const UNITS: readonly [DataAge['unit'], number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** The age of data fetched at `asOf` (ms) at `now`; a clock behind the gateway's reads as 0 s. */
export function dataAge(asOf: number, now: number): DataAge {
  const elapsed = Math.max(0, now - asOf);
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return { value: Math.floor(elapsed / size), unit };
  }
  return { value: Math.floor(elapsed / 1000), unit: 'second' };
}

/**
 * Whether a figure shows its age: always offline (it is the last one known, from the device), and
 * online when it is no longer current (the network was too slow and the cached copy answered).
 */
export function showsAge(asOf: number | null | undefined, now: number, online: boolean): asOf is number {
  if (typeof asOf !== 'number' || !Number.isFinite(asOf)) return false;
  return !online || now - asOf >= CURRENT_FOR_MS;
}

/** "5 minutes ago" ("5m ago" narrow, for a tight spot), in the player's language (Intl: no catalog entry needed). */
export function formatDataAge(age: DataAge, locale: string, style: 'long' | 'narrow' = 'long'): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always', style }).format(-age.value, age.unit);
}
