import type { DatabaseSync } from 'node:sqlite';

/** How a Firebase user came to belong to a member (gateway/README.md "Firebase login"). */
export type FirebaseLink = 'created' | 'email' | 'phone';

export interface FirebaseIdentitiesRepository {
  /** The member a Firebase user logs in as, if linked. */
  accountIdOf(uid: string): number | undefined;
  link(link: { uid: string; accountId: number; provider: string; linkedBy: FirebaseLink; now: number }): void;
  recordLogin(uid: string, provider: string, now: number): void;
  /** Members whose registered e-mail is this one (case-insensitive), oldest first. */
  accountIdsByEmail(email: string): number[];
  count(): number;
}

export function createFirebaseIdentitiesRepository(db: DatabaseSync): FirebaseIdentitiesRepository {
  const byUid = db.prepare('SELECT account_id FROM firebase_identities WHERE uid = ?');
  const insert = db.prepare(
    'INSERT INTO firebase_identities (uid, account_id, provider, linked_by, created_at, last_login_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const touch = db.prepare('UPDATE firebase_identities SET provider = ?, last_login_at = ? WHERE uid = ?');
  const byEmail = db.prepare(
    "SELECT account_id FROM account_details WHERE field = 'email' AND value = ? COLLATE NOCASE ORDER BY account_id",
  );
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM firebase_identities');

  return {
    accountIdOf(uid) {
      const row = byUid.get(uid);
      return row ? Number(row.account_id) : undefined;
    },
    link({ uid, accountId, provider, linkedBy, now }) {
      insert.run(uid, accountId, provider, linkedBy, now, now);
    },
    recordLogin(uid, provider, now) {
      touch.run(provider, now, uid);
    },
    accountIdsByEmail(email) {
      return byEmail.all(email).map((row) => Number(row.account_id));
    },
    count() {
      return Number(countAll.get()?.n ?? 0);
    },
  };
}
