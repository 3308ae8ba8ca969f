import { HOME_PATH, HOME_PATH_ALIASES } from './config/home-paths';
import { homeAnnouncementArgs } from './features/home/api/home-announcements';
import { announcementsRequest } from './lib/content/announcements-request';
import { sendEarly } from './lib/gateway/early-answers';
import { storedLanguage } from './lib/i18n/stored-language';
import { keepCacheUpdates } from './lib/pwa/cache-updates';
import { loadRuntimeConfig } from './lib/runtime-config/load-runtime-config';

/**
 * The first script the page runs: a few kilobytes that arrive long before the app's code (over a
 * hundred kilobytes on a first visit). On home, the page most first visits open, it sends the
 * top's call (banners, notices, popups) at once, so its data comes down beside the code instead of
 * one round trip after it, and the app's own request takes this answer
 * (docs/architecture.md#start-up).
 */
const HOME_PATHS: readonly string[] = [HOME_PATH, ...HOME_PATH_ALIASES];

// Before any call: the worker may report a changed answer before the app's code listens.
keepCacheUpdates();
// A first visit hands the worker the images it loaded before the worker controlled it, read from
// Resource Timing (src/lib/pwa/first-visit-cache.ts): room for a long first visit, not the 250
// entries browsers keep by default.
performance.setResourceTimingBufferSize?.(1000);

// The operator's configuration names the gateway and the merchant: read first, once, for the
// whole page (docs/architecture.md#deploying).
void loadRuntimeConfig().then((load) => {
  if (!load.ok || !HOME_PATHS.includes(window.location.pathname)) return;
  const language = storedLanguage().code;
  sendEarly(announcementsRequest(homeAnnouncementArgs(language, false)), language);
});
