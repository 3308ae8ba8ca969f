import { DatabaseSync } from 'node:sqlite';

import { describe, expect, it } from 'vitest';

import { migrate, migrateStepByStep, MIGRATIONS, schemaVersion } from './migrations.ts';
import { SCHEMA_VERSION } from './schema.ts';

function emptyDatabase(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

/**
 * A statement as SQLite keeps it, without what only its wording changes: runs of spaces, spaces
 * around brackets and commas, and the quotes ALTER TABLE ... RENAME puts around a table's name.
 */
function normalised(sql: string): string {
  return sql
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),])\s*/g, '$1')
    .replace(/^CREATE TABLE "([a-z_0-9]+)"/, 'CREATE TABLE $1')
    .trim();
}

/** Every table, index and trigger with its normalised SQL, each table's columns, and every row. */
function describeDatabase(db: DatabaseSync) {
  const objects = db
    .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all()
    .map((row) => ({ type: row.type, name: row.name, table: row.tbl_name, sql: row.sql === null ? null : normalised(String(row.sql)) }));
  const tables = objects.filter((object) => object.type === 'table').map((object) => String(object.name));
  const columns = Object.fromEntries(tables.map((table) => [table, db.prepare(`PRAGMA table_xinfo(${table})`).all()]));
  const foreignKeys = Object.fromEntries(tables.map((table) => [table, db.prepare(`PRAGMA foreign_key_list(${table})`).all()]));
  const rows = Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()]));
  return { objects, columns, foreignKeys, rows, version: schemaVersion(db) };
}

describe('squashed schema', () => {
  it('creates the same database as every migration step run in order', () => {
    const squashed = emptyDatabase();
    migrate(squashed);
    const stepped = emptyDatabase();
    migrateStepByStep(stepped, MIGRATIONS);
    const built = describeDatabase(squashed);
    expect(built.objects.length).toBeGreaterThan(50);
    expect(built).toEqual(describeDatabase(stepped));
  });

  it('stands for the last migration step', () => {
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.at(-1)?.version);
    const db = emptyDatabase();
    expect(migrate(db)).toBe(SCHEMA_VERSION);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
  });

  it('upgrades a database of an earlier version through the steps, not the schema', () => {
    const db = emptyDatabase();
    migrateStepByStep(
      db,
      MIGRATIONS.filter((migration) => migration.version <= 22),
    );
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'mail_outbox'").get()).toBeUndefined();
    migrate(db);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'mail_outbox'").get()).toEqual({ name: 'mail_outbox' });
  });
});
