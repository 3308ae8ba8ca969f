import type { DatabaseSync, StatementSync } from 'node:sqlite';

import type { SortDirection, TeamSortColumn } from '../../../src/contract/agent-team.ts';

/** A downline as the team list reads it: the account's own fields and its direct downline count. */
export interface TeamRowRecord {
  id: number;
  username: string;
  nickname: string;
  type: number;
  balanceCents: number;
  createdAt: number;
  lastLoginAt: number | null;
  directCount: number;
}

interface TeamQuery {
  /** Part of a username, any case; empty for all. */
  search: string;
  sort: TeamSortColumn;
  direction: SortDirection;
  offset: number;
  limit: number;
}

/** The agent centre's team reads (docs/product.md#agent-centre) and its create-once requests. */
export interface TeamRepository {
  /** One page of the accounts signed up directly under `parentId`, and how many match in all. */
  directPage(parentId: number, query: TeamQuery): { rows: TeamRowRecord[]; total: number };
  /** The account ids from `fromId`'s direct downline down to `toId`, both ends included; [] when `toId` is not below `fromId`. */
  chainBelow(fromId: number, toId: number): number[];
  /** The account an agent created under this request id, if any. */
  createdFor(agentId: number, requestId: string): number | undefined;
  rememberCreated(agentId: number, requestId: string, accountId: number, now: number): void;
}

const SORT_SQL: Record<TeamSortColumn, string> = {
  joined: 'created_at',
  lastLogin: 'last_login_at',
  balance: 'balance_cents',
};

/** `%` and `_` typed in a search are letters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function toRow(row: Record<string, unknown>): TeamRowRecord {
  return {
    id: Number(row.id),
    username: String(row.username),
    nickname: String(row.nickname),
    type: Number(row.type),
    balanceCents: Number(row.balance_cents),
    createdAt: Number(row.created_at),
    lastLoginAt: row.last_login_at === null || row.last_login_at === undefined ? null : Number(row.last_login_at),
    directCount: Number(row.direct_count),
  };
}

export function createTeamRepository(db: DatabaseSync): TeamRepository {
  const pages = new Map<string, StatementSync>();
  // Accounts that never logged in come last either way; the id keeps pages stable on ties.
  const pageStatement = (sort: TeamSortColumn, direction: SortDirection): StatementSync => {
    const key = `${sort}:${direction}`;
    let statement = pages.get(key);
    if (!statement) {
      const column = SORT_SQL[sort];
      const order = direction === 'asc' ? 'ASC' : 'DESC';
      statement = db.prepare(
        'SELECT a.id, a.username, a.nickname, a.type, a.balance_cents, a.created_at, a.last_login_at, ' +
          '(SELECT COUNT(*) FROM accounts d WHERE d.affiliate_id = a.id) AS direct_count ' +
          "FROM accounts a WHERE a.affiliate_id = ? AND (? = '' OR a.username LIKE ? ESCAPE '\\') " +
          `ORDER BY a.${column} IS NULL, a.${column} ${order}, a.id ${order} LIMIT ? OFFSET ?`,
      );
      pages.set(key, statement);
    }
    return statement;
  };
  const countDirect = db.prepare("SELECT COUNT(*) AS n FROM accounts WHERE affiliate_id = ? AND (? = '' OR username LIKE ? ESCAPE '\\')");
  // Walked up from `toId`; the depth cap stops a corrupt cycle.
  const chain = db.prepare(
    'WITH RECURSIVE chain(id, upline, depth) AS (SELECT id, affiliate_id, 0 FROM accounts WHERE id = ? ' +
      'UNION ALL SELECT a.id, a.affiliate_id, chain.depth + 1 FROM accounts a JOIN chain ON a.id = chain.upline ' +
      'WHERE chain.depth < 64 AND chain.upline IS NOT NULL) SELECT id, upline FROM chain ORDER BY depth DESC',
  );
  const selectRequest = db.prepare('SELECT account_id FROM downline_requests WHERE agent_id = ? AND request_id = ?');
  const insertRequest = db.prepare('INSERT INTO downline_requests (agent_id, request_id, account_id, created_at) VALUES (?, ?, ?, ?)');

  return {
    directPage(parentId, query) {
      const pattern = likePattern(query.search);
      const total = Number(countDirect.get(parentId, query.search, pattern)?.n ?? 0);
      const rows = pageStatement(query.sort, query.direction).all(parentId, query.search, pattern, query.limit, query.offset).map(toRow);
      return { rows, total };
    },
    chainBelow(fromId, toId) {
      const rows = chain.all(toId).map((row) => ({ id: Number(row.id), upline: row.upline === null ? null : Number(row.upline) }));
      const start = rows.findIndex((row) => row.upline === fromId);
      return start === -1 ? [] : rows.slice(start).map((row) => row.id);
    },
    createdFor(agentId, requestId) {
      const row = selectRequest.get(agentId, requestId);
      return row ? Number(row.account_id) : undefined;
    },
    rememberCreated(agentId, requestId, accountId, now) {
      insertRequest.run(agentId, requestId, accountId, now);
    },
  };
}
