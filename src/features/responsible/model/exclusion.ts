import type { ExclusionDetail } from '@/contract/responsible-gaming';
import { exclusionDetail } from '@/lib/responsible/exclusion';

/** The navigation state key that carries a just-started exclusion to the logged-out page. */
export const EXCLUSION_STATE_KEY = 'exclusionStarted';

/** The exclusion a navigation carried, if any. */
export function startedExclusion(state: unknown): ExclusionDetail | null {
  if (typeof state !== 'object' || state === null) return null;
  return exclusionDetail((state as Record<string, unknown>)[EXCLUSION_STATE_KEY]);
}
