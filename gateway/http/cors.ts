import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { GatewayConfig } from '../config.ts';
import { GatewayError } from '../lib/errors.ts';
import { withVary } from './compress-answers.ts';

/** The methods the app's calls use (src/lib/gateway/request.ts GatewayRequest). */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE';

/**
 * Every request header the app sets on a gateway call (src/lib/gateway/request.ts requestHeaders,
 * base-query.ts, src/lib/kyc/upload-image.ts), and the revalidation headers a cache may add.
 * Accept is listed too: the key fetch sends a value outside the CORS-safelisted ones' rules.
 */
const ALLOWED_HEADERS = 'Merchant, Language, Device, Accept, Authorization, Encryption, Content-Type, If-None-Match, If-Modified-Since';

/**
 * Response headers the app reads beyond the CORS-safelisted ones: `Date` (when the data was last
 * fresh, src/lib/gateway/base-query.ts), `ETag` (the service worker's update check,
 * sw/runtime-caching.ts) and `Retry-After` (how long a 429 lasts).
 */
const EXPOSED_HEADERS = 'Date, ETag, Retry-After';

/** Chromium's cap on a preflight's cache life; Firefox allows a day, so the lower one holds everywhere. */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * Whether `origin` is this gateway's own: its host and port are the ones the request was sent to
 * (`Host`, or X-Forwarded-Host from a trusted proxy). The scheme is left out: behind a
 * TLS-terminating proxy the gateway may not see the https the browser used.
 */
function isOwnOrigin(origin: URL, request: FastifyRequest): boolean {
  let requested: URL;
  try {
    requested = new URL(`${origin.protocol}//${request.host}`);
  } catch {
    return false;
  }
  return requested.host === origin.host;
}

function parsedOrigin(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The app's origin when the request comes from an app served elsewhere (its `Origin` is an
 * APP_ORIGINS entry), else ''. The gateway's pages put it before their links back into the app,
 * which would otherwise lead to this origin (gateway/README.md "Cross-origin app (APP_ORIGINS)").
 */
export function appOriginOf(request: FastifyRequest, appOrigins: readonly string[]): string {
  const origin = request.headers.origin;
  return origin !== undefined && appOrigins.includes(origin) ? origin : '';
}

/**
 * A way back into the app as stored with a page's ticket: an app path, or one of `appOrigins`
 * followed by an app path (appOriginOf); split so the path can be checked as any path is.
 */
export function splitAppLink(link: string, appOrigins: readonly string[]): { origin: string; path: string } {
  const origin = appOrigins.find((candidate) => link.startsWith(`${candidate}/`)) ?? '';
  return { origin, path: link.slice(origin.length) };
}

/**
 * Cross-origin calls (gateway/README.md "Cross-origin app (APP_ORIGINS)"). A request whose
 * `Origin` is an APP_ORIGINS entry gets the CORS headers with credentials, and its preflight a 204
 * the browser may keep for two hours. A request from any other origin that is not this gateway's
 * own is refused with 403 `origin.not.allowed` before any route runs, so nothing is done or
 * stored for it. Requests without `Origin` (navigations, images, curl) and the opaque `null`
 * origin pass as before: the sandboxed lottery frame posts its bets with `Origin: null`, and its
 * frame key, not a cookie, is what authorises them.
 */
export function installCors(app: FastifyInstance, config: GatewayConfig): void {
  const allowed = new Set(config.appOrigins);

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.origin;
    if (header === undefined || header === 'null') return;
    if (allowed.has(header)) {
      reply.header('access-control-allow-origin', header);
      reply.header('access-control-allow-credentials', 'true');
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
        reply.header('access-control-allow-methods', ALLOWED_METHODS);
        reply.header('access-control-allow-headers', ALLOWED_HEADERS);
        reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
        reply.header('cache-control', 'no-store');
        await reply.code(204).send();
        return reply;
      }
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      return;
    }
    const origin = parsedOrigin(header);
    if (origin !== null && isOwnOrigin(origin, request)) return;
    throw new GatewayError('origin.not.allowed', { value: { origin: header } });
  });

  // The answers differ by Origin once other origins are allowed, so shared caches must key on it.
  if (allowed.size > 0) {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('vary', withVary(reply.getHeader('vary'), 'Origin'));
      return payload;
    });
  }
}
