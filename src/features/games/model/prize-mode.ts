import type { PRIZE_MODES } from '@/config/constants';

export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Vendors whose presence under ELOTT makes the lottery electronic (docs/gateway-protocol.md#prize-mode). */
const ELECTRONIC_LOTTERY_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'LOTT']);

/**
 * docs/product.md#electronic-lottery: electronic lottery when mapping holds TCG_LOTTO_VN or LOTT
 * under ELOTT, else lottery.
 */
export function prizeMode(mapping: Readonly<Record<string, readonly string[] | undefined>> | null | undefined): PrizeMode {
  // Callers may pass the raw answer's mapping, so a malformed lane must not throw.
  const elott: unknown = mapping?.ELOTT;
  return Array.isArray(elott) && elott.some((vendor) => ELECTRONIC_LOTTERY_VENDORS.has(vendor)) ? 'Elott' : 'Lott';
}
