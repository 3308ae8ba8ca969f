import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../lib/cookies.ts';
import { newRandomId } from '../lib/tokens.ts';
import { servedOverHttps } from './security-headers.ts';

/**
 * How long a ticket in an address lives: the game page's, the chat page's and the lottery frame's
 * (gateway/README.md "Game and lottery pages"). The app opens the page the moment the gateway
 * answers, so a minute covers a slow network without leaving a usable ticket lying around in a
 * history, a log or a copied link.
 */
export const PAGE_TICKET_TTL_MS = 60 * 1000;

/**
 * How long a game or chat page's key lives once its ticket is spent (and only while the session
 * that launched it is not ended): a long game or conversation, as the tickets lasted before they
 * were traded for a key.
 */
export const PAGE_KEY_TTL_MS = 2 * 60 * 60 * 1000;

/** Tickets and keys: 32 random bytes as hex (lib/tokens.ts). Anything else opens nothing. */
export const TOKEN_FORMAT = /^[0-9a-f]{64}$/;

/** A page's id in its address: 16 random bytes as hex. Not a credential (the key is). */
export const PAGE_ID_FORMAT = /^[0-9a-f]{32}$/;

export const pageIdParamsSchema = {
  type: 'object',
  required: ['pageId'],
  properties: { pageId: { type: 'string', maxLength: 64 } },
} as const;

/**
 * A kind of page opened by a ticket and kept open by a key in a cookie: the cookie's name and the
 * path its pages live under (`<prefix><page id>`, and the routes below it).
 */
export interface PageKeyCookie {
  name: string;
  pathPrefix: string;
}

export const newPageId = newRandomId;

export function pagePath(kind: PageKeyCookie, pageId: string): string {
  return `${kind.pathPrefix}${pageId}`;
}

/**
 * Hands the page's key to the browser in an HttpOnly cookie sent only to that page's addresses
 * (its Path), so no script, other page or address ever holds it. SameSite=Strict: the app opens the
 * page from this site, and another site's request carries no key. Secure over HTTPS. It ends with
 * the key.
 */
export function setPageKey(request: FastifyRequest, reply: FastifyReply, kind: PageKeyCookie, pageId: string, key: string): void {
  reply.header(
    'set-cookie',
    serializeCookie(kind.name, key, { maxAgeSeconds: PAGE_KEY_TTL_MS / 1000, secure: servedOverHttps(request), path: pagePath(kind, pageId) }),
  );
}

/** The key the request carries for this kind of page, when it has the key's shape. */
export function pageKeyOf(request: FastifyRequest, kind: PageKeyCookie): string | undefined {
  const key = readCookie(request.headers.cookie, kind.name);
  return key !== undefined && TOKEN_FORMAT.test(key) ? key : undefined;
}
