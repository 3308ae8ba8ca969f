/**
 * Constants from docs/product.md#constants, in one place. Timings are milliseconds unless the name
 * says otherwise.
 */

export const DEFAULT_MERCHANT_CODE = 'nasa11f2';
/** The Device header: the gateway's name for the mobile device kind. */
export const DEVICE_HEADER_VALUE = 'MOBILE';

// Namespaces rather than objects: each chunk carries only the members it reads (docs/architecture.md#constant-tables).
export * as LIMITS from './limits';
export * as TIMING from './timing';

/**
 * Footer years 2019 to 2025 (docs/product.md#constants): the copyright starts in 2019; 2025 is the
 * year the rules were written, so the range ends at the current year, never before 2025
 * (lib/format/copyright-years.ts).
 */
export const FOOTER_YEARS = { from: 2019, to: 2025 } as const;

export const JACKPOT = {
  /** docs/product.md#constants gives the bounds in this order; the counter starts between them. */
  startBetween: [2_000_000, 2_100_000],
  incrementBetween: [100, 500],
  intervalSecondsChoices: [3, 4, 5],
} as const;

export const CONTENT_TYPES = { agent: 'A', player: 'PL', banner: 'B', popup: 'PU', promotion: 'PR' } as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export const ESPORTS_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_CODE = 'DS88';

/**
 * The currency an operator that answers no consolidated settings is shown in: the platform's
 * default (docs/product.md#constants).
 */
export const DEFAULT_CURRENCY = { code: 'CNY', symbol: '¥' } as const;
