import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseWebUrl } from '../store/settings-catalog.ts';
import type { SettingsRepository } from '../store/repositories/settings.ts';
import { isGatewayPath, pathnameOf } from './context.ts';

/**
 * Same-origin everything: the app, the API and the generated images come from this server, so
 * the policy can stay strict. 'unsafe-inline' styles are needed by React style attributes. The
 * one outside frame is the home page's news video, from YouTube's no-cookie domain. Images may
 * come from any https host: the operator's image CDN can change in the settings at any time, and
 * the app's service worker keeps answering with the HTML (and so the policy) of its install until
 * the next release, so a policy naming only today's CDN would block tomorrow's on every installed
 * phone. Images cannot run code; scripts, frames and connections stay this origin's.
 */
const IMG_SRC = "img-src 'self' data: blob: https:";

const POLICY_BASE = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  IMG_SRC,
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self' https://www.youtube-nocookie.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const CONTENT_SECURITY_POLICY = [...POLICY_BASE, "frame-ancestors 'none'"].join('; ');

/**
 * The lottery frame pages (/lgw/lotto/...) are shown inside the app's own iframe, so only they
 * may be framed, and only by this origin; everything else stays unframeable.
 */
export const FRAME_CONTENT_SECURITY_POLICY = [...POLICY_BASE, "frame-ancestors 'self'"].join('; ');

/** For routes that may be framed by the app: the CSP above plus the legacy header to match. */
export function allowSameOriginFraming(reply: FastifyReply): void {
  reply.header('content-security-policy', FRAME_CONTENT_SECURITY_POLICY);
  reply.header('x-frame-options', 'SAMEORIGIN');
}

export function applySecurityHeaders(reply: FastifyReply): void {
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
}

/**
 * The origins of the absolute http bases among `imageCDNs`, in order, without repeats (https ones
 * are allowed by img-src already; plain http ones only matter where the app itself is served over
 * http, as in development, where a browser would otherwise block them). Root
 * paths (`/cdn`) are this server, already 'self'. The admin API refuses other schemes, but the
 * settings can also be edited in the database (README, Admin), so the URL is checked again
 * here: only an origin the URL parser and the host-name rule accept is written into the policy.
 */
export function imageCdnOrigins(imageCDNs: readonly unknown[]): string[] {
  const origins = new Set<string>();
  for (const base of imageCDNs) {
    const url = typeof base === 'string' ? parseWebUrl(base) : null;
    if (url !== null && url.protocol === 'http:') origins.add(url.origin);
  }
  return [...origins];
}

/**
 * The policy of the app's own pages: the default one with the operator's plain-http image CDN
 * origins added to img-src, so the images the app loads from them (src/components/image/image-cdn.ts)
 * are not blocked. Only the origins: a path in a CSP source would allow that one path and no image under it.
 */
export function appShellContentSecurityPolicy(imageCDNs: readonly unknown[]): string {
  const origins = imageCdnOrigins(imageCDNs);
  if (origins.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace(IMG_SRC, [IMG_SRC, ...origins].join(' '));
}

/**
 * Set by hand rather than with helmet so the policy string is exactly the documented one (helmet
 * reformats it) and no header is added that the README does not list.
 *
 * The app's HTML (a GET or HEAD outside the gateway's paths answering text/html: index.html and
 * the deep-link shell) gets appShellContentSecurityPolicy of the current settings, built again
 * only when the settings version moves (a write through the admin API or another connection).
 */
export function installSecurityHeaders(app: FastifyInstance, settings: SettingsRepository): void {
  let shellPolicy: { version: number; policy: string } | undefined;

  app.addHook('onRequest', async (_request, reply) => {
    applySecurityHeaders(reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (isGatewayPath(pathnameOf(request.url))) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const version = settings.version();
    if (shellPolicy?.version !== version) {
      shellPolicy = { version, policy: appShellContentSecurityPolicy(settings.get('imageCDNs')) };
    }
    reply.header('content-security-policy', shellPolicy.policy);
    return payload;
  });
}
