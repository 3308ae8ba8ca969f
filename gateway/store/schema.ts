import type { DatabaseSync } from 'node:sqlite';

import { inTransaction } from './database.ts';

/**
 * The schema's version, kept in the database's `PRAGMA user_version`. Raise it with any change
 * below: the reference gateway holds demo data, so a database of another version is set aside and
 * a new one created and seeded (store.ts, gateway/README.md "Store") instead of upgraded.
 */
export const SCHEMA_VERSION = 27;

/**
 * The whole schema, with the reference rows every database needs (the VIP level names), created
 * in one step.
 */
const SCHEMA_SQL = `
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
    last_login_at INTEGER,
    mobile TEXT,
    password_changed_at INTEGER NOT NULL DEFAULT 0,
    affiliate_code TEXT COLLATE NOCASE,
    affiliate_id INTEGER REFERENCES accounts(id),
    recommender_id INTEGER REFERENCES accounts(id),
    payment_password_hash TEXT,
    vip_level INTEGER REFERENCES vip_levels(level)
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
    last_failed_at INTEGER NOT NULL,
    window_started_at INTEGER NOT NULL DEFAULT 0,
    window_failures INTEGER NOT NULL DEFAULT 0,
    locked_until INTEGER NOT NULL DEFAULT 0
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
    sort INTEGER NOT NULL,
    node_name TEXT NOT NULL DEFAULT '',
    large_icon INTEGER NOT NULL DEFAULT 0 CHECK (large_icon IN (0, 1)),
    show_icon INTEGER NOT NULL DEFAULT 1 CHECK (show_icon IN (0, 1))
  );
  CREATE INDEX games_by_lane ON games(game_type, vendor);
  CREATE TABLE banners (
    id INTEGER PRIMARY KEY,
    group_name TEXT NOT NULL,
    title TEXT NOT NULL,
    subtitle TEXT NOT NULL,
    linkage TEXT NOT NULL,
    sort INTEGER NOT NULL,
    linkage_type TEXT NOT NULL DEFAULT 'route' CHECK (linkage_type IN ('route', 'url', 'game', 'none'))
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
  CREATE UNIQUE INDEX accounts_by_mobile ON accounts(mobile) WHERE mobile IS NOT NULL;
  CREATE UNIQUE INDEX accounts_by_affiliate_code ON accounts(affiliate_code) WHERE affiliate_code IS NOT NULL;
  CREATE INDEX accounts_by_upline ON accounts(affiliate_id) WHERE affiliate_id IS NOT NULL;
  CREATE TABLE account_details (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    field TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (account_id, field)
  );
  CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
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
    expires_at INTEGER NOT NULL,
    page_id TEXT,
    key_hash TEXT
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
    expires_at INTEGER NOT NULL,
    page_id TEXT,
    key_hash TEXT
  );
  CREATE TABLE feedback (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    sender TEXT NOT NULL,
    content TEXT NOT NULL,
    type INTEGER NOT NULL CHECK (type = 0),
    created_at INTEGER NOT NULL
  );
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
    state TEXT NOT NULL CHECK (state IN ('joined', 'applying', 'claim', 'claimed', 'rejected', 'issued', 'processing', 'signed')),
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
    sort INTEGER NOT NULL,
    method TEXT NOT NULL DEFAULT 'launchUrl' CHECK (method IN ('manualTransfer', 'qrImage', 'launchUrl', 'virtualWallet')),
    open_time TEXT,
    close_time TEXT,
    details TEXT NOT NULL DEFAULT '{}'
  );
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
  CREATE TABLE vip_levels (
    level INTEGER PRIMARY KEY CHECK (level > 0),
    name TEXT NOT NULL
  );
  CREATE TABLE contract_requests (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY')),
    period TEXT NOT NULL,
    terms TEXT NOT NULL DEFAULT '{"basis":"VALID_BET","reward":"AMOUNT","tiers":[]}',
    status TEXT NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'accepted', 'declined', 'edited', 'terminating', 'cancelled')),
    created_at INTEGER NOT NULL,
    answered_at INTEGER,
    -- The upline agent that offered it; null: the operator (docs/product.md#agent-contracts).
    offered_by INTEGER REFERENCES accounts(id) ON DELETE SET NULL
  );
  CREATE INDEX contract_requests_by_account ON contract_requests(account_id, kind, status);
  CREATE TABLE inbox_message_texts (
    message_id INTEGER NOT NULL REFERENCES inbox_messages(id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    PRIMARY KEY (message_id, language)
  );
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
  CREATE TABLE banner_texts (
    banner_id INTEGER NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    title TEXT NOT NULL,
    subtitle TEXT NOT NULL,
    PRIMARY KEY (banner_id, language)
  );
  CREATE TABLE geetest_challenges (
    lot_number TEXT PRIMARY KEY,
    pass_token TEXT NOT NULL,
    gen_time INTEGER NOT NULL,
    gap_x INTEGER NOT NULL,
    gap_y INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX geetest_challenges_by_expiry ON geetest_challenges (expires_at);
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
  CREATE TABLE wallet_ledger (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'bonus', 'game', 'lottery', 'adjustment', 'withdrawal', 'transfer')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
    balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
    reference TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX wallet_ledger_by_account ON wallet_ledger(account_id, id);
  CREATE TABLE vendor_wallets (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    vendor TEXT NOT NULL,
    balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, vendor)
  );
  CREATE TABLE sms_codes (
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
  CREATE INDEX sms_codes_by_number ON sms_codes(dialing_code, mobile_num, created_at);
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
  CREATE UNIQUE INDEX launch_tickets_by_page ON launch_tickets (page_id);
  CREATE UNIQUE INDEX chat_tickets_by_page ON chat_tickets (page_id);
  CREATE TABLE deposit_orders (
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
  CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY,
    account_id INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX mail_outbox_by_address ON mail_outbox (to_address, created_at);
  -- The operator's rebate limits per product (docs/product.md#agent-centre), in percent.
  CREATE TABLE rebate_limits (
    product_type TEXT PRIMARY KEY,
    highest_rebate REAL NOT NULL CHECK (highest_rebate >= 0),
    rebate_interval REAL NOT NULL CHECK (rebate_interval > 0),
    sort INTEGER NOT NULL
  );
  -- The rebate each account holds per product, given by its upline (or the operator for a top agent).
  CREATE TABLE account_rebates (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    product_type TEXT NOT NULL REFERENCES rebate_limits(product_type),
    rebate_value REAL NOT NULL CHECK (rebate_value >= 0),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, product_type)
  );
  -- Each contract's changes of status, oldest first (docs/product.md#agent-contracts).
  CREATE TABLE contract_events (
    id INTEGER PRIMARY KEY,
    contract_id INTEGER NOT NULL REFERENCES contract_requests(id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    actor_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX contract_events_by_contract ON contract_events (contract_id, at);
  CREATE INDEX contract_requests_by_offerer ON contract_requests (offered_by, created_at);
  -- An agent's invitation links (docs/product.md#agent-centre): own code, who registers, rebate preset.
  CREATE TABLE affiliate_links (
    id INTEGER PRIMARY KEY,
    agent_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    code TEXT NOT NULL UNIQUE COLLATE NOCASE,
    account_type TEXT NOT NULL CHECK (account_type IN ('member', 'agent')),
    rebates TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    deleted_at INTEGER
  );
  CREATE INDEX affiliate_links_by_agent ON affiliate_links (agent_id, created_at);
  -- The accounts registered through a link.
  CREATE TABLE affiliate_link_registrations (
    link_id INTEGER NOT NULL REFERENCES affiliate_links(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL UNIQUE REFERENCES accounts(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX affiliate_link_registrations_by_link ON affiliate_link_registrations (link_id, created_at);
  -- Downlines an agent created, by the app's request id, so a repeated create answers the same
  -- account (docs/gateway-protocol.md#agent-centre).
  CREATE TABLE downline_requests (
    agent_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    request_id TEXT NOT NULL,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (agent_id, request_id)
  );
  INSERT INTO vip_levels (level, name) VALUES
    (1, 'Bronze'), (2, 'Silver'), (3, 'Gold'), (4, 'Platinum'), (5, 'Diamond'), (6, 'Royal');
  CREATE TABLE team_daily_games (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    balance_date TEXT NOT NULL,
    category TEXT NOT NULL CHECK (category IN ('LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP')),
    bet_count INTEGER NOT NULL CHECK (bet_count >= 0),
    bet_cents INTEGER NOT NULL CHECK (bet_cents >= 0),
    valid_bet_cents INTEGER NOT NULL CHECK (valid_bet_cents >= 0 AND valid_bet_cents <= bet_cents),
    win_cents INTEGER NOT NULL CHECK (win_cents >= 0),
    rebate_cents INTEGER NOT NULL CHECK (rebate_cents >= 0),
    PRIMARY KEY (account_id, balance_date, category)
  );
  CREATE INDEX team_daily_games_by_date ON team_daily_games(balance_date);
  CREATE TABLE team_daily_funds (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    balance_date TEXT NOT NULL,
    login_count INTEGER NOT NULL CHECK (login_count >= 0),
    deposit_count INTEGER NOT NULL CHECK (deposit_count >= 0),
    deposit_cents INTEGER NOT NULL CHECK (deposit_cents >= 0),
    withdraw_count INTEGER NOT NULL CHECK (withdraw_count >= 0),
    withdraw_cents INTEGER NOT NULL CHECK (withdraw_cents >= 0),
    promotion_cents INTEGER NOT NULL CHECK (promotion_cents >= 0),
    PRIMARY KEY (account_id, balance_date)
  );
  CREATE INDEX team_daily_funds_by_date ON team_daily_funds(balance_date);
  CREATE TABLE team_bets (
    id INTEGER PRIMARY KEY,
    order_num TEXT NOT NULL UNIQUE,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games(id),
    category TEXT NOT NULL CHECK (category IN ('LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP')),
    bet_cents INTEGER NOT NULL CHECK (bet_cents > 0),
    valid_bet_cents INTEGER NOT NULL CHECK (valid_bet_cents >= 0 AND valid_bet_cents <= bet_cents),
    win_cents INTEGER NOT NULL CHECK (win_cents >= 0),
    balance_date TEXT NOT NULL,
    bet_at INTEGER NOT NULL
  );
  CREATE INDEX team_bets_by_account ON team_bets(account_id, balance_date);
  CREATE TABLE team_transactions (
    id INTEGER PRIMARY KEY,
    order_num TEXT NOT NULL UNIQUE,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'transfer-in', 'transfer-out')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    balance_date TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX team_transactions_by_account ON team_transactions(account_id, balance_date);
  CREATE TABLE agent_invitation_income (
    id INTEGER PRIMARY KEY,
    agent_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    source_account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    level INTEGER NOT NULL CHECK (level > 0),
    balance_date TEXT NOT NULL,
    valid_bet_cents INTEGER NOT NULL CHECK (valid_bet_cents >= 0),
    rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0),
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0)
  );
  CREATE INDEX agent_invitation_income_by_agent ON agent_invitation_income(agent_id, balance_date);
  CREATE TABLE agent_rebate_income (
    id INTEGER PRIMARY KEY,
    agent_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    category TEXT NOT NULL CHECK (category IN ('LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP')),
    balance_date TEXT NOT NULL,
    valid_bet_cents INTEGER NOT NULL CHECK (valid_bet_cents >= 0),
    rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0),
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    UNIQUE (agent_id, balance_date, category)
  );
  CREATE TABLE kyc_submissions (
    account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'REJECTED', 'VERIFIED')),
    fields TEXT NOT NULL,
    reject_reason TEXT NOT NULL DEFAULT '',
    submitted_at INTEGER NOT NULL,
    reviewed_at INTEGER
  );
  CREATE INDEX kyc_submissions_by_status ON kyc_submissions(status, submitted_at);
  CREATE TABLE kyc_images (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    side TEXT NOT NULL CHECK (side IN ('FRONT', 'BACK', 'SELFIE')),
    file_path TEXT NOT NULL,
    bytes INTEGER NOT NULL CHECK (bytes > 0),
    content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
    uploaded_at INTEGER NOT NULL,
    UNIQUE (account_id, side)
  );
  CREATE TABLE kyc_accounts (
    account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    kyc_free TEXT NOT NULL DEFAULT 'N' CHECK (kyc_free IN ('Y', 'N')),
    under_age_at INTEGER
  );
`;

export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get();
  return Number(row?.user_version ?? 0);
}

function isEmpty(db: DatabaseSync): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' LIMIT 1").get() === undefined;
}

/**
 * Readies a database for this gateway: an empty one gets every table, index and reference row in
 * one transaction; one at this version is used as it is. Answers `stale` for a database of any
 * other version (or without one), which the caller sets aside.
 */
export function prepareSchema(db: DatabaseSync): 'created' | 'current' | 'stale' {
  if (schemaVersion(db) === SCHEMA_VERSION) return 'current';
  if (!isEmpty(db)) return 'stale';
  inTransaction(db, () => {
    db.exec(SCHEMA_SQL);
    // PRAGMA takes no bound parameters; the version is our own constant.
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  });
  return 'created';
}
