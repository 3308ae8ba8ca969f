import type { FastifyReply } from 'fastify';

import type { WirePage } from '../../src/contract/page.ts';
import { memberRoutes } from '../http/auth.ts';
import type { GatewayApp, GatewayModule } from '../http/context.ts';
import {
  answersWith,
  booleanSchema,
  idProperty,
  languageProperty,
  numberSchema,
  pageNoProperty,
  pageSchemaOf,
  pageSizeProperty,
  schemaFor,
  stringSchema,
  usernameProperty,
  wirePage,
} from '../http/schemas.ts';
import { ok } from '../lib/envelope.ts';
import { GatewayError } from '../lib/errors.ts';
import { type AccountRecord, TRIAL_TYPE } from '../store/repositories/accounts.ts';
import type { InboxMessageRecord } from '../store/repositories/messages.ts';
import type { Store } from '../store/store.ts';
import { accountNamed } from './admin-lookups.ts';
import { requestLanguage } from './content.ts';

const DEFAULT_INBOX_PAGE_SIZE = 10;
/** Operator messages are short notices; the inbox shows them as plain text. */
const INBOX_TITLE_MAX = 100;
const INBOX_CONTENT_MAX = 2000;

/** One inbox message as the app shows it. */
export interface InboxMessageView {
  id: number;
  title: string;
  /** Plain text. */
  content: string;
  createdAt: number;
  read: boolean;
}

/** The inbox unread counter (docs/product.md#message-centre), named as the chat's (`unReadCount`) so both read the same. */
export interface UnreadCount {
  unReadCount: number;
}

const inboxMessageSchema = schemaFor<InboxMessageView>()({
  type: 'object',
  required: ['id', 'title', 'content', 'createdAt', 'read'],
  additionalProperties: false,
  properties: { id: numberSchema, title: stringSchema, content: stringSchema, createdAt: numberSchema, read: booleanSchema },
});

/** The inbox's and the chat's unread counters. */
export const unreadCountSchema = schemaFor<UnreadCount>()({
  type: 'object',
  required: ['unReadCount'],
  additionalProperties: false,
  properties: { unReadCount: numberSchema },
});

const inboxQuerySchema = {
  type: 'object',
  properties: { pageNo: pageNoProperty, pageSize: pageSizeProperty, language: languageProperty },
} as const;

const markReadBodySchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idProperty },
} as const;

/** Trial accounts have no inbox ("Please login an actual account to use this function"; docs/product.md#roles). */
export function requireRealAccount(account: AccountRecord): void {
  if (account.type === TRIAL_TYPE) throw new GatewayError('member.trial');
}

function inboxView(message: InboxMessageRecord): InboxMessageView {
  return { id: message.id, title: message.title, content: message.content, createdAt: message.createdAt, read: message.readAt !== null };
}

/** `language` as the request names it (`TY`); messages without that text come in English. */
function inboxPage(store: Store, accountId: number, pageNo: number, pageSize: number, language: string): WirePage<InboxMessageView> {
  const { messages, total } = store.messages.inboxPage(accountId, pageNo, pageSize, language);
  return wirePage(messages.map(inboxView), total, { pageNo, pageSize });
}

function noStore<T>(reply: FastifyReply, value: T) {
  reply.header('cache-control', 'no-store');
  return ok(value);
}

/** The member's inbox: pages newest first, marking one read, the unread count for the badges. */
export const messagesModule: GatewayModule = async (app, { store }) => {
  await memberRoutes(app, store, (routes) => {
    routes.get(
      '/wps/messages/inbox',
      { schema: { querystring: inboxQuerySchema, response: answersWith(pageSchemaOf(inboxMessageSchema)) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealAccount(account);
        const pageNo = Number(request.query.pageNo ?? 1);
        const pageSize = Number(request.query.pageSize ?? DEFAULT_INBOX_PAGE_SIZE);
        return noStore(reply, inboxPage(store, account.id, pageNo, pageSize, requestLanguage(request, request.query.language)));
      },
    );

    routes.get('/wps/messages/inbox/unread', { schema: { response: answersWith(unreadCountSchema) } }, async (request, reply) => {
      const { account } = request.member;
      requireRealAccount(account);
      const value: UnreadCount = { unReadCount: store.messages.unreadInbox(account.id) };
      return noStore(reply, value);
    });

    routes.post(
      '/wps/messages/inbox/read',
      { schema: { body: markReadBodySchema, response: answersWith(booleanSchema) } },
      async (request, reply) => {
        const { account } = request.member;
        requireRealAccount(account);
        const message = store.messages.inboxMessage(account.id, request.body.id);
        if (!message) throw new GatewayError('message.not.found');
        store.messages.markInboxRead(account.id, message.id, Date.now());
        return noStore(reply, true);
      },
    );
  });
};

const inboxTextProperties = {
  title: { type: 'string', minLength: 1, maxLength: INBOX_TITLE_MAX },
  content: { type: 'string', minLength: 1, maxLength: INBOX_CONTENT_MAX },
} as const;

const adminMessageBodySchema = {
  type: 'object',
  required: ['username', 'title', 'content'],
  additionalProperties: false,
  properties: {
    username: usernameProperty,
    ...inboxTextProperties,
    /** The message in other languages, by upper-case code: `{ "TY": { "title": …, "content": … } }`. */
    texts: {
      type: 'object',
      maxProperties: 40,
      propertyNames: { pattern: '^[A-Z]{2}$' },
      additionalProperties: {
        type: 'object',
        required: ['title', 'content'],
        additionalProperties: false,
        properties: inboxTextProperties,
      },
    },
  },
} as const;

/**
 * Operator route (registered by the admin module, behind its token): a message to one member's
 * inbox, which is also how browser tests fill an inbox.
 */
export function messageAdminRoutes(app: GatewayApp, store: Store): void {
  app.post('/admin/messages', { schema: { body: adminMessageBodySchema, response: answersWith(inboxMessageSchema) } }, async (request) => {
    const { username, title, content, texts } = request.body;
    const account = accountNamed(store, username);
    const message = store.messages.sendInbox({ accountId: account.id, title, content, createdAt: Date.now() }, texts);
    return ok(inboxView(message));
  });
}
