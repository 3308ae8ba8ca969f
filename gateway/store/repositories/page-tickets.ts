import type { DatabaseSync } from 'node:sqlite';

import { hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../database.ts';

/** The tables whose tickets open a page kept open by a key: the game's and the chat's. */
type PageTicketTable = 'launch_tickets' | 'chat_tickets';

export interface OpenedPage {
  ticket: string;
  /** The page's address part, stored in clear: it is no credential. */
  pageId: string;
  /** Stored only as SHA-256, as the ticket is. */
  key: string;
  now: number;
  /** When the key ends; its row's `expires_at` from then on. */
  keyExpiresAt: number;
}

/**
 * The trade of a game or chat ticket for its page (gateway/README.md "Game and lottery pages"),
 * shared by the two repositories: `open` spends the ticket and answers its row when the page may
 * open; `findLive` answers the row of a page whose key is right and alive. Either answers nothing
 * once the account is disabled or the launching session was ended (logout, password change).
 */
export function pageTicketStatements(db: DatabaseSync, table: PageTicketTable) {
  // Spending is this one statement (the table name is one of the two above): a second request
  // with the same ticket finds page_id set, whatever became of the first.
  const spend = db.prepare(
    `UPDATE ${table} SET page_id = ?, key_hash = ?, expires_at = ? WHERE ticket_hash = ? AND page_id IS NULL AND expires_at > ? RETURNING id`,
  );
  const selectLivePage = db.prepare(
    `SELECT t.* FROM ${table} t JOIN accounts a ON a.id = t.account_id JOIN sessions s ON s.token_hash = t.session_hash ` +
      "WHERE t.page_id = ? AND t.key_hash = ? AND t.expires_at > ? AND a.status = 'active' AND s.revoked_at IS NULL",
  );
  const findLive = (pageId: string, key: string, now: number) => selectLivePage.get(pageId, hashToken(key), now);
  return {
    open(page: OpenedPage): Record<string, unknown> | undefined {
      return inTransaction(db, () => {
        const spent = spend.get(page.pageId, hashToken(page.key), page.keyExpiresAt, hashToken(page.ticket), page.now);
        return spent ? findLive(page.pageId, page.key, page.now) : undefined;
      });
    },
    findLive,
  };
}
