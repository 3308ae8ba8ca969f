import { TIMING } from '@/config/constants';

/**
 * Seconds for one loop of the ticker: speed 30 (docs/product.md#constants) read as px per second, so
 * a longer board scrolls for longer at the same pace. 0 when there is nothing to scroll.
 */
export function tickerDurationSeconds(contentWidthPx: number, speed: number = TIMING.winnerTickerSpeed): number {
  if (!Number.isFinite(contentWidthPx) || contentWidthPx <= 0) return 0;
  if (!Number.isFinite(speed) || speed <= 0) return 0;
  return contentWidthPx / speed;
}
