import { LIMITS } from '@/config/constants';

/** What a finished vertical drag asks for (pull thresholds: docs/product.md#constants). */
export type PullIntent = 'refresh' | 'load-more' | null;

export interface PullGesture {
  /** Finger travel in CSS px, positive downwards. */
  distance: number;
  /** The page was scrolled to its top when the drag began. */
  atTop: boolean;
  /** The page was scrolled to its bottom when the drag began. */
  atBottom: boolean;
}

/**
 * Pull down from the top by 100 px refreshes; pull up at the bottom by 50 px (the -50 of
 * docs/product.md#constants) loads more. A drag in the middle of the list is only a scroll.
 */
export function pullIntent({ distance, atTop, atBottom }: PullGesture): PullIntent {
  if (atTop && distance >= LIMITS.pullDownThreshold) return 'refresh';
  if (atBottom && distance <= LIMITS.pullUpThreshold) return 'load-more';
  return null;
}

/** How far the refresh hint is drawn: follows the finger, damped, and never past the threshold. */
export function pullOffset(distance: number): number {
  if (distance <= 0) return 0;
  return Math.min(LIMITS.pullDownThreshold, Math.round(distance / 2));
}
