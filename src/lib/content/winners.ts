import { LIMITS } from '@/config/constants';

/**
 * The winner board (docs/gateway-protocol.md#winner-board), read by home's ticker
 * (docs/product.md#winners-ticker) and the latest winners page (docs/product.md#latest-winners):
 * `value.list[].vo` entries. Entries with notAuto other than 0 are excluded (the platform's own
 * filter), the rest shown highest win first.
 */

interface WinnerVo {
  customerName?: string | null;
  gameName?: string | null;
  winAmount?: number | string | null;
  iconUrl?: string | null;
  notAuto?: number | string | null;
}

export interface WinnerEntry {
  vo?: WinnerVo | null;
}

/** What the ticker renders: every field present, the amount a number. */
export interface WinnerRow {
  customerName: string;
  gameName: string;
  winAmount: number;
  iconUrl: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Amounts may arrive as numbers or numeric strings; anything else counts as 0 and sorts last. */
function amountOf(value: unknown): number {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
}

/** Strict on purpose: a missing notAuto is not a 0, and Number('') would be. */
function isNotAutoZero(value: unknown): boolean {
  return value === 0 || value === '0';
}

/** Up to `limit` rows, highest win first; ties keep the server's order (sort is stable). */
export function visibleWinners(
  list: readonly (WinnerEntry | null | undefined)[] | null | undefined,
  limit: number = LIMITS.winnerLimit,
): WinnerRow[] {
  if (!Array.isArray(list) || !(limit > 0)) return [];
  const rows: WinnerRow[] = [];
  for (const entry of list) {
    const vo = entry?.vo;
    if (vo == null || typeof vo !== 'object' || !isNotAutoZero(vo.notAuto)) continue;
    rows.push({
      customerName: text(vo.customerName),
      gameName: text(vo.gameName),
      winAmount: amountOf(vo.winAmount),
      iconUrl: text(vo.iconUrl),
    });
  }
  return rows.sort((a, b) => b.winAmount - a.winAmount).slice(0, Math.floor(limit));
}

/**
 * The currency symbol the board's entries carry (each carries the site's), or null when none does:
 * the rows drop it, and the operator's settings then say it.
 */
export function boardCurrencySymbol(
  list: readonly (WinnerEntry & { vo?: { currencySymbol?: unknown } | null })[] | null | undefined,
): string | null {
  const symbol = list?.find((entry) => typeof entry.vo?.currencySymbol === 'string')?.vo?.currencySymbol;
  return typeof symbol === 'string' ? symbol : null;
}
