import { cachedEndpointFor } from '../gateway/cached-endpoints';
import { requestHeaders } from '../gateway/request';
import { onUncontrolledAnswer, takeUncontrolledAnswers, type UncontrolledAnswer } from '../gateway/uncontrolled-answers';
import { CDN_IMAGE, SW_MESSAGE } from './protocol';

/**
 * A first visit's hand-over (docs/architecture.md#first-visit). The worker takes control of a first
 * visit only after the page has loaded (clientsClaim, once its install is done), so what the page
 * fetched until then never passed through its caches: offline, the next start found none of it.
 * Once the worker controls the page, and when the main thread is idle, the page hands it the
 * addresses of what it has shown (the gateway reads the worker keeps, with the headers they were
 * sent with, and the gateway images loaded), in Workbox's CACHE_URLS message; the worker fetches
 * each through its own routes, so every answer lands in the cache, and under the key, its rules
 * choose. The app's code needs nothing: the install precaches every chunk.
 */

/** One address for the worker: an image's, or a gateway read's with the headers it was sent with. */
export type CacheUrlEntry = string | [string, { headers: Record<string, string>; credentials: RequestCredentials }];

/** The fields of a PerformanceResourceTiming read here. */
export interface ResourceSeen {
  readonly name: string;
  /** 0 when no service worker took part in the fetch. */
  readonly workerStart: number;
}

/** More images than a lobby's screens show; the worker's image cache keeps 300. */
const MOST_IMAGES = 200;

function parsed(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

/**
 * The gateway reads to hand over: those the worker keeps (cached-endpoints.ts) from one of the
 * gateway's origins, a visitor's to the visitor caches, a member's only when the table keeps it in
 * member-data and only for the session still open (one ended since is not handed over: logout
 * emptied its cache). Each keeps its address and headers, which is how the worker keys it.
 */
export function gatewayEntries(
  answers: readonly UncontrolledAnswer[],
  sessionToken: string | null,
  origins: readonly string[],
): CacheUrlEntry[] {
  const entries: CacheUrlEntry[] = [];
  for (const answer of answers) {
    const url = parsed(answer.url);
    if (!url || !origins.includes(url.origin)) continue;
    const endpoint = cachedEndpointFor(url.pathname);
    if (!endpoint) continue;
    if (answer.token === null ? endpoint.visitorCache === null : !endpoint.member || answer.token !== sessionToken) continue;
    const headers = Object.fromEntries(requestHeaders(answer.language, answer.token).entries());
    entries.push([answer.url, { headers, credentials: 'include' }]);
  }
  return entries;
}

/** The gateway images the page loaded past the worker (none took part), each address once. */
export function imageEntries(
  resources: readonly ResourceSeen[],
  origins: readonly string[],
  alreadyHanded: ReadonlySet<string> = new Set(),
): string[] {
  const images = new Set<string>();
  for (const resource of resources) {
    if (resource.workerStart !== 0 || alreadyHanded.has(resource.name) || images.size >= MOST_IMAGES) continue;
    const url = parsed(resource.name);
    if (!url || !origins.includes(url.origin)) continue;
    if (url.pathname.startsWith(CDN_IMAGE.prefix) && CDN_IMAGE.extension.test(url.pathname)) images.add(resource.name);
  }
  return [...images];
}

export interface HandOverDependencies {
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
  /** The session open now, if any. */
  sessionToken: () => string | null;
  /** The app's origin and the gateway's. */
  origins: readonly string[];
  resources: () => readonly ResourceSeen[];
  /** Runs the callback when the main thread is idle (it never runs before the first paint). */
  whenIdle: (callback: () => void) => void;
}

function browserResources(): readonly ResourceSeen[] {
  return typeof performance === 'undefined' ? [] : (performance.getEntriesByType('resource') as PerformanceResourceTiming[]);
}

function browserWhenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

/**
 * Hands the worker what the page fetched past it, once it controls the page (at once if it already
 * does), and again for a read sent before it took control that is answered after. On a page the
 * worker controlled from the start there is nothing to hand over.
 */
export function handOverFirstVisit(
  overrides: Partial<HandOverDependencies> & Pick<HandOverDependencies, 'sessionToken' | 'origins'>,
): () => void {
  const deps: HandOverDependencies = {
    container: navigator.serviceWorker,
    resources: browserResources,
    whenIdle: browserWhenIdle,
    ...overrides,
  };
  const handedImages = new Set<string>();
  let scheduled = false;

  function handOver(): void {
    scheduled = false;
    const controller = deps.container.controller;
    if (!controller) return;
    const images = imageEntries(deps.resources(), deps.origins, handedImages);
    for (const image of images) handedImages.add(image);
    const urlsToCache = [...gatewayEntries(takeUncontrolledAnswers(), deps.sessionToken(), deps.origins), ...images];
    if (urlsToCache.length > 0) controller.postMessage({ type: SW_MESSAGE.cacheUrls, payload: { urlsToCache } });
  }

  function schedule(): void {
    if (scheduled || !deps.container.controller) return;
    scheduled = true;
    deps.whenIdle(handOver);
  }

  if (deps.container.controller) schedule();
  else deps.container.addEventListener('controllerchange', schedule, { once: true });
  return onUncontrolledAnswer(schedule);
}
