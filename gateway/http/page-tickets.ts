import type { FastifyReply, FastifyRequest } from 'fastify';

import { readCookie, serializeCookie } from '../lib/cookies.ts';
import { languageQuery } from '../lib/page-texts.ts';
import { newRandomId, newSessionToken } from '../lib/tokens.ts';
import type { OpenedPage } from '../store/repositories/page-tickets.ts';
import { cookieSite } from './security-headers.ts';

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
const TOKEN_FORMAT = /^[0-9a-f]{64}$/;

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

const newPageId = newRandomId;

export function pagePath(kind: PageKeyCookie, pageId: string): string {
  return `${kind.pathPrefix}${pageId}`;
}

/**
 * Hands the page's key to the browser in an HttpOnly cookie sent only to that page's addresses
 * (its Path), so no script, other page or address ever holds it. SameSite=Strict: the app opens the
 * page from this site, and another site's request carries no key. Secure over HTTPS; across sites
 * when the app is served from another one (APP_ORIGINS over HTTPS): its navigation to the page
 * starts on the app's site, where a Strict cookie would not be sent. It ends with the key.
 */
function setPageKey(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { kind: PageKeyCookie; pageId: string; key: string; appOrigins: readonly string[] },
): void {
  reply.header(
    'set-cookie',
    serializeCookie(page.kind.name, page.key, {
      maxAgeSeconds: PAGE_KEY_TTL_MS / 1000,
      ...cookieSite(request, page.appOrigins),
      path: pagePath(page.kind, page.pageId),
    }),
  );
}

/** The key the request carries for this kind of page, when it has the key's shape. */
export function pageKeyOf(request: FastifyRequest, kind: PageKeyCookie): string | undefined {
  const key = readCookie(request.headers.cookie, kind.name);
  return key !== undefined && TOKEN_FORMAT.test(key) ? key : undefined;
}

/**
 * Spends a page's ticket (gateway/README.md "Game and lottery pages"): `open` records the page
 * and its key when the ticket is live, else answers undefined and `gone` is thrown. The key goes
 * to the browser in its cookie, and the answer is a redirect to the page's ticket-free address.
 */
export function tradeTicketForPage(
  request: FastifyRequest,
  reply: FastifyReply,
  trade: {
    kind: PageKeyCookie;
    /** APP_ORIGINS: where the app that opens the page may be served from. */
    appOrigins: readonly string[];
    ticket: string;
    language: string | undefined;
    open: (page: OpenedPage) => unknown;
    gone: () => Error;
  },
): FastifyReply {
  const now = Date.now();
  const pageId = newPageId();
  const key = newSessionToken();
  const opened = TOKEN_FORMAT.test(trade.ticket)
    ? trade.open({ ticket: trade.ticket, pageId, key, now, keyExpiresAt: now + PAGE_KEY_TTL_MS })
    : undefined;
  if (opened === undefined) throw trade.gone();
  setPageKey(request, reply, { kind: trade.kind, pageId, key, appOrigins: trade.appOrigins });
  reply.header('cache-control', 'no-store');
  return reply
    .code(303)
    .header('location', `${pagePath(trade.kind, pageId)}${languageQuery(trade.language)}`)
    .send();
}
