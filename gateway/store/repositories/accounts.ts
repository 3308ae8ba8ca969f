import type { DatabaseSync } from 'node:sqlite';

/**
 * Customer types (docs/product.md#roles): 0, 1, 2 play for real (1 and 2 are agents who also
 * play), 4 = trial / free play, 40-42 = agent-only accounts that the member side refuses.
 */
export const AGENT_ONLY_TYPES: ReadonlySet<number> = new Set([40, 41, 42]);
/** The agent side's types: the playing agents and the agent-only ones. */
export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 40, 41, 42]);
export const MEMBER_TYPES: ReadonlySet<number> = new Set([0, 1, 2]);
export const TRIAL_TYPE = 4;

/** A real member's invitation code. */
function referralCodeOf(accountId: number): string {
  return `REF${accountId}`;
}

export interface AccountRecord {
  id: number;
  username: string;
  passwordHash: string;
  nickname: string;
  type: number;
  status: 'active' | 'disabled';
  firstTimeLogin: boolean;
  currency: string;
  balanceCents: number;
  createdAt: number;
  lastLoginAt: number | null;
  /** `+63 9171234567`: dialing code, one space, national digits (see lib/mobile.ts). */
  mobile: string | null;
  passwordChangedAt: number;
  affiliateCode: string | null;
  /** The agent whose invitation code the account signed up with. */
  affiliateId: number | null;
  /** The member who recommended the account (recommenderId at registration). */
  recommenderId: number | null;
}

interface NewAccount {
  id?: number;
  username: string;
  passwordHash: string;
  nickname?: string;
  type: number;
  status?: 'active' | 'disabled';
  firstTimeLogin?: boolean;
  currency: string;
  balanceCents: number;
  createdAt: number;
  mobile?: string | null;
  /** Defaults to createdAt. */
  passwordChangedAt?: number;
  affiliateCode?: string | null;
  affiliateId?: number | null;
  recommenderId?: number | null;
  paymentPasswordHash?: string | null;
}

export interface AccountsRepository {
  findByUsername(username: string): AccountRecord | undefined;
  findById(id: number): AccountRecord | undefined;
  findByMobile(mobile: string): AccountRecord | undefined;
  /** Case-insensitive. */
  findByAffiliateCode(code: string): AccountRecord | undefined;
  usernameExists(username: string): boolean;
  create(account: NewAccount): AccountRecord;
  recordLogin(id: number, now: number): void;
  /** New password hash, password age restarts, the first-login flag is cleared. */
  changePassword(id: number, passwordHash: string, now: number): void;
  /** Registration extras (email, payeeName, registerUrl...), one row per field. */
  setDetails(id: number, details: Readonly<Record<string, string>>): void;
  details(id: number): Record<string, string>;
  /**
   * Adds `deltaCents` (negative to debit) unless that would take the balance below zero; answers
   * the new balance, or undefined when refused (or no such account).
   */
  changeBalance(id: number, deltaCents: number): number | undefined;
  count(): number;
  /**
   * Whether `accountId` is in the team of `agentId`: signed up under it, or under one of its
   * downlines, at any depth (the affiliate chain). An agent is not in its own team.
   */
  isInTeam(agentId: number, accountId: number): boolean;
  /** The ids of the agent's whole team, every level, in no particular order. */
  teamIds(agentId: number): number[];
  /** How many accounts signed up directly under the agent. */
  directCount(agentId: number): number;
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function nullableText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

function toRecord(row: Record<string, unknown>): AccountRecord {
  return {
    id: Number(row.id),
    username: String(row.username),
    passwordHash: String(row.password_hash),
    nickname: String(row.nickname),
    type: Number(row.type),
    status: row.status === 'disabled' ? 'disabled' : 'active',
    firstTimeLogin: Number(row.first_time_login) === 1,
    currency: String(row.currency),
    balanceCents: Number(row.balance_cents),
    createdAt: Number(row.created_at),
    lastLoginAt: nullableNumber(row.last_login_at),
    mobile: nullableText(row.mobile),
    passwordChangedAt: Number(row.password_changed_at),
    affiliateCode: nullableText(row.affiliate_code),
    affiliateId: nullableNumber(row.affiliate_id),
    recommenderId: nullableNumber(row.recommender_id),
  };
}

export function createAccountsRepository(db: DatabaseSync): AccountsRepository {
  const byUsername = db.prepare('SELECT * FROM accounts WHERE username = ?');
  const byId = db.prepare('SELECT * FROM accounts WHERE id = ?');
  const byMobile = db.prepare('SELECT * FROM accounts WHERE mobile = ?');
  const byAffiliateCode = db.prepare('SELECT * FROM accounts WHERE affiliate_code = ?');
  const insert = db.prepare(
    'INSERT INTO accounts (id, username, password_hash, nickname, type, status, first_time_login, currency, balance_cents, ' +
      'created_at, mobile, password_changed_at, affiliate_code, affiliate_id, recommender_id, payment_password_hash) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
  );
  const assignReferralCode = db.prepare(
    'UPDATE accounts SET affiliate_code = ? WHERE id = ? AND NOT EXISTS (SELECT 1 FROM accounts WHERE affiliate_code = ?) RETURNING *',
  );
  const touchLogin = db.prepare('UPDATE accounts SET last_login_at = ? WHERE id = ?');
  const updatePassword = db.prepare('UPDATE accounts SET password_hash = ?, password_changed_at = ?, first_time_login = 0 WHERE id = ?');
  const upsertDetail = db.prepare(
    'INSERT INTO account_details (account_id, field, value) VALUES (?, ?, ?) ' +
      'ON CONFLICT(account_id, field) DO UPDATE SET value = excluded.value',
  );
  const selectDetails = db.prepare('SELECT field, value FROM account_details WHERE account_id = ? ORDER BY field');
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM accounts');
  // The guard is in the statement itself, so no read-then-write race can overdraw an account.
  const addBalance = db.prepare(
    'UPDATE accounts SET balance_cents = balance_cents + ? WHERE id = ? AND balance_cents + ? >= 0 RETURNING balance_cents',
  );

  // The chain of uplines above an account, walked up from it; the depth cap stops a corrupt cycle.
  const uplineChain = db.prepare(
    'WITH RECURSIVE chain(id, depth) AS (SELECT affiliate_id, 1 FROM accounts WHERE id = ? ' +
      'UNION ALL SELECT a.affiliate_id, chain.depth + 1 FROM accounts a JOIN chain ON a.id = chain.id WHERE chain.depth < 64) ' +
      'SELECT 1 FROM chain WHERE id = ? LIMIT 1',
  );
  const team = db.prepare(
    'WITH RECURSIVE team(id, depth) AS (SELECT id, 1 FROM accounts WHERE affiliate_id = ? ' +
      'UNION ALL SELECT a.id, team.depth + 1 FROM accounts a JOIN team ON a.affiliate_id = team.id WHERE team.depth < 64) ' +
      'SELECT DISTINCT id FROM team',
  );

  const countDirect = db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE affiliate_id = ?');

  const one = (row: Record<string, unknown> | undefined) => (row ? toRecord(row) : undefined);

  return {
    findByUsername: (username) => one(byUsername.get(username)),
    findById: (id) => one(byId.get(id)),
    findByMobile: (mobile) => one(byMobile.get(mobile)),
    findByAffiliateCode: (code) => one(byAffiliateCode.get(code)),
    usernameExists(username) {
      return byUsername.get(username) !== undefined;
    },
    create(account) {
      const row = insert.get(
        account.id ?? null,
        account.username,
        account.passwordHash,
        account.nickname ?? '',
        account.type,
        account.status ?? 'active',
        account.firstTimeLogin ? 1 : 0,
        account.currency,
        account.balanceCents,
        account.createdAt,
        account.mobile ?? null,
        account.passwordChangedAt ?? account.createdAt,
        account.affiliateCode ?? null,
        account.affiliateId ?? null,
        account.recommenderId ?? null,
        account.paymentPasswordHash ?? null,
      );
      if (!row) throw new Error('Account insert returned nothing');
      const created = toRecord(row);
      if (created.affiliateCode === null && MEMBER_TYPES.has(created.type)) {
        // Every real member can invite friends under REFERRAL (docs/product.md#roles): the code follows from the id.
        const assigned = assignReferralCode.get(referralCodeOf(created.id), created.id, referralCodeOf(created.id));
        if (assigned) return toRecord(assigned);
      }
      return created;
    },
    recordLogin(id, now) {
      touchLogin.run(now, id);
    },
    changePassword(id, passwordHash, now) {
      updatePassword.run(passwordHash, now, id);
    },
    setDetails(id, details) {
      for (const [field, value] of Object.entries(details)) upsertDetail.run(id, field, value);
    },
    details(id) {
      return Object.fromEntries(selectDetails.all(id).map((row) => [String(row.field), String(row.value)]));
    },
    changeBalance(id, deltaCents) {
      const row = addBalance.get(deltaCents, id, deltaCents);
      return row ? Number(row.balance_cents) : undefined;
    },
    count() {
      return Number(countAll.get()?.n ?? 0);
    },
    isInTeam(agentId, accountId) {
      return agentId !== accountId && uplineChain.get(accountId, agentId) !== undefined;
    },
    teamIds(agentId) {
      return team.all(agentId).map((row) => Number(row.id));
    },
    directCount(agentId) {
      return Number(countDirect.get(agentId)?.n ?? 0);
    },
  };
}
