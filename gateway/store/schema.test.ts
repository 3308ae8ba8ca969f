import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { afterAll, describe, expect, it } from 'vitest';

import { makeDataDir, TEST_SCRYPT_COST } from '../test-support/harness.ts';
import { openDatabase } from './database.ts';
import { prepareSchema, SCHEMA_VERSION, schemaVersion } from './schema.ts';
import { openStore } from './store.ts';

const dataDir = makeDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('schema', () => {
  it('creates every table of an empty database at this version, and leaves a current one alone', () => {
    const db = new DatabaseSync(':memory:');
    expect(prepareSchema(db)).toBe('created');
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    expect(db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'").get()?.n).toBeGreaterThan(40);
    expect(db.prepare('SELECT COUNT(*) AS n FROM vip_levels').get()?.n).toBe(6);
    expect(prepareSchema(db)).toBe('current');
  });

  it('sets a database of another version aside and starts a new, seeded one in its place', async () => {
    const file = path.join(dataDir, 'old', 'gateway.sqlite');
    const old = openDatabase(file);
    old.exec(
      "CREATE TABLE accounts (id INTEGER PRIMARY KEY, username TEXT); INSERT INTO accounts VALUES (7, 'kept'); PRAGMA user_version = 3",
    );
    old.close();
    const store = await openStore({ databaseFile: file, scryptCost: TEST_SCRYPT_COST });
    try {
      expect(store.seeded).toBe(true);
      expect(schemaVersion(store.db)).toBe(SCHEMA_VERSION);
      expect(store.accounts.findByUsername('kept')).toBeUndefined();
    } finally {
      store.close();
    }
    const kept = new DatabaseSync(`${file}.v3.bak`);
    try {
      expect(kept.prepare('SELECT username FROM accounts').get()?.username).toBe('kept');
    } finally {
      kept.close();
    }
    expect(existsSync(file)).toBe(true);
  });
});
