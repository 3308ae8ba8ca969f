import type { DatabaseSync } from 'node:sqlite';

/**
 * Customer types (SPEC §3, §6): 0, 1, 2 play for real (2 = agent who also plays), 4 = trial /
 * free play, 40-42 = agent-only accounts that the member side refuses.
 */
export const AGENT_ONLY_TYPES: ReadonlySet<number> = new Set([40, 41, 42]);
export const TRIAL_TYPE = 4;

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
}

export interface NewAccount {
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
}

export interface AccountsRepository {
  findByUsername(username: string): AccountRecord | undefined;
  findById(id: number): AccountRecord | undefined;
  usernameExists(username: string): boolean;
  create(account: NewAccount): AccountRecord;
  recordLogin(id: number, now: number): void;
  count(): number;
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
    lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
  };
}

export function createAccountsRepository(db: DatabaseSync): AccountsRepository {
  const byUsername = db.prepare('SELECT * FROM accounts WHERE username = ?');
  const byId = db.prepare('SELECT * FROM accounts WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO accounts (id, username, password_hash, nickname, type, status, first_time_login, currency, balance_cents, created_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
  );
  const touchLogin = db.prepare('UPDATE accounts SET last_login_at = ? WHERE id = ?');
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM accounts');

  return {
    findByUsername(username) {
      const row = byUsername.get(username);
      return row ? toRecord(row) : undefined;
    },
    findById(id) {
      const row = byId.get(id);
      return row ? toRecord(row) : undefined;
    },
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
      );
      if (!row) throw new Error('Account insert returned nothing');
      return toRecord(row);
    },
    recordLogin(id, now) {
      touchLogin.run(now, id);
    },
    count() {
      return Number(countAll.get()?.n ?? 0);
    },
  };
}
