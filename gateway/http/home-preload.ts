import type { FastifyInstance } from 'fastify';
import { bannerImageUrl } from '../modules/content.ts';
import type { Store } from '../store/store.ts';
import { pathnameOf } from './context.ts';

/** The addresses the app draws its home page at (its route table's home row and the site root). */
const HOME_PATHS = new Set(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']);

/** The home carousel's banner group (the app's HOME_BANNER_GROUP). */
const HOME_BANNER_GROUP = 'm_home';

/** The first banner of the home carousel: the largest thing a first visit paints. */
export function firstHomeBannerUrl(store: Store): string | undefined {
  const first = store.content.banners().find((banner) => banner.groupName === HOME_BANNER_GROUP);
  return first ? bannerImageUrl(first.id) : undefined;
}

/**
 * On a first visit the home banner's address is known only once the app's code has run and asked
 * for the banner list, two round trips after the page itself. The page's answer names it in a
 * `Link: rel=preload` header, as a CDN's edge rule or 103 Early Hints would, so the picture comes
 * down beside the code and is there when the app draws it. Later visits are answered by the
 * service worker, whose copy of the page has no such header: they draw the banner they remember.
 */
export function installHomePreload(app: FastifyInstance, store: Store): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !HOME_PATHS.has(pathnameOf(request.url))) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const banner = firstHomeBannerUrl(store);
    if (banner) reply.header('link', `<${banner}>; rel=preload; as=image; fetchpriority=high`);
    return payload;
  });
}
