import type { FastifyReply, FastifyRequest } from 'fastify';

import { memberRoutes } from '../http/auth.ts';
import type { GatewayModule } from '../http/context.ts';
import { appOriginOf } from '../http/cors.ts';
import { installFormBodyParser, installHtmlErrorHandler } from '../http/html-pages.ts';
import {
  PAGE_ID_FORMAT,
  PAGE_TICKET_TTL_MS,
  pageIdParamsSchema,
  type PageKeyCookie,
  pageKeyOf,
  pagePath,
  tradeTicketForPage,
} from '../http/page-tickets.ts';
import { MEMBER_LIMITS, perMemberPerMinute } from '../http/rate-limits.ts';
import { answersWith, backUrlProperty, languageProperty, languageQuerySchema, stringSchema, ticketParamsSchema } from '../http/schemas.ts';
import { CHAT_TEXTS } from '../lib/chat-texts.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { escapeHtml, htmlDocument, type HtmlPage, sendHtml } from '../lib/html.ts';
import { HTML_LANG, languageQuery, type PageLanguage, pageLanguage } from '../lib/page-texts.ts';
import { newSessionToken } from '../lib/tokens.ts';
import type { ChatMessageRecord, ChatTicketRecord } from '../store/repositories/messages.ts';
import type { Store } from '../store/store.ts';
import { effectiveSwitches } from '../store/switches.ts';
import { DEFAULT_BACK_URL } from './launch.ts';
import { requireRealAccount, type UnreadCount, unreadCountSchema } from './messages.ts';

export const CHAT_MESSAGE_MAX = 500;
/** Lines the page shows: the latest ones, oldest first. */
const CHAT_HISTORY_SHOWN = 100;
const DEFAULT_HEADER_COLOR = '#1f2a44';
const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
const TITLE_MAX = 40;
/** The chat page's key: a cookie sent only to `/lgw/chat/page/<page id>` and its form's address. */
const CHAT_PAGES: PageKeyCookie = { name: 'chatKey', pathPrefix: '/lgw/chat/page/' };

const launchQuerySchema = {
  type: 'object',
  properties: {
    b2c: { type: 'string', enum: ['1'] },
    language: languageProperty,
    backUrl: backUrlProperty,
    // Goes into the page's style rules, so nothing but a plain hex colour.
    headerColor: { type: 'string', pattern: '^(#[0-9A-Fa-f]{6})?$' },
    title: { type: 'string', maxLength: TITLE_MAX },
  },
} as const;

const sendBodySchema = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: { message: { type: 'string', maxLength: CHAT_MESSAGE_MAX * 4 } },
} as const;

/** The chat page behind a new ticket, which the app navigates to. */
const chatLaunchSchema = {
  type: 'object',
  required: ['chatUrl'],
  additionalProperties: false,
  properties: { chatUrl: stringSchema },
} as const;

/** Live chat exists only while the operator's CBS3 switch is on (docs/product.md#message-centre). */
function requireChatOn(store: Store): void {
  if (!effectiveSwitches(store.settings.get('switches')).CBS3) throw new GatewayError('function.not.available');
}

function ticketGone(): GatewayError {
  return new GatewayError('route.not.found', {
    message: 'This chat link has expired or was already used. Open the live chat again from the message centre.',
  });
}

function livePage(store: Store, request: FastifyRequest<{ Params: { pageId: string } }>, now: number): ChatTicketRecord {
  const { pageId } = request.params;
  const key = pageKeyOf(request, CHAT_PAGES);
  const record = key !== undefined && PAGE_ID_FORMAT.test(pageId) ? store.messages.findLiveChatPage(pageId, key, now) : undefined;
  if (!record) throw ticketGone();
  return record;
}

/** Characters as people count them (an emoji is one). */
function textLength(text: string): number {
  return [...text].length;
}

/** `12 Jun, 14:05` in UTC+8, the same on every machine (the server's zone does not matter). */
function stamp(time: number): string {
  const date = new Date(time + 8 * 60 * 60 * 1000);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][date.getUTCMonth()];
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCDate()} ${month}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

function chatLine(message: ChatMessageRecord, lang: PageLanguage): string {
  const texts = CHAT_TEXTS[lang];
  const who = message.author === 'member' ? texts.you : texts.serviceDesk;
  return `<li class="line line-${message.author}" data-author="${message.author}">
<p class="muted"><strong>${escapeHtml(who)}</strong> · <time datetime="${new Date(message.createdAt).toISOString()}">${escapeHtml(texts.sentAt(stamp(message.createdAt)))}</time></p>
<p class="body">${escapeHtml(message.body)}</p>
</li>`;
}

interface PageExtras {
  /** What the member typed when it was refused: shown again with the reason. */
  refused?: { message: string; reason: string };
}

/** The chat page's own rules, after the shared ones (lib/html.ts). */
const CHAT_STYLE = `
.chat-bar{display:flex;align-items:center;gap:.75rem;margin:-1rem -1rem 1rem;padding:.75rem 1rem;color:#fff}
.chat-bar a{color:#fff;font-weight:600;min-height:2.75rem;display:inline-flex;align-items:center}
.chat-bar h1{margin:0;font-size:1.125rem}
ol.chat{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.line{max-width:85%;padding:.5rem .75rem;border-radius:.75rem;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.line p{margin:0}
.line .muted{font-size:.8125rem}
.line-member{justify-self:end;background:#e3edff}
.body{white-space:pre-wrap;overflow-wrap:anywhere}
textarea{width:100%;min-height:5rem;font:inherit;padding:.5rem;border:1px solid #b8bec8;border-radius:.5rem;resize:vertical}
label{font-weight:600}
`;

function renderChatPage(
  store: Store,
  pageId: string,
  record: ChatTicketRecord,
  language: string | undefined,
  extras: PageExtras = {},
): HtmlPage {
  const lang = pageLanguage(language);
  const texts = CHAT_TEXTS[lang];
  const query = languageQuery(language);
  const title = record.title || texts.defaultTitle;
  const history = store.messages.chatHistory(record.accountId, CHAT_HISTORY_SHOWN);
  const lines =
    history.length === 0
      ? `<p class="muted">${escapeHtml(texts.empty)}</p>`
      : `<ol class="chat">\n${history.map((line) => chatLine(line, lang)).join('\n')}\n</ol>`;
  const refusal = extras.refused ? `<div class="card error" role="alert"><p>${escapeHtml(extras.refused.reason)}</p></div>` : '';
  const body = `<div class="chat-bar">
<a href="${escapeHtml(record.backUrl || DEFAULT_BACK_URL)}" data-testid="chat-back">‹ ${escapeHtml(texts.back)}</a>
<h1>${escapeHtml(title)}</h1>
</div>
<p class="muted">${escapeHtml(texts.intro)}</p>
${lines}
${refusal}
<form class="card" method="post" action="${escapeHtml(`${pagePath(CHAT_PAGES, pageId)}/send${query}`)}">
<label for="message">${escapeHtml(texts.messageLabel)}</label>
<textarea id="message" name="message" required maxlength="${CHAT_MESSAGE_MAX}" aria-describedby="message-hint">${escapeHtml(extras.refused?.message ?? '')}</textarea>
<p class="muted" id="message-hint">${escapeHtml(texts.messageHint(CHAT_MESSAGE_MAX))}</p>
<button type="submit">${escapeHtml(texts.send)}</button>
</form>`;
  // A rule, not a style attribute, which the page's policy would refuse. The launch schema lets
  // only #rrggbb through; checked again here, where it becomes CSS, whatever the row holds.
  const color = HEX_COLOR.test(record.headerColor) ? record.headerColor : DEFAULT_HEADER_COLOR;
  return htmlDocument({ title, style: `${CHAT_STYLE}.chat-bar{background:${color}}\n`, body, lang: HTML_LANG[lang] });
}

/**
 * Stores the member's line and the service desk's automatic answer together: a reload never shows
 * one without the other.
 */
function sendChatMessage(store: Store, accountId: number, message: string, lang: PageLanguage, now: number): void {
  store.transaction(() => {
    store.messages.addChat({ accountId, author: 'member', body: message, createdAt: now });
    store.messages.addChat({ accountId, author: 'service', body: CHAT_TEXTS[lang].autoReply, createdAt: now });
  });
}

function noStore<T>(reply: FastifyReply, value: T) {
  reply.header('cache-control', 'no-store');
  return ok(value);
}

/**
 * Live chat API (docs/gateway-protocol.md#chat-launch): the launch answers the URL of the chat
 * page with a ticket in it; the unread count is the service desk's lines the member has not seen.
 */
export const chatModule: GatewayModule = async (app, { config, store }) => {
  // Every launch stores a ticket row; a member opens the chat a few times at most, a loop
  // launching it is stopped per account (gateway/README.md "Limits and timeouts").
  const launchLimit = perMemberPerMinute(config, MEMBER_LIMITS.chatLaunches);

  const launchSchemas = { querystring: launchQuerySchema, response: answersWith(chatLaunchSchema) };
  await memberRoutes(app, store, (routes) => {
    routes.get('/wps/chat/launch', { schema: launchSchemas }, async (request, reply) => {
      const { account, token } = request.member;
      requireChatOn(store);
      requireRealAccount(account);
      launchLimit.take(account.id, reply);
      const ticket = newSessionToken();
      const now = Date.now();
      store.messages.createChatTicket({
        ticket,
        sessionToken: token,
        accountId: account.id,
        // An app on another origin gets its way back on its own origin.
        backUrl: appOriginOf(request, config.appOrigins) + (request.query.backUrl || DEFAULT_BACK_URL),
        headerColor: request.query.headerColor || DEFAULT_HEADER_COLOR,
        title: request.query.title?.trim() ?? '',
        now,
        expiresAt: now + PAGE_TICKET_TTL_MS,
      });
      return noStore(reply, { chatUrl: `/lgw/chat/${ticket}${languageQuery(request.query.language)}` });
    });

    routes.get('/wps/chat/unread', { schema: { response: answersWith(unreadCountSchema) } }, async (request, reply) => {
      const { account } = request.member;
      requireChatOn(store);
      const value: UnreadCount = { unReadCount: store.messages.unseenChat(account.id) };
      return noStore(reply, value);
    });
  });
};

/**
 * The chat page behind a ticket. As the game page (play-pages.ts): the launch's address
 * (`/lgw/chat/<ticket>`) is spent by its first request, which moves the browser (303) to
 * `/lgw/chat/page/<page id>` with the page's key in a cookie sent only there. The page shows the
 * conversation, a form to write and a back link to the app. No JavaScript: sending is a form post
 * answered by a redirect to the page (post/redirect/get, so a reload never sends twice). Showing
 * the page marks the service desk's lines seen, which clears the chat badge.
 */
export const chatPagesModule: GatewayModule = async (app, { store, config }) => {
  installFormBodyParser(app);
  installHtmlErrorHandler(app, { homeLink: DEFAULT_BACK_URL });

  // Pages and redirects, no JSON: no response schemas here. No HEAD twin for the ticket: a HEAD
  // would spend it.
  app.get(
    '/lgw/chat/:ticket',
    { schema: { params: ticketParamsSchema, querystring: languageQuerySchema }, exposeHeadRoute: false },
    async (request, reply) => {
      requireChatOn(store);
      return tradeTicketForPage(request, reply, {
        kind: CHAT_PAGES,
        appOrigins: config.appOrigins,
        ticket: request.params.ticket,
        language: request.query.language,
        open: (page) => store.messages.openChatPage(page),
        gone: ticketGone,
      });
    },
  );

  app.get(
    '/lgw/chat/page/:pageId',
    { schema: { params: pageIdParamsSchema, querystring: languageQuerySchema } },
    async (request, reply) => {
      requireChatOn(store);
      const now = Date.now();
      const record = livePage(store, request, now);
      // Rendered first: the lines just marked seen still count as new on this showing.
      const html = renderChatPage(store, request.params.pageId, record, request.query.language);
      store.messages.markChatSeen(record.accountId, now);
      return sendHtml(reply, 200, html);
    },
  );

  app.post(
    '/lgw/chat/page/:pageId/send',
    { schema: { params: pageIdParamsSchema, querystring: languageQuerySchema, body: sendBodySchema } },
    async (request, reply): Promise<FastifyReply> => {
      requireChatOn(store);
      const now = Date.now();
      const { pageId } = request.params;
      const record = livePage(store, request, now);
      const lang = pageLanguage(request.query.language);
      const message = request.body.message.trim();
      const length = textLength(message);
      if (length === 0 || length > CHAT_MESSAGE_MAX) {
        const reason = CHAT_TEXTS[lang].refused(CHAT_MESSAGE_MAX);
        return sendHtml(
          reply,
          400,
          renderChatPage(store, pageId, record, request.query.language, { refused: { message: request.body.message, reason } }),
        );
      }
      sendChatMessage(store, record.accountId, message, lang, now);
      reply.header('cache-control', 'no-store');
      return reply
        .code(303)
        .header('location', `${pagePath(CHAT_PAGES, pageId)}${languageQuery(request.query.language)}#message`)
        .send();
    },
  );
};
