import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Same-origin everything: the app, the API and the generated images come from this server, so
 * the policy can stay strict. 'unsafe-inline' styles are needed by React style attributes. The
 * one outside frame is the home page's news video, from YouTube's no-cookie domain.
 */
export const CONTENT_SECURITY_POLICY = [
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
  "frame-ancestors 'none'",
].join('; ');

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
