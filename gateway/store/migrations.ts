import type { DatabaseSync } from 'node:sqlite';

import { inTransaction } from './database.ts';
import { createSchema, SCHEMA_VERSION } from './schema.ts';

/**
 * Schema migrations, applied in order to upgrade an existing database. The database's
 * `PRAGMA user_version` records the last one applied, so a migration never runs twice. Append new
 * migrations, and make the same change to the squashed schema a new database is created from
 * (schema.ts); never edit a published one.
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
  {
    version: 6,
    name: 'messages: inbox, live chat with its page tickets, feedback',
    up(db) {
      // Unread is "read_at IS NULL" (inbox) and "service message with seen_at IS NULL" (chat): the
      // partial indexes keep the badge counts cheap however long the histories grow.
      db.exec(`
        CREATE TABLE inbox_messages (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          title TEXT NOT NULL,
          content TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          read_at INTEGER
        );
        CREATE INDEX inbox_messages_by_account ON inbox_messages(account_id, id);
        CREATE INDEX inbox_messages_unread ON inbox_messages(account_id) WHERE read_at IS NULL;
        CREATE TABLE chat_messages (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          author TEXT NOT NULL CHECK (author IN ('member', 'service')),
          body TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          seen_at INTEGER
        );
        CREATE INDEX chat_messages_by_account ON chat_messages(account_id, id);
        CREATE INDEX chat_messages_unseen ON chat_messages(account_id) WHERE author = 'service' AND seen_at IS NULL;
        CREATE TABLE chat_tickets (
          id INTEGER PRIMARY KEY,
          ticket_hash TEXT NOT NULL UNIQUE,
          session_hash TEXT NOT NULL,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          back_url TEXT NOT NULL,
          header_color TEXT NOT NULL,
          title TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        );
        CREATE TABLE feedback (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          sender TEXT NOT NULL,
          content TEXT NOT NULL,
          type INTEGER NOT NULL CHECK (type = 0),
          created_at INTEGER NOT NULL
        );
      `);
    },
  },
  {
    version: 7,
    name: "promotions with per-member applications; deposit channels and orders; their Tagalog texts; members' referral codes",
    up(db) {
      // Amounts in cents. One application per member and promotion: its state is the member's
      // progress (the promotion states of docs/product.md#entities); `review_at` is when the demo
      // reviewer decides an application, `credited_at` guards the bonus against a second payment.
      db.exec(`
        CREATE TABLE promotions (
          id INTEGER PRIMARY KEY,
          code TEXT NOT NULL UNIQUE,
          kind TEXT NOT NULL CHECK (kind IN ('apply', 'signin', 'join')),
          title TEXT NOT NULL,
          subtitle TEXT NOT NULL,
          terms_html TEXT NOT NULL,
          bonus_cents INTEGER NOT NULL CHECK (bonus_cents >= 0),
          starts_at INTEGER NOT NULL,
          ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
          sort INTEGER NOT NULL
        );
        CREATE TABLE promotion_applications (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          promotion_id INTEGER NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
          state TEXT NOT NULL
            CHECK (state IN ('joined', 'applying', 'claim', 'claimed', 'rejected', 'issued', 'processing', 'signed')),
          bonus_cents INTEGER NOT NULL CHECK (bonus_cents >= 0),
          applied_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          review_at INTEGER,
          credited_at INTEGER,
          UNIQUE (account_id, promotion_id)
        );
        CREATE TABLE deposit_channels (
          code TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('bank', 'ewallet', 'card', 'qr')),
          min_cents INTEGER NOT NULL CHECK (min_cents > 0),
          max_cents INTEGER NOT NULL CHECK (max_cents >= min_cents),
          presets TEXT NOT NULL,
          instructions TEXT NOT NULL,
          enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
          sort INTEGER NOT NULL
        );
        CREATE TABLE deposit_orders (
          id INTEGER PRIMARY KEY,
          order_no TEXT NOT NULL UNIQUE,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          channel_code TEXT NOT NULL REFERENCES deposit_channels(code),
          amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
          status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
          created_at INTEGER NOT NULL,
          review_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL
        );
        CREATE INDEX deposit_orders_by_account ON deposit_orders(account_id, id);
        CREATE INDEX deposit_orders_pending ON deposit_orders(account_id, review_at) WHERE status = 'pending';
        CREATE TABLE promotion_texts (
          promotion_id INTEGER NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
          language TEXT NOT NULL,
          title TEXT NOT NULL,
          subtitle TEXT NOT NULL,
          terms_html TEXT NOT NULL,
          PRIMARY KEY (promotion_id, language)
        );
        CREATE TABLE deposit_channel_texts (
          channel_code TEXT NOT NULL REFERENCES deposit_channels(code) ON DELETE CASCADE,
          language TEXT NOT NULL,
          name TEXT,
          instructions TEXT NOT NULL,
          PRIMARY KEY (channel_code, language)
        );
      `);
      // The promotions and deposit channels themselves are demo rows: the seed step adds them
      // (seed.ts), to a new database and to one seeded before they existed.

      // Real members (types 0-2) share invitation codes too; accounts created later get theirs
      // from the accounts repository. A code some agent already owns is left alone.
      db.exec(`
        UPDATE accounts SET affiliate_code = 'REF' || id
        WHERE type IN (0, 1, 2) AND affiliate_code IS NULL
          AND NOT EXISTS (SELECT 1 FROM accounts AS other WHERE other.affiliate_code = 'REF' || accounts.id);
      `);
    },
  },
  {
    version: 8,
    name: 'member centre: VIP levels; contract terms and answers',
    up(db) {
      // VIP names are reference data every database needs, so they live here, not in the seed.
      // Contract requests are rebuilt to widen the status check ('rejected' becomes 'declined',
      // the word the app shows) and to add the terms and the time of the answer.
      db.exec(`
        CREATE TABLE vip_levels (
          level INTEGER PRIMARY KEY CHECK (level > 0),
          name TEXT NOT NULL
        );
        INSERT INTO vip_levels (level, name) VALUES
          (1, 'Bronze'), (2, 'Silver'), (3, 'Gold'), (4, 'Platinum'), (5, 'Diamond'), (6, 'Royal');
        ALTER TABLE accounts ADD COLUMN vip_level INTEGER REFERENCES vip_levels(level);
        CREATE TABLE contract_requests_v8 (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY')),
          period TEXT NOT NULL,
          terms TEXT NOT NULL DEFAULT '{"basis":"VALID_BET","reward":"AMOUNT","tiers":[]}',
          status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
          created_at INTEGER NOT NULL,
          answered_at INTEGER
        );
        INSERT INTO contract_requests_v8 (id, account_id, kind, period, status, created_at)
          SELECT id, account_id, kind, period, CASE status WHEN 'rejected' THEN 'declined' ELSE status END, created_at
          FROM contract_requests;
        DROP TABLE contract_requests;
        ALTER TABLE contract_requests_v8 RENAME TO contract_requests;
        CREATE INDEX contract_requests_by_account ON contract_requests(account_id, kind, status);
      `);
    },
  },
  {
    version: 9,
    name: 'inbox message texts in other languages',
    up(db) {
      // English stays in inbox_messages and is the fallback, as for announcements and promotions.
      db.exec(`
        CREATE TABLE inbox_message_texts (
          message_id INTEGER NOT NULL REFERENCES inbox_messages(id) ON DELETE CASCADE,
          language TEXT NOT NULL,
          title TEXT NOT NULL,
          content TEXT NOT NULL,
          PRIMARY KEY (message_id, language)
        );
      `);
    },
  },
  {
    version: 10,
    name: "content: the welcome banner and first-login popup state the welcome promotion's cap",
    up() {
      // Kept so that version numbers stay: the rewrite of the seeded wording is a seed update
      // (seed.ts), since it depends on the seed's current amount.
    },
  },
  {
    version: 11,
    name: 'login failures: the per-account lockout window',
    up(db) {
      // The captcha counter (failures) is kept; the lockout counts failures in a window of its own.
      db.exec(`
        ALTER TABLE login_failures ADD COLUMN window_started_at INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE login_failures ADD COLUMN window_failures INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE login_failures ADD COLUMN locked_until INTEGER NOT NULL DEFAULT 0;
      `);
    },
  },
  {
    version: 12,
    name: 'lottery frame tickets and frame keys; expired chat tickets found by expiry',
    up(db) {
      // The lottery frame no longer carries the session token (gateway/README.md "Game and lottery
      // pages"): a single-use ticket opens it, and the frame key it is traded for works only on
      // the frame's pages. Both are stored as SHA-256, like sessions. Tickets are deleted when
      // used or expired, keys with their session; the expiry indexes keep those sweeps cheap.
      db.exec(`
        CREATE TABLE lottery_frame_tickets (
          ticket_hash TEXT PRIMARY KEY,
          session_hash TEXT NOT NULL,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          merchant_code TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        );
        CREATE INDEX lottery_frame_tickets_by_expiry ON lottery_frame_tickets(expires_at);
        CREATE TABLE lottery_frame_keys (
          id INTEGER PRIMARY KEY,
          key_hash TEXT NOT NULL UNIQUE,
          session_hash TEXT NOT NULL,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          merchant_code TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX lottery_frame_keys_by_session ON lottery_frame_keys(session_hash, id);
        CREATE INDEX chat_tickets_by_expiry ON chat_tickets(expires_at);
      `);
    },
  },
  {
    version: 13,
    name: 'banner texts in other languages',
    up(db) {
      // The banners' pictures carry their words, so a Tagalog player got English ones. English
      // stays in banners and is the fallback, as for announcements. Demo databases seeded before
      // get the seed's Tagalog for the seeded banners they still have from the seed step (seed.ts).
      db.exec(`
        CREATE TABLE banner_texts (
          banner_id INTEGER NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
          language TEXT NOT NULL,
          title TEXT NOT NULL,
          subtitle TEXT NOT NULL,
          PRIMARY KEY (banner_id, language)
        );
      `);
    },
  },
  {
    version: 14,
    name: 'game artwork: node name, large icon, name-only tiles',
    up(db) {
      // The game fields of docs/product.md#game-artwork. The defaults keep an operator's games as
      // they were (their own name, the normal icon, shown); the seeded games get the demo's values
      // from the seed step (seed.ts `seed_update:game_artwork`).
      db.exec(`
        ALTER TABLE games ADD COLUMN node_name TEXT NOT NULL DEFAULT '';
        ALTER TABLE games ADD COLUMN large_icon INTEGER NOT NULL DEFAULT 0 CHECK (large_icon IN (0, 1));
        ALTER TABLE games ADD COLUMN show_icon INTEGER NOT NULL DEFAULT 1 CHECK (show_icon IN (0, 1));
        UPDATE games SET node_name = name;
      `);
    },
  },
  {
    version: 15,
    name: 'slider challenges for the SMS check',
    up(db) {
      // One row per slider challenge (gateway/README.md "Slider check"): where its gap is and the
      // token that must come back with it; deleted by the check that uses it, or once expired.
      db.exec(`
        CREATE TABLE geetest_challenges (
          lot_number TEXT PRIMARY KEY,
          pass_token TEXT NOT NULL,
          gen_time INTEGER NOT NULL,
          gap_x INTEGER NOT NULL,
          gap_y INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        );
        CREATE INDEX geetest_challenges_by_expiry ON geetest_challenges (expires_at);
      `);
    },
  },
  {
    version: 16,
    name: 'Firebase identities of members',
    up(db) {
      // One row per Firebase user a member logs in with (gateway/README.md "Firebase login"):
      // Google and Facebook under one e-mail are one Firebase user, so usually one row a member.
      // The e-mail index serves linking a first Firebase login to a member by verified e-mail.
      db.exec(`
        CREATE TABLE firebase_identities (
          uid TEXT PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          provider TEXT NOT NULL,
          linked_by TEXT NOT NULL CHECK (linked_by IN ('created', 'email', 'phone')),
          created_at INTEGER NOT NULL,
          last_login_at INTEGER NOT NULL
        );
        CREATE INDEX firebase_identities_by_account ON firebase_identities (account_id);
        CREATE INDEX account_details_by_email ON account_details (value COLLATE NOCASE) WHERE field = 'email';
      `);
    },
  },
  {
    version: 17,
    name: 'vendor transfer wallets; withdrawal and transfer ledger kinds',
    up(db) {
      // The ledger's kind CHECK cannot be altered in place, so the table is rebuilt with the kinds
      // of money out (withdrawal) and of moves between the main and the vendor wallets (transfer)
      // added; rows and ids stay. vendor_wallets holds one balance per member and vendor
      // (gateway/README.md "Wallet transfer"); a row appears at the first transfer in.
      db.exec(`
        CREATE TABLE wallet_ledger_next (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('deposit', 'bonus', 'game', 'lottery', 'adjustment', 'withdrawal', 'transfer')),
          amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
          balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
          reference TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        INSERT INTO wallet_ledger_next SELECT id, account_id, kind, amount_cents, balance_after_cents, reference, created_at FROM wallet_ledger;
        DROP TABLE wallet_ledger;
        ALTER TABLE wallet_ledger_next RENAME TO wallet_ledger;
        CREATE INDEX wallet_ledger_by_account ON wallet_ledger(account_id, id);
        CREATE TABLE vendor_wallets (
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          vendor TEXT NOT NULL,
          balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
          updated_at INTEGER NOT NULL,
          PRIMARY KEY (account_id, vendor)
        );
      `);
    },
  },
  {
    version: 18,
    name: 'SMS codes for a mobile number change',
    up(db) {
      // The purpose CHECK cannot be altered in place: the table is rebuilt with 'mobile' (a
      // member's new number, gateway/README.md "Personal info"); rows and ids stay.
      db.exec(`
        CREATE TABLE sms_codes_next (
          id INTEGER PRIMARY KEY,
          dialing_code TEXT NOT NULL,
          mobile_num TEXT NOT NULL,
          purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'forget', 'mobile')),
          code TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          resend_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          used_at INTEGER
        );
        INSERT INTO sms_codes_next SELECT id, dialing_code, mobile_num, purpose, code, created_at, resend_at, expires_at, attempts, used_at FROM sms_codes;
        DROP TABLE sms_codes;
        ALTER TABLE sms_codes_next RENAME TO sms_codes;
        CREATE INDEX sms_codes_by_number ON sms_codes(dialing_code, mobile_num, created_at);
      `);
    },
  },
  {
    version: 19,
    name: 'payout cards and withdrawal orders',
    up(db) {
      // gateway/README.md "Withdraw". A card is deleted when the member removes it; an order keeps
      // its own copy of where the money goes, so its history reads the same afterwards. The amount
      // is debited when the order is placed (a 'withdrawal' ledger row) and credited back by a
      // second one when it is rejected; `reason` is the operator's, shown to the member.
      db.exec(`
        CREATE TABLE payout_cards (
          id INTEGER PRIMARY KEY,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          method TEXT NOT NULL,
          account_no TEXT NOT NULL,
          holder_name TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          UNIQUE (account_id, method, account_no)
        );
        CREATE TABLE withdrawal_orders (
          id INTEGER PRIMARY KEY,
          order_no TEXT NOT NULL UNIQUE,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          method TEXT NOT NULL,
          account_no TEXT NOT NULL,
          holder_name TEXT NOT NULL,
          amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
          fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0 AND fee_cents < amount_cents),
          status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'paid', 'rejected')),
          reason TEXT,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL
        );
        CREATE INDEX withdrawal_orders_by_account ON withdrawal_orders (account_id, id);
      `);
    },
  },
  {
    version: 20,
    name: 'brakes that survive a restart; the devices each member logged in from',
    up(db) {
      // gateway/README.md "Limits and timeouts": the brakes on guessing (payment passwords, logins
      // per address, admin tokens) count in the database, so a restart does not hand out a fresh
      // budget. A member's devices are the SHA-256 of the app's loginDeviceId: a device that has
      // logged in before may still try while its username is locked.
      db.exec(`
        CREATE TABLE attempt_counters (
          scope TEXT NOT NULL,
          key TEXT NOT NULL,
          window_started_at INTEGER NOT NULL,
          count INTEGER NOT NULL CHECK (count >= 0),
          last_at INTEGER NOT NULL,
          PRIMARY KEY (scope, key)
        );
        CREATE INDEX attempt_counters_by_window ON attempt_counters (scope, window_started_at);
        CREATE TABLE member_devices (
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          device_key TEXT NOT NULL,
          last_login_at INTEGER NOT NULL,
          PRIMARY KEY (account_id, device_key)
        );
      `);
    },
  },
  {
    version: 21,
    name: 'game and chat pages: the ticket traded for a page id and a key',
    up(db) {
      // gateway/README.md "Game and lottery pages": the first request spends the ticket and stores
      // the page's id (its address) and the SHA-256 of its key (an HttpOnly cookie); both stay
      // NULL while the ticket is unspent, and SQLite's unique index allows any number of NULLs.
      db.exec(`
        ALTER TABLE launch_tickets ADD COLUMN page_id TEXT;
        ALTER TABLE launch_tickets ADD COLUMN key_hash TEXT;
        CREATE UNIQUE INDEX launch_tickets_by_page ON launch_tickets (page_id);
        ALTER TABLE chat_tickets ADD COLUMN page_id TEXT;
        ALTER TABLE chat_tickets ADD COLUMN key_hash TEXT;
        CREATE UNIQUE INDEX chat_tickets_by_page ON chat_tickets (page_id);
      `);
    },
  },
  {
    version: 22,
    name: 'deposit methods, service hours and account details of channels; order states, payment data and receipts; deposit bonuses',
    up(db) {
      // gateway/README.md "Deposit". A channel's method follows its kind (bank: manual transfer by
      // reference, qr: QR image, the others: the provider's page); hours NULL = all day; `details`
      // the JSON of what the member pays to (bank account, wallet address).
      db.exec(`
        ALTER TABLE deposit_channels ADD COLUMN method TEXT NOT NULL DEFAULT 'launchUrl'
          CHECK (method IN ('manualTransfer', 'qrImage', 'launchUrl', 'virtualWallet'));
        ALTER TABLE deposit_channels ADD COLUMN open_time TEXT;
        ALTER TABLE deposit_channels ADD COLUMN close_time TEXT;
        ALTER TABLE deposit_channels ADD COLUMN details TEXT NOT NULL DEFAULT '{}';
        UPDATE deposit_channels SET method = 'manualTransfer' WHERE kind = 'bank';
        UPDATE deposit_channels SET method = 'qrImage' WHERE kind = 'qr';
      `);
      // The order states widen (a CHECK cannot be altered in SQLite: the table is rebuilt, rows
      // kept, 'rejected' read as 'failed'). `pay_token` names the order's payment page and QR
      // payload; `reference` the remark of a manual transfer; `bonus_cents` is set with the approval.
      db.exec(`
        CREATE TABLE deposit_orders_v22 (
          id INTEGER PRIMARY KEY,
          order_no TEXT NOT NULL UNIQUE,
          account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
          channel_code TEXT NOT NULL REFERENCES deposit_channels(code),
          amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
          status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'failed', 'cancelled', 'expired')),
          created_at INTEGER NOT NULL,
          review_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          pay_token TEXT NOT NULL UNIQUE,
          reference TEXT NOT NULL,
          bonus_code TEXT,
          bonus_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0)
        );
        INSERT INTO deposit_orders_v22 (id, order_no, account_id, channel_code, amount_cents, status, created_at, review_at, updated_at, expires_at, pay_token, reference)
          SELECT id, order_no, account_id, channel_code, amount_cents, CASE status WHEN 'rejected' THEN 'failed' ELSE status END,
            created_at, review_at, updated_at, created_at + 1800000, lower(hex(randomblob(16))), upper(hex(randomblob(4)))
          FROM deposit_orders;
        DROP TABLE deposit_orders;
        ALTER TABLE deposit_orders_v22 RENAME TO deposit_orders;
        CREATE INDEX deposit_orders_by_account ON deposit_orders(account_id, id);
        CREATE INDEX deposit_orders_pending ON deposit_orders(status, expires_at) WHERE status = 'pending';
        CREATE TABLE deposit_receipts (
          order_id INTEGER PRIMARY KEY REFERENCES deposit_orders(id) ON DELETE CASCADE,
          mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
          image BLOB NOT NULL,
          uploaded_at INTEGER NOT NULL
        );
        CREATE TABLE deposit_bonuses (
          code TEXT PRIMARY KEY,
          promotion_code TEXT,
          title TEXT NOT NULL,
          title_ty TEXT,
          percent INTEGER NOT NULL CHECK (percent > 0 AND percent <= 100),
          cap_cents INTEGER NOT NULL CHECK (cap_cents > 0),
          min_deposit_cents INTEGER NOT NULL CHECK (min_deposit_cents > 0),
          first_deposit_only INTEGER NOT NULL DEFAULT 0 CHECK (first_deposit_only IN (0, 1)),
          code_only INTEGER NOT NULL DEFAULT 0 CHECK (code_only IN (0, 1)),
          once_per_member INTEGER NOT NULL DEFAULT 0 CHECK (once_per_member IN (0, 1)),
          enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
          sort INTEGER NOT NULL
        );
      `);
      // The seed step fills the bonuses, the new channel and the account details (seed.ts).
    },
  },
  {
    version: 23,
    name: 'the mail outbox: password recovery codes sent by e-mail',
    up(db) {
      // gateway/README.md "Password recovery by e-mail": the gateway "sends" a mail by writing it
      // here; a mail relay (or the admin API, for tests) reads it. The code in the body is stored
      // in password_resets only as its SHA-256.
      db.exec(`
        CREATE TABLE mail_outbox (
          id INTEGER PRIMARY KEY,
          account_id INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
          to_address TEXT NOT NULL,
          subject TEXT NOT NULL,
          body TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX mail_outbox_by_address ON mail_outbox (to_address, created_at);
      `);
    },
  },
];

export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get();
  return Number(row?.user_version ?? 0);
}

/**
 * Brings the database to the latest schema: a new (empty, version 0) one is created from the
 * squashed schema (schema.ts) in one transaction; an existing one, at any earlier version, runs
 * the steps newer than it.
 */
export function migrate(db: DatabaseSync): number {
  const current = schemaVersion(db);
  if (current !== 0) return migrateStepByStep(db);
  const latest = MIGRATIONS.at(-1)?.version ?? 0;
  if (SCHEMA_VERSION !== latest) {
    throw new Error(`The squashed schema is at version ${SCHEMA_VERSION}, the last migration step at ${latest}; update schema.ts`);
  }
  inTransaction(db, () => {
    createSchema(db);
    setVersion(db, SCHEMA_VERSION);
  });
  return SCHEMA_VERSION;
}

/** Applies every migration step newer than the database, each in its own transaction. */
export function migrateStepByStep(db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS): number {
  let current = schemaVersion(db);
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(`Database schema version ${current} is newer than this gateway (${latest}); upgrade the gateway`);
  }
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    inTransaction(db, () => {
      migration.up(db);
      setVersion(db, migration.version);
    });
    current = migration.version;
  }
  return current;
}

function setVersion(db: DatabaseSync, version: number): void {
  // PRAGMA takes no bound parameters; the version is a number from our own list.
  db.exec(`PRAGMA user_version = ${Math.trunc(version)}`);
}
