import type { DatabaseSync } from 'node:sqlite';

/** A mail the gateway has "sent" (gateway/README.md "Password recovery by e-mail"). */
interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: number;
}

export interface MailOutboxRepository {
  add(mail: { accountId: number | null; to: string; subject: string; body: string; now: number }): void;
  /** The mails to one address, newest first, at most `limit`. */
  listTo(address: string, limit: number): OutboxMail[];
}

/** Mails older than this leave the outbox as new ones arrive: a relay has long taken them. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export function createMailOutboxRepository(db: DatabaseSync): MailOutboxRepository {
  const insert = db.prepare('INSERT INTO mail_outbox (account_id, to_address, subject, body, created_at) VALUES (?, ?, ?, ?, ?)');
  const purge = db.prepare('DELETE FROM mail_outbox WHERE created_at < ?');
  const select = db.prepare(
    'SELECT id, to_address, subject, body, created_at FROM mail_outbox WHERE to_address = ? COLLATE NOCASE ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  return {
    add({ accountId, to, subject, body, now }) {
      purge.run(now - KEEP_MS);
      insert.run(accountId, to, subject, body, now);
    },
    listTo(address, limit) {
      return select.all(address, limit).map((row) => ({
        id: Number(row.id),
        to: String(row.to_address),
        subject: String(row.subject),
        body: String(row.body),
        createdAt: Number(row.created_at),
      }));
    },
  };
}
