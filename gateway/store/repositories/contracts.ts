import type { DatabaseSync } from 'node:sqlite';

import {
  type Contract,
  CONTRACT_STATUS,
  type ContractDecision,
  type ContractKind,
  type ContractRequests,
  type ContractState,
  type ContractTerms,
} from '../../../src/contract/agent.ts';
import { inTransaction } from '../database.ts';

/**
 * Agent contract requests (docs/product.md#entities, "Contract request"): an upline proposes a daily
 * salary, a dividend or an hourly salary contract with its terms; the member sees it as pending
 * until they accept or decline it, once. Later the upline may ask to end it, and the member agrees
 * or keeps it (docs/product.md#agent-contracts).
 */
export const CONTRACT_KINDS: readonly ContractKind[] = ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'];

/** A stored contract: what the contract pages are answered (the wire contract) and its agent. */
export interface ContractRecord extends Contract {
  accountId: number;
}

interface NewContractRequest {
  accountId: number;
  /** The upline agent offering it; null or absent: the operator. */
  offeredBy?: number | null;
  kind: ContractKind;
  period: string;
  terms?: ContractTerms;
  now: number;
}

type AnswerOutcome =
  { kind: 'answered'; contract: ContractRecord } | { kind: 'not-found' } | { kind: 'already-answered'; contract: ContractRecord };

export interface ContractsRepository {
  insert(request: NewContractRequest): ContractRecord;
  pending(accountId: number): ContractRequests;
  /** The newest contract of a kind waiting for the account's answer, else the one answered last, else undefined. */
  current(accountId: number, kind: ContractKind): ContractRecord | undefined;
  /**
   * Answers a contract of the account: an offer (P, E) is accepted or declined, an end request (V)
   * agreed to (C) or kept (A). Each answer is given once; the same end answer repeated (a double
   * tap) is answered again without a second change.
   */
  answer(accountId: number, id: number, decision: ContractDecision, now: number): AnswerOutcome;
}

const FIELD_BY_KIND: Readonly<Record<ContractKind, Exclude<keyof ContractRequests, 'ending'>>> = {
  DAILY_SALARY: 'dailysalreqtype',
  DIVIDEND: 'divtypecompperiodreq',
  HOURLY_SALARY: 'contracthoursalreq',
};

/** What a request without terms gets: a contract with no tiers pays nothing, so say it plainly. */
export const EMPTY_TERMS: ContractTerms = { basis: 'VALID_BET', reward: 'AMOUNT', tiers: [] };

function parseTerms(text: string): ContractTerms {
  try {
    const parsed = JSON.parse(text) as Partial<ContractTerms>;
    return {
      basis: parsed.basis === 'NET_LOSS' ? 'NET_LOSS' : 'VALID_BET',
      reward: parsed.reward === 'PERCENT' ? 'PERCENT' : 'AMOUNT',
      tiers: Array.isArray(parsed.tiers) ? parsed.tiers : [],
    };
  } catch {
    // Edited by hand into something unreadable: show no tiers rather than fail the page.
    return EMPTY_TERMS;
  }
}

/** The stored status of each of the platform's letters, and back. */
export const STATUS_OF_STATE: Readonly<Record<ContractState, string>> = {
  P: 'pending',
  A: 'accepted',
  R: 'declined',
  E: 'edited',
  V: 'terminating',
  C: 'cancelled',
};
const STATE_OF_STATUS: Readonly<Record<string, ContractState>> = Object.fromEntries(
  Object.entries(STATUS_OF_STATE).map(([state, status]) => [status, state as ContractState]),
);

/** A stored status as the platform's letter; anything unknown reads as over. */
export const stateOf = (status: unknown): ContractState => STATE_OF_STATUS[String(status)] ?? 'C';

/** What each answer needs and makes: the letters it answers and the one it leaves. */
const ANSWERS: Readonly<Record<ContractDecision, { from: readonly ContractState[]; to: ContractState }>> = {
  accept: { from: ['P', 'E'], to: 'A' },
  decline: { from: ['P', 'E'], to: 'R' },
  end: { from: ['V'], to: 'C' },
  keep: { from: ['V'], to: 'A' },
};

function toRecord(row: Record<string, unknown>): ContractRecord {
  const state = stateOf(row.status);
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    kind: String(row.kind) as ContractKind,
    period: String(row.period),
    terms: parseTerms(String(row.terms)),
    status: CONTRACT_STATUS[state],
    state,
    createdAt: Number(row.created_at),
    answeredAt: row.answered_at === null || row.answered_at === undefined ? null : Number(row.answered_at),
  };
}

export function createContractsRepository(db: DatabaseSync): ContractsRepository {
  const insert = db.prepare(
    'INSERT INTO contract_requests (account_id, kind, period, terms, created_at, offered_by) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
  );
  // Each change of status is kept (docs/product.md#agent-contracts), in the platform's letters.
  const insertEvent = db.prepare('INSERT INTO contract_events (contract_id, status, actor_id, at) VALUES (?, ?, ?, ?)');
  // Oldest first, so the newest question of a kind wins below: an offer (P, E) or an end request (V).
  const selectPending = db.prepare(
    "SELECT kind, period, status FROM contract_requests WHERE account_id = ? AND status IN ('pending', 'edited', 'terminating') ORDER BY created_at, id",
  );
  const selectCurrent = db.prepare(
    'SELECT * FROM contract_requests WHERE account_id = ? AND kind = ? ' +
      "ORDER BY status IN ('pending', 'edited', 'terminating') DESC, COALESCE(answered_at, created_at) DESC, id DESC LIMIT 1",
  );
  const selectOwn = db.prepare('SELECT * FROM contract_requests WHERE id = ? AND account_id = ?');
  // The status test in the WHERE makes a second answer (even a concurrent one) change nothing. A
  // contract kept after an end request keeps the time it was accepted; any other answer is its time.
  const updateAnswer = db.prepare(
    'UPDATE contract_requests SET status = ?1, answered_at = CASE WHEN ?2 = 1 THEN answered_at ELSE ?3 END ' +
      'WHERE id = ?4 AND account_id = ?5 AND status IN (SELECT value FROM json_each(?6)) RETURNING *',
  );
  const selectLastEvents = db.prepare(
    'SELECT status, actor_id FROM contract_events WHERE contract_id = ? ORDER BY at DESC, id DESC LIMIT 2',
  );

  /** Whether the contract's last change is this account's `to` given to an end request: a repeat of it. */
  const repeatsEndAnswer = (id: number, accountId: number, to: ContractState) => {
    const [last, before] = selectLastEvents.all(id);
    return last?.status === to && Number(last.actor_id) === accountId && before?.status === 'V';
  };

  return {
    insert(request) {
      return inTransaction(db, () => {
        const offeredBy = request.offeredBy ?? null;
        const terms = JSON.stringify(request.terms ?? EMPTY_TERMS);
        const row = insert.get(request.accountId, request.kind, request.period, terms, request.now, offeredBy);
        if (!row) throw new Error('Contract insert returned nothing');
        const contract = toRecord(row);
        insertEvent.run(contract.id, 'P', offeredBy, request.now);
        return contract;
      });
    },
    pending(accountId) {
      const result: ContractRequests = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '', ending: [] };
      const ending = new Set<ContractKind>();
      for (const row of selectPending.all(accountId)) {
        const kind = String(row.kind) as ContractKind;
        const field = FIELD_BY_KIND[kind];
        if (!field) continue;
        result[field] = String(row.period);
        if (row.status === 'terminating') ending.add(kind);
        else ending.delete(kind);
      }
      result.ending = CONTRACT_KINDS.filter((kind) => ending.has(kind));
      return result;
    },
    current(accountId, kind) {
      const row = selectCurrent.get(accountId, kind);
      return row ? toRecord(row) : undefined;
    },
    answer: (accountId, id, decision, now) =>
      inTransaction(db, (): AnswerOutcome => {
        const { from, to } = ANSWERS[decision];
        const keepsTime = decision === 'keep' ? 1 : 0;
        const fromStatuses = JSON.stringify(from.map((state) => STATUS_OF_STATE[state]));
        const row = updateAnswer.get(STATUS_OF_STATE[to], keepsTime, now, id, accountId, fromStatuses);
        if (row) {
          insertEvent.run(id, to, accountId, now);
          return { kind: 'answered', contract: toRecord(row) };
        }
        const existing = selectOwn.get(id, accountId);
        if (!existing) return { kind: 'not-found' };
        const contract = toRecord(existing);
        const repeat = from.includes('V') && contract.state === to && repeatsEndAnswer(id, accountId, to);
        return repeat ? { kind: 'answered', contract } : { kind: 'already-answered', contract };
      }),
  };
}
