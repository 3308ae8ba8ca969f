import type { DatabaseSync } from 'node:sqlite';

import { hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../database.ts';
import { type OpenedPage, pageTicketStatements } from './page-tickets.ts';

/**
 * A member's messages: the inbox (operator messages with a read flag) and the live chat (the
 * member's lines and the service desk's, the latter unseen until the chat page shows them), plus
 * the tickets that open the chat page. Tickets are stored only as SHA-256, like sessions.
 */
export interface InboxMessageRecord {
  id: number;
  accountId: number;
  title: string;
  content: string;
  createdAt: number;
  readAt: number | null;
}

/** An inbox message's title and body in one language. */
interface InboxText {
  title: string;
  content: string;
}

interface InboxPage {
  messages: InboxMessageRecord[];
  total: number;
}

type ChatAuthor = 'member' | 'service';

export interface ChatMessageRecord {
  id: number;
  accountId: number;
  author: ChatAuthor;
  body: string;
  createdAt: number;
  /** When the member's chat page first showed a service line; null for unseen ones (and members' own). */
  seenAt: number | null;
}

export interface ChatTicketRecord {
  id: number;
  accountId: number;
  /** Same-site path of the page's back link. */
  backUrl: string;
  /** `#rrggbb` of the page's header bar. */
  headerColor: string;
  title: string;
  createdAt: number;
  expiresAt: number;
}

interface NewChatTicket {
  ticket: string;
  /** The session that opened the chat: ending it (logout) ends the ticket too. */
  sessionToken: string;
  accountId: number;
  backUrl: string;
  headerColor: string;
  title: string;
  now: number;
  expiresAt: number;
}

export interface MessagesRepository {
  /** `texts` holds the message in other languages, by code (`TY`); English is the message's own. */
  sendInbox(message: Omit<InboxMessageRecord, 'id' | 'readAt'>, texts?: Readonly<Record<string, InboxText>>): InboxMessageRecord;
  /** Newest first, in `language` where the message has that text, else in English. `pageNo` starts at 1. */
  inboxPage(accountId: number, pageNo: number, pageSize: number, language: string): InboxPage;
  /** The account's own message, or undefined (another member's id reads as unknown). */
  inboxMessage(accountId: number, id: number): InboxMessageRecord | undefined;
  /** Idempotent: the first read time stays. */
  markInboxRead(accountId: number, id: number, now: number): void;
  unreadInbox(accountId: number): number;
  addChat(message: Omit<ChatMessageRecord, 'id' | 'seenAt'>): ChatMessageRecord;
  /** Oldest first, the latest `limit` lines. */
  chatHistory(accountId: number, limit: number): ChatMessageRecord[];
  unseenChat(accountId: number): number;
  markChatSeen(accountId: number, now: number): void;
  /** Stores a ticket; expired ones (and pages whose key has expired) are deleted first. */
  createChatTicket(ticket: NewChatTicket): void;
  /**
   * Spends the ticket whatever the outcome (single use) and, when it had not expired, its account
   * is active and its session not ended, gives it the page id and key and answers it.
   */
  openChatPage(page: OpenedPage): ChatTicketRecord | undefined;
  /** The chat page whose key this is, while the key lives, its account is active and its session not ended. */
  findLiveChatPage(pageId: string, key: string, now: number): ChatTicketRecord | undefined;
}

function toInbox(row: Record<string, unknown>): InboxMessageRecord {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    title: String(row.title),
    content: String(row.content),
    createdAt: Number(row.created_at),
    readAt: row.read_at === null ? null : Number(row.read_at),
  };
}

function toChat(row: Record<string, unknown>): ChatMessageRecord {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    author: String(row.author) === 'service' ? 'service' : 'member',
    body: String(row.body),
    createdAt: Number(row.created_at),
    seenAt: row.seen_at === null ? null : Number(row.seen_at),
  };
}

function toTicket(row: Record<string, unknown>): ChatTicketRecord {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    backUrl: String(row.back_url),
    headerColor: String(row.header_color),
    title: String(row.title),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
}

export function createMessagesRepository(db: DatabaseSync): MessagesRepository {
  const insertInbox = db.prepare('INSERT INTO inbox_messages (account_id, title, content, created_at) VALUES (?, ?, ?, ?) RETURNING *');
  const insertInboxText = db.prepare('INSERT INTO inbox_message_texts (message_id, language, title, content) VALUES (?, ?, ?, ?)');
  const selectInboxPage = db.prepare(
    'SELECT m.id, m.account_id, COALESCE(t.title, m.title) AS title, COALESCE(t.content, m.content) AS content, m.created_at, m.read_at ' +
      'FROM inbox_messages m LEFT JOIN inbox_message_texts t ON t.message_id = m.id AND t.language = ? ' +
      'WHERE m.account_id = ? ORDER BY m.id DESC LIMIT ? OFFSET ?',
  );
  const countInbox = db.prepare('SELECT COUNT(*) AS total FROM inbox_messages WHERE account_id = ?');
  const selectInbox = db.prepare('SELECT * FROM inbox_messages WHERE account_id = ? AND id = ?');
  const updateInboxRead = db.prepare('UPDATE inbox_messages SET read_at = ? WHERE account_id = ? AND id = ? AND read_at IS NULL');
  const countUnreadInbox = db.prepare('SELECT COUNT(*) AS total FROM inbox_messages WHERE account_id = ? AND read_at IS NULL');
  const insertChat = db.prepare('INSERT INTO chat_messages (account_id, author, body, created_at) VALUES (?, ?, ?, ?) RETURNING *');
  // The latest lines, turned back to reading order.
  const selectChat = db.prepare('SELECT * FROM (SELECT * FROM chat_messages WHERE account_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id');
  const countUnseen = db.prepare(
    "SELECT COUNT(*) AS total FROM chat_messages WHERE account_id = ? AND author = 'service' AND seen_at IS NULL",
  );
  const updateSeen = db.prepare("UPDATE chat_messages SET seen_at = ? WHERE account_id = ? AND author = 'service' AND seen_at IS NULL");
  const insertTicket = db.prepare(
    'INSERT INTO chat_tickets (ticket_hash, session_hash, account_id, back_url, header_color, title, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const purgeTickets = db.prepare('DELETE FROM chat_tickets WHERE expires_at <= ?');
  const pages = pageTicketStatements(db, 'chat_tickets');

  return {
    sendInbox(message, texts = {}) {
      // One transaction: a message never shows without the texts it was sent with.
      return inTransaction(db, () => {
        const sent = toInbox(
          insertInbox.get(message.accountId, message.title, message.content, message.createdAt) as Record<string, unknown>,
        );
        for (const [language, text] of Object.entries(texts)) insertInboxText.run(sent.id, language, text.title, text.content);
        return sent;
      });
    },
    inboxPage(accountId, pageNo, pageSize, language) {
      return {
        messages: selectInboxPage.all(language, accountId, pageSize, (pageNo - 1) * pageSize).map(toInbox),
        total: Number(countInbox.get(accountId)?.total ?? 0),
      };
    },
    inboxMessage(accountId, id) {
      const row = selectInbox.get(accountId, id);
      return row ? toInbox(row) : undefined;
    },
    markInboxRead(accountId, id, now) {
      updateInboxRead.run(now, accountId, id);
    },
    unreadInbox: (accountId) => Number(countUnreadInbox.get(accountId)?.total ?? 0),
    addChat(message) {
      return toChat(insertChat.get(message.accountId, message.author, message.body, message.createdAt) as Record<string, unknown>);
    },
    chatHistory: (accountId, limit) => selectChat.all(accountId, limit).map(toChat),
    unseenChat: (accountId) => Number(countUnseen.get(accountId)?.total ?? 0),
    markChatSeen(accountId, now) {
      updateSeen.run(now, accountId);
    },
    createChatTicket(ticket) {
      // Cleaning up on write keeps the table small without a timer: an expired ticket opens nothing.
      purgeTickets.run(ticket.now);
      insertTicket.run(
        hashToken(ticket.ticket),
        hashToken(ticket.sessionToken),
        ticket.accountId,
        ticket.backUrl,
        ticket.headerColor,
        ticket.title,
        ticket.now,
        ticket.expiresAt,
      );
    },
    openChatPage(page) {
      const row = pages.open(page);
      return row ? toTicket(row) : undefined;
    },
    findLiveChatPage(pageId, key, now) {
      const row = pages.findLive(pageId, key, now);
      return row ? toTicket(row) : undefined;
    },
  };
}
