import type { WorkboxPlugin } from 'workbox-core/types';

/** How many times the pages have ended a session (logout, expiry) in this worker's life. */
let sessionsEnded = 0;

/** Called before the session caches are emptied. */
export function markSessionEnded(): void {
  sessionsEnded += 1;
}

/**
 * For caches tied to a session: an answer to a request sent before the session ended is not kept.
 * Logout empties those caches at once, but a member read still in flight would otherwise answer
 * afterwards and put that member's data back.
 */
export function sessionGuardPlugin(): WorkboxPlugin {
  return {
    handlerWillStart: async ({ state }) => {
      if (state) state.session = sessionsEnded;
    },
    cacheWillUpdate: async ({ response, state }) => (state?.session === sessionsEnded ? response : null),
  };
}
