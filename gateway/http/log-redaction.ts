import type { FastifyRequest } from 'fastify';

/** What a credential is replaced with in the log. */
export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a credential whatever their shape: the lottery frame's ticket and
 * frame key, and the session token the frame's address used to carry (gateway/README.md "Game
 * and lottery pages").
 */
const SECRET_QUERY_KEYS: ReadonlySet<string> = new Set(['ticket', 'frame', 'token']);

/**
 * The shape of every ticket, key and token the gateway hands out (32 random bytes as hex,
 * lib/tokens.ts): a path segment or query value of that shape is taken for one wherever it is.
 */
const TOKEN_SHAPE = /^[0-9a-f]{64}$/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const index = pair.indexOf('=');
      if (index === -1) return TOKEN_SHAPE.test(decoded(pair)) ? REDACTED : pair;
      const key = decoded(pair.slice(0, index));
      const value = pair.slice(index + 1);
      return SECRET_QUERY_KEYS.has(key) || TOKEN_SHAPE.test(decoded(value)) ? `${pair.slice(0, index)}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A request address as the log may keep it: the game and chat tickets in paths
 * (`/lgw/play/<ticket>`) and the credentials in queries (`?frame=`) replaced. Works on the raw
 * address, malformed escapes included (Fastify logs a request before it has parsed it), and
 * compares each part decoded, so an escaped ticket is caught too.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const index = withoutHash.indexOf('?');
  const path = index === -1 ? withoutHash : withoutHash.slice(0, index);
  const redactedPath = path
    .split('/')
    .map((segment) => (TOKEN_SHAPE.test(decoded(segment)) ? REDACTED : segment))
    .join('/');
  return index === -1 ? redactedPath : `${redactedPath}?${redactQuery(withoutHash.slice(index + 1))}`;
}

/**
 * The request as every log line describes it: Fastify's default fields with the address redacted,
 * and no headers (Authorization, Admin-Token and cookies are credentials; the rest is noise).
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Header paths pino censors in any logged object: a line that logs a request's or an answer's
 * headers (a plugin, or a debugging line) still never writes a credential.
 */
export const LOG_REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers["admin-token"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'res.headers.location',
  'headers.authorization',
  'headers["admin-token"]',
  'headers.cookie',
  'headers["set-cookie"]',
];
