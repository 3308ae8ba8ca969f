import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { GatewayConfig } from '../config.ts';
import type { SettingsRepository } from '../store/repositories/settings.ts';
import { parseWebUrl } from '../store/settings-catalog.ts';
import { isGatewayPath, pathnameOf } from './context.ts';

/**
 * Same-origin everything: the app, the API and the generated images come from this server, so
 * the policy can stay strict. The one outside frame is the home page's news video, from YouTube's
 * no-cookie domain.
 *
 * Styles come from the app's stylesheets only: no inline <style> element or style attribute. The
 * app sets its style props through the CSSOM (React does; CSP does not govern it) and applies the
 * operator HTML's inline styles the same way (src/lib/content/operator-styles.ts); the gateway's
 * own pages allow their one <style> element by its hash (lib/html.ts sendHtml).
 *
 * Images: every page the gateway writes, and every other answer, shows only this origin's
 * (`/cdn/...`).
 */
const IMG_SRC = "img-src 'self'";

/**
 * The app's pages may show images from any https host. The operator's image CDN can change in
 * the settings at any time, and the app's service worker keeps answering every navigation with the
 * HTML, and so the policy, of its install until the next release: a policy naming only today's
 * CDN would block tomorrow's on every installed phone. Operator HTML (announcements, promotion
 * terms) may also show pictures from its own hosts, and data: raster images (the captcha too).
 * Images cannot run code, and without a script of its own (script-src 'self') a page cannot make
 * one carry data away.
 */
const APP_IMG_SRC = "img-src 'self' data: blob: https:";

const POLICY_BASE = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
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
 * may be framed, and only by this origin and the app's (APP_ORIGINS); everything else stays
 * unframeable.
 */
export const FRAME_CONTENT_SECURITY_POLICY = [...POLICY_BASE, "frame-ancestors 'self'"].join('; ');

/** The framed pages' policy when the app is also served from `appOrigins`. */
function frameContentSecurityPolicy(appOrigins: readonly string[]): string {
  if (appOrigins.length === 0) return FRAME_CONTENT_SECURITY_POLICY;
  return [...POLICY_BASE, ["frame-ancestors 'self'", ...appOrigins].join(' ')].join('; ');
}

/** The app's pages' policy before the settings add to it (appShellContentSecurityPolicy). */
export const APP_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(IMG_SRC, APP_IMG_SRC);

/**
 * For routes that may be framed by the app: the CSP above plus, when the app shares this origin,
 * the legacy header to match. X-Frame-Options cannot name another origin (SAMEORIGIN or DENY
 * only), so with APP_ORIGINS set it is left out: every current browser obeys CSP frame-ancestors
 * and ignores X-Frame-Options when both are present, so nothing is lost.
 */
export function allowSameOriginFraming(reply: FastifyReply, appOrigins: readonly string[] = []): void {
  reply.header('content-security-policy', frameContentSecurityPolicy(appOrigins));
  if (appOrigins.length === 0) reply.header('x-frame-options', 'SAMEORIGIN');
}

/**
 * Powerful features no page of this origin uses, switched off for it and for every frame it
 * holds, so an injected frame or a compromised dependency cannot ask for them. What the app does
 * use keeps the browser's default (this origin, and frames it delegates with `allow=`): the news
 * video's autoplay, encrypted media, picture-in-picture and fullscreen, the invite page's share
 * sheet and clipboard. Only features Chromium knows are named: it logs an unknown one as an error.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * A year, the usual floor for HSTS. Without includeSubDomains or preload: the gateway does not
 * know the operator's other hosts, and a preload list entry cannot be taken back quickly.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Whether the browser reached the gateway over HTTPS: its own TLS socket, or a proxy named in
 * TRUST_PROXY saying so in X-Forwarded-Proto (Fastify believes that header from those addresses
 * only). Decides HSTS and the Secure flag on cookies.
 */
function servedOverHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * How the gateway's cookies (captcha, page keys) are set for this request: Secure over HTTPS, and
 * cross-site (SameSite=None, lib/cookies.ts) when an app served from other origins calls it over
 * HTTPS. Over plain http the app's origin and the gateway's are loopback or the same host with
 * another port, one site for SameSite, so Strict keeps working (gateway/README.md "Cross-origin
 * app (APP_ORIGINS)").
 */
export function cookieSite(request: FastifyRequest, appOrigins: readonly string[]): { secure: boolean; crossSite: boolean } {
  const secure = servedOverHttps(request);
  return { secure, crossSite: secure && appOrigins.length > 0 };
}

export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  // Only over HTTPS: browsers ignore it over plain HTTP, and a development gateway on
  // http://127.0.0.1 must not teach anything to the browser.
  if (servedOverHttps(request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/**
 * The origins of the absolute http bases among `imageCDNs`, in order, without repeats (https ones
 * are allowed by the app's img-src already; plain http ones only matter where the app itself is served over
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
 * The policy of the app's own pages: the default one with the app's img-src (above), plus the
 * operator's plain-http image CDN origins, so the images the app loads from them
 * (src/components/image/image-cdn.ts) are not blocked. Only the origins: a path in a CSP source
 * would allow that one path and no image under it.
 */
export function appShellContentSecurityPolicy(imageCDNs: readonly unknown[], firebase: FirebasePageSources | null = null): string {
  const origins = imageCdnOrigins(imageCDNs);
  let policy =
    origins.length === 0
      ? APP_CONTENT_SECURITY_POLICY
      : APP_CONTENT_SECURITY_POLICY.replace(APP_IMG_SRC, [APP_IMG_SRC, ...origins].join(' '));
  if (firebase) {
    policy = policy
      .replace("script-src 'self'", ["script-src 'self'", ...firebase.script].join(' '))
      .replace("style-src 'self'", ["style-src 'self'", ...firebase.style].join(' '))
      .replace("connect-src 'self'", ["connect-src 'self'", ...firebase.connect].join(' '))
      .replace("frame-src 'self'", ["frame-src 'self'", ...firebase.frame].join(' '));
  }
  return policy;
}

/** What the app's pages must reach for Firebase sign-in (gateway/README.md "Firebase login"). */
export interface FirebasePageSources {
  script: string[];
  style: string[];
  connect: string[];
  frame: string[];
}

/**
 * The Firebase web SDK's popup and redirect sign-in load Google's iframe helper (apis.google.com),
 * frame the project's auth domain and call the token services; against the emulator, its origin
 * stands in for the last two. Null when the gateway takes no Firebase login: nothing is opened.
 */
function firebasePageSources(firebase: GatewayConfig['firebase']): FirebasePageSources | null {
  if (!firebase.projectId) return null;
  const emulator = firebase.authEmulatorHost ? [`http://${firebase.authEmulatorHost}`] : [];
  // reCAPTCHA guards Firebase phone sign-in's code requests: its script and its frames
  // (Google's published sources for a page with a Content-Security-Policy).
  return {
    script: ['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    // Google's iframe helper and the reCAPTCHA widget, code of Google's that the page runs, write
    // inline styles (the hidden sign-in frame, the reCAPTCHA badge): with Firebase login on, the
    // app's pages allow them.
    style: ["'unsafe-inline'"],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...emulator],
    frame: [`https://${firebase.authDomain}`, 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', ...emulator],
  };
}

/**
 * Set by hand rather than with helmet so the policy string is exactly the documented one (helmet
 * reformats it) and no header is added that the README does not list.
 *
 * The app's HTML (a GET or HEAD outside the gateway's paths answering text/html: index.html and
 * the deep-link shell) gets appShellContentSecurityPolicy of the current settings, built again
 * only when the settings version moves (a write through the admin API or another connection).
 */
export function installSecurityHeaders(app: FastifyInstance, settings: SettingsRepository, firebase: GatewayConfig['firebase']): void {
  let shellPolicy: { version: number; policy: string } | undefined;
  const firebaseSources = firebasePageSources(firebase);

  app.addHook('onRequest', async (request, reply) => {
    applySecurityHeaders(request, reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (isGatewayPath(pathnameOf(request.url))) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const version = settings.version();
    if (shellPolicy?.version !== version) {
      shellPolicy = { version, policy: appShellContentSecurityPolicy(settings.get('imageCDNs'), firebaseSources) };
    }
    reply.header('content-security-policy', shellPolicy.policy);
    // A sign-in popup must keep its opener to hand the result back; the app's pages still open
    // no other window that could reach them.
    if (firebaseSources) reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    return payload;
  });
}
