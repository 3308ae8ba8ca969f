import { LIMITS, TIMING } from '@/config/constants';

/**
 * Winners ticker (docs/product.md#winners-ticker, docs/gateway-protocol.md#winner-board):
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
 * Seconds for one loop of the ticker: speed 30 (docs/product.md#constants) read as px per second, so
 * a longer board scrolls for longer at the same pace. 0 when there is nothing to scroll.
 */
export function tickerDurationSeconds(contentWidthPx: number, speed: number = TIMING.winnerTickerSpeed): number {
  if (!Number.isFinite(contentWidthPx) || contentWidthPx <= 0) return 0;
  if (!Number.isFinite(speed) || speed <= 0) return 0;
  return contentWidthPx / speed;
}
