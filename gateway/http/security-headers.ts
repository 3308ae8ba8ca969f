import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Same-origin everything: the app, the API and the generated images come from this server, so
 * the policy can stay strict. 'unsafe-inline' styles are needed by React style attributes. The
 * one outside frame is the home page's news video, from YouTube's no-cookie domain.
 */
const POLICY_BASE = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
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
 * Set by hand rather than with helmet so the policy string is exactly the documented one (helmet
 * reformats it) and no header is added that the README does not list.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    applySecurityHeaders(reply);
  });
}
