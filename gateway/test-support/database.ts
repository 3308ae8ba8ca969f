import { DatabaseSync } from 'node:sqlite';

import { prepareSchema } from '../store/schema.ts';

export interface TestAccount {
  id: number;
  username: string;
  /** Customer type; 0 (a real member) unless given. */
  type?: number;
}

/**
 * An in-memory database for repository tests: foreign keys on, created from the schema, holding
 * only the given bare accounts. No demo seed: a test that needs seeded rows adds them (seed.ts).
 */
export function schemaDatabase(accounts: readonly TestAccount[] = [{ id: 1, username: 'demo' }]): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  prepareSchema(db);
  const insert = db.prepare(
    "INSERT INTO accounts (id, username, password_hash, type, currency, created_at) VALUES (?, ?, 'x', ?, 'PHP', 0)",
  );
  for (const account of accounts) insert.run(account.id, account.username, account.type ?? 0);
  return db;
}
