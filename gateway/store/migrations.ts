import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './database.ts';

/**
 * Schema migrations, applied in order. The database's `PRAGMA user_version` records the last one
 * applied, so a migration never runs twice. Append new migrations; never edit a published one.
 */
export interface Migration {
  version: number;
  name: string;
  up(db: DatabaseSync): void;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    up(db) {
      db.exec(`
        CREATE TABLE meta (
          key TEXT PRIMARY KEY,
          value TEXT NOT NULL
        );
        CREATE TABLE settings (
          key TEXT PRIMARY KEY,
          value TEXT NOT NULL,
          updated_at INTEGER NOT NULL
        );
        CREATE TABLE accounts (
          id INTEGER PRIMARY KEY,
          username TEXT NOT NULL UNIQUE COLLATE NOCASE,
          password_hash TEXT NOT NULL,
          nickname TEXT NOT NULL DEFAULT '',
          type INTEGER NOT NULL,
          status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
          first_time_login INTEGER NOT NULL DEFAULT 0,
          currency TEXT NOT NULL,
          balance_cents INTEGER NOT NULL DEFAULT 0,
          created_at INTEGER NOT NULL,
          last_login_at INTEGER
        );
        CREATE TABLE sessions (
          token_hash TEXT PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          merchant_code TEXT NOT NULL,
          device TEXT NOT NULL DEFAULT '',
          login_device_id TEXT,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          revoked_at INTEGER
        );
        CREATE INDEX sessions_by_account ON sessions(account_id);
        CREATE TABLE login_failures (
          username_key TEXT PRIMARY KEY,
          failures INTEGER NOT NULL,
          last_failed_at INTEGER NOT NULL
        );
        CREATE TABLE captchas (
          id TEXT PRIMARY KEY,
          answer TEXT NOT NULL,
          expires_at INTEGER NOT NULL
        );
        CREATE TABLE categories (
          code TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          lane TEXT NOT NULL,
          sort INTEGER NOT NULL
        );
        CREATE TABLE vendors (
          code TEXT PRIMARY KEY,
          display_name TEXT NOT NULL,
          account_type_name TEXT NOT NULL,
          sort INTEGER NOT NULL
        );
        CREATE TABLE games (
          id INTEGER PRIMARY KEY,
          node_id INTEGER NOT NULL UNIQUE,
          room_id INTEGER NOT NULL,
          vendor TEXT NOT NULL REFERENCES vendors(code),
          category TEXT NOT NULL REFERENCES categories(code),
          game_type TEXT NOT NULL,
          game_classify TEXT NOT NULL,
          name TEXT NOT NULL,
          support_play INTEGER NOT NULL CHECK (support_play IN (0, 1)),
          is_top INTEGER NOT NULL CHECK (is_top IN (0, 1)),
          is_new INTEGER NOT NULL CHECK (is_new IN (0, 1)),
          is_hot INTEGER NOT NULL CHECK (is_hot IN (0, 1)),
          lotto_game_code TEXT,
          sort INTEGER NOT NULL
        );
        CREATE INDEX games_by_lane ON games(game_type, vendor);
        CREATE TABLE banners (
          id INTEGER PRIMARY KEY,
          group_name TEXT NOT NULL,
          title TEXT NOT NULL,
          subtitle TEXT NOT NULL,
          linkage TEXT NOT NULL,
          sort INTEGER NOT NULL
        );
        CREATE TABLE announcements (
          id INTEGER PRIMARY KEY,
          type TEXT NOT NULL CHECK (type IN ('A', 'PL', 'B', 'PU', 'PR')),
          execution TEXT NOT NULL CHECK (execution IN ('A', 'B', 'F')),
          title TEXT NOT NULL,
          content TEXT NOT NULL,
          promotion_type TEXT,
          platform TEXT NOT NULL DEFAULT 'M',
          published_at INTEGER NOT NULL,
          sort INTEGER NOT NULL
        );
        CREATE TABLE winners (
          id INTEGER PRIMARY KEY,
          customer_name TEXT NOT NULL,
          game_id INTEGER NOT NULL REFERENCES games(id),
          win_cents INTEGER NOT NULL,
          not_auto INTEGER NOT NULL CHECK (not_auto IN (0, 1)),
          won_at INTEGER NOT NULL
        );
        CREATE TABLE countries (
          iso_code TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          dialing_code TEXT NOT NULL,
          flag TEXT NOT NULL,
          sort INTEGER NOT NULL
        );
      `);
    },
  },
  {
    version: 2,
    name: 'accounts: mobile, password age, affiliates; SMS codes, password resets, contract requests',
    up(db) {
      db.exec(`
        ALTER TABLE accounts ADD COLUMN mobile TEXT;
        ALTER TABLE accounts ADD COLUMN password_changed_at INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE accounts ADD COLUMN affiliate_code TEXT COLLATE NOCASE;
        ALTER TABLE accounts ADD COLUMN affiliate_id INTEGER REFERENCES accounts(id);
        ALTER TABLE accounts ADD COLUMN recommender_id INTEGER REFERENCES accounts(id);
        ALTER TABLE accounts ADD COLUMN payment_password_hash TEXT;
        UPDATE accounts SET password_changed_at = created_at;
        CREATE UNIQUE INDEX accounts_by_mobile ON accounts(mobile) WHERE mobile IS NOT NULL;
        CREATE UNIQUE INDEX accounts_by_affiliate_code ON accounts(affiliate_code) WHERE affiliate_code IS NOT NULL;
        CREATE TABLE account_details (
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          field TEXT NOT NULL,
          value TEXT NOT NULL,
          PRIMARY KEY (account_id, field)
        );
        CREATE TABLE sms_codes (
          id INTEGER PRIMARY KEY,
          dialing_code TEXT NOT NULL,
          mobile_num TEXT NOT NULL,
          purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'forget')),
          code TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          resend_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          used_at INTEGER
        );
        CREATE INDEX sms_codes_by_number ON sms_codes(dialing_code, mobile_num, created_at);
        CREATE TABLE password_resets (
          token_hash TEXT PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          used_at INTEGER
        );
        CREATE TABLE contract_requests (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY')),
          period TEXT NOT NULL,
          status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
          created_at INTEGER NOT NULL
        );
        CREATE INDEX contract_requests_by_account ON contract_requests(account_id, status);
      `);
    },
  },
  {
    version: 3,
    name: 'content: banner linkage types, announcement translations, per-member read state',
    up(db) {
      db.exec(`
        ALTER TABLE banners ADD COLUMN linkage_type TEXT NOT NULL DEFAULT 'route'
          CHECK (linkage_type IN ('route', 'url', 'game', 'none'));
        UPDATE banners SET linkage_type = CASE
          WHEN linkage = '' THEN 'none'
          WHEN linkage LIKE 'http://%' OR linkage LIKE 'https://%' THEN 'url'
          ELSE 'route' END;
        CREATE TABLE announcement_texts (
          announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
          language TEXT NOT NULL,
          title TEXT NOT NULL,
          content TEXT NOT NULL,
          PRIMARY KEY (announcement_id, language)
        );
        CREATE TABLE announcement_reads (
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
          read_at INTEGER NOT NULL,
          PRIMARY KEY (account_id, announcement_id)
        );
        CREATE INDEX winners_by_amount ON winners(win_cents DESC, id);
      `);
    },
  },
  {
    version: 4,
    name: 'games: favourites, recent games, launch tickets, game rounds, lottery bets',
    up(db) {
      // Ids grow with every insert, so "newest first" is ORDER BY id DESC even within one millisecond.
      db.exec(`
        CREATE TABLE favourite_games (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          game_id INTEGER NOT NULL REFERENCES games(id),
          created_at INTEGER NOT NULL,
          UNIQUE (account_id, game_id)
        );
        CREATE TABLE recent_games (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          game_id INTEGER NOT NULL REFERENCES games(id),
          played_at INTEGER NOT NULL,
          UNIQUE (account_id, game_id)
        );
        CREATE TABLE launch_tickets (
          id INTEGER PRIMARY KEY,
          ticket_hash TEXT NOT NULL UNIQUE,
          session_hash TEXT NOT NULL,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          game_id INTEGER NOT NULL REFERENCES games(id),
          free_play INTEGER NOT NULL CHECK (free_play IN (0, 1)),
          fun_balance_cents INTEGER CHECK (fun_balance_cents IS NULL OR fun_balance_cents >= 0),
          back_url TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        );
        CREATE TABLE game_rounds (
          id INTEGER PRIMARY KEY,
          ticket_id INTEGER NOT NULL REFERENCES launch_tickets(id) ON DELETE CASCADE,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          game_id INTEGER NOT NULL REFERENCES games(id),
          free_play INTEGER NOT NULL CHECK (free_play IN (0, 1)),
          bet_cents INTEGER NOT NULL CHECK (bet_cents > 0),
          win_cents INTEGER NOT NULL CHECK (win_cents >= 0),
          balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
          created_at INTEGER NOT NULL
        );
        CREATE INDEX game_rounds_by_ticket ON game_rounds(ticket_id, id);
        CREATE TABLE lottery_bets (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          game_id INTEGER NOT NULL REFERENCES games(id),
          numbers TEXT NOT NULL,
          stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
          draw_at INTEGER NOT NULL,
          balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
          created_at INTEGER NOT NULL
        );
        CREATE INDEX lottery_bets_by_account ON lottery_bets(account_id, game_id, id);
      `);
    },
  },
  {
    version: 5,
    name: 'wallet ledger: every balance movement with its kind and the balance after it',
    up(db) {
      // One row per movement, so the account record pages straight off one index; `reference`
      // names the row that caused it (a deposit order, a promotion, a game round, a lottery bet).
      db.exec(`
        CREATE TABLE wallet_ledger (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('deposit', 'bonus', 'game', 'lottery', 'adjustment')),
          amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
          balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
          reference TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX wallet_ledger_by_account ON wallet_ledger(account_id, id);
      `);
    },
  },
];

export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get();
  return Number(row?.user_version ?? 0);
}

/** Applies every migration newer than the database, each in its own transaction. */
export function migrate(db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS): number {
  let current = schemaVersion(db);
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(`Database schema version ${current} is newer than this gateway (${latest}); upgrade the gateway`);
  }
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    inTransaction(db, () => {
      migration.up(db);
      // PRAGMA takes no bound parameters; the version is a number from our own list.
      db.exec(`PRAGMA user_version = ${Math.trunc(migration.version)}`);
    });
    current = migration.version;
  }
  return current;
}
